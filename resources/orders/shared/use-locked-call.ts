import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActionKeys } from '../../../providers/http/idempotency';
import { withLockRetry } from '../../../providers/http/lock-retry';

/** After this long of 423 answers the UI says the order is taking unusually long (issue 5). */
export const LONG_WAIT_MS = 60_000;

export type LockedCallState = 'idle' | 'running' | 'locked' | 'long';

function isAbort(e: unknown): boolean {
  return e instanceof Error && e.name === 'AbortError';
}

/**
 * Runs one order change at a time (a double click sends one request) and repeats it every
 * second while the order answers 423 (spec 2 §4/§8). While locked the action stays loading;
 * `stop()` gives up waiting (the promise resolves to undefined, nothing else happens); after
 * LONG_WAIT_MS `state` becomes 'long' so the screen can say so. Other errors are rethrown
 * for the caller's toast.
 */
export function useLockedCall() {
  const [state, setState] = useState<LockedCallState>('idle');
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <T,>(call: (signal: AbortSignal) => Promise<T>, action?: ActionKeys): Promise<T | undefined> => {
    if (controller.current) return undefined;
    const abort = new AbortController();
    controller.current = abort;
    setState('running');
    try {
      return await withLockRetry(() => call(abort.signal), {
        signal: abort.signal,
        action,
        onWaiting: (_attempt, waited) => setState(waited >= LONG_WAIT_MS ? 'long' : 'locked'),
      });
    } catch (e) {
      if (isAbort(e)) return undefined;
      throw e;
    } finally {
      controller.current = null;
      setState('idle');
    }
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);

  return { run, stop, state, busy: state !== 'idle' };
}
