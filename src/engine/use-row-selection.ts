import { useState } from 'react';
import type { Key } from 'react';

/**
 * Selected row keys, forgotten whenever the rows in view change (page, filters, sort):
 * a bulk action must only ever see rows the user can see.
 */
export function useRowSelection(scope: string) {
  const [keys, setKeys] = useState<Key[]>([]);
  const [seenScope, setSeenScope] = useState(scope);
  if (seenScope !== scope) {
    setSeenScope(scope);
    setKeys([]);
  }
  return { keys, setKeys, clear: () => setKeys([]) };
}
