import { useEffect, useState } from 'react';
import { useLatestCallback } from './use-latest-callback';
import type { Key } from 'react';

/**
 * Selected row keys, forgotten whenever the rows in view change (page, filters, sort):
 * a bulk action must only ever see rows the user can see. The keys are kept with the scope
 * they were chosen in: a render in another scope sees none (derived, so no update while
 * rendering), and an effect forgets them, so that coming back to that scope brings none back.
 */
export function useRowSelection(scope: string) {
  const [chosen, setChosen] = useState<{ scope: string; keys: Key[] }>({ scope, keys: NONE });
  const keys = chosen.scope === scope ? chosen.keys : NONE;
  useEffect(() => {
    // Nothing chosen, nothing to forget: no second render of the list after a page change (issue 30).
    if (chosen.scope !== scope && chosen.keys !== NONE) setChosen({ scope, keys: NONE });
  }, [chosen, scope]);
  // One function for the list's life: a new one per page would render the table's rows again (list-page.tsx).
  const setKeys = useLatestCallback((next: Key[]) => setChosen({ scope, keys: next }));
  const clear = useLatestCallback(() => setChosen({ scope, keys: NONE }));
  return { keys, setKeys, clear };
}

const NONE: Key[] = [];
