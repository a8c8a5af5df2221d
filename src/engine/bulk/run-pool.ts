/**
 * Runs one task per item with at most `limit` in flight (a bulk action over 45 orders or
 * pickup points must not open 45 connections, nor take 45 round trips one after another). Every item settles:
 * a failure is recorded beside it, never stops the others. `onSettled` reports progress.
 */
export type Outcome<T, R> = { item: T; ok: true; value: R } | { item: T; ok: false; error: unknown };

export const BULK_CONCURRENCY = 4;

export async function runPool<T, R>(
  items: readonly T[],
  task: (item: T) => Promise<R>,
  opts: { limit?: number; onSettled?: (done: number, total: number) => void } = {},
): Promise<Outcome<T, R>[]> {
  const limit = Math.max(1, opts.limit ?? BULK_CONCURRENCY);
  const out: Outcome<T, R>[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      try {
        out[index] = { item, ok: true, value: await task(item) };
      } catch (error) {
        out[index] = { item, ok: false, error };
      }
      done += 1;
      opts.onSettled?.(done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export interface BulkSummary<T> {
  /** all: every item succeeded; some: a part failed; none: every item failed. */
  kind: 'all' | 'some' | 'none';
  succeeded: T[];
  failed: Array<{ item: T; error: unknown }>;
}

export function summarise<T, R>(outcomes: readonly Outcome<T, R>[]): BulkSummary<T> {
  const succeeded = outcomes.filter((o) => o.ok).map((o) => o.item);
  const failed = outcomes.flatMap((o) => (o.ok ? [] : [{ item: o.item, error: o.error }]));
  const kind = failed.length === 0 ? 'all' : succeeded.length === 0 ? 'none' : 'some';
  return { kind, succeeded, failed };
}
