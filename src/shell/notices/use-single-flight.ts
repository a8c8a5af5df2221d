import { useCallback, useRef, useState } from 'react';

/**
 * One request at a time for a dialog: while one runs, `pending` names it (its button shows
 * loading and is disabled) and further calls send nothing. A ref, not state, guards, so
 * even two clicks in the same tick start one request.
 */
export function useSingleFlight<Name extends string>() {
  const busy = useRef(false);
  const [pending, setPending] = useState<Name | null>(null);
  const run = useCallback(async (name: Name, fn: () => Promise<void>): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setPending(name);
    try {
      await fn();
    } finally {
      busy.current = false;
      setPending(null);
    }
  }, []);
  return { pending, run };
}
