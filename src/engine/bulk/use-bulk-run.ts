import { useCallback, useEffect, useRef, useState } from 'react';
import { runPool, summarise, type BulkSummary } from './run-pool';

/** One item a bulk run could not change, with why in the user's language. */
export interface BulkFailure<T> {
  item: T;
  message: string;
  /** The server's own words, for a refusal the area's catalogue does not know: a secondary line. */
  detail?: string;
}

export interface BulkResult<T> {
  kind: BulkSummary<T>['kind'];
  succeeded: T[];
  failed: BulkFailure<T>[];
}

export type FailureText = (error: unknown) => Omit<BulkFailure<unknown>, 'item'>;

/**
 * Runs a bulk action's per-item calls (at most BULK_CONCURRENCY in flight) once at a time: a
 * second start while one runs sends nothing. One progress for the whole run; `stop` gives up the
 * items still waiting; each failure is said by the area's `failureOf`. The retry is the caller's:
 * `run` again with `result.failed`'s items.
 */
export function useBulkRun<T>(failureOf: FailureText) {
  const inFlight = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<BulkResult<T> | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async <R>(items: T[], task: (item: T, signal: AbortSignal) => Promise<R>): Promise<BulkResult<T> | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      const abort = new AbortController();
      controller.current = abort;
      setResult(null);
      setProgress({ done: 0, total: items.length });
      try {
        const outcomes = await runPool(items, (item) => task(item, abort.signal), { onSettled: (done, total) => setProgress({ done, total }) });
        const summary = summarise(outcomes);
        const next: BulkResult<T> = {
          kind: summary.kind,
          succeeded: summary.succeeded,
          failed: summary.failed.map((f) => ({ item: f.item, ...failureOf(f.error) })),
        };
        setResult(next);
        return next;
      } finally {
        inFlight.current = false;
        controller.current = null;
        setProgress(null);
      }
    },
    [failureOf],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const clear = useCallback(() => setResult(null), []);
  return { run, stop, clear, progress, result, running: progress !== null };
}
