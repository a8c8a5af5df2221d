import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { orderErrorOf } from '../actions/error-text';
import { RefusedBeforeCall } from './bulk-calls';
import { runPool, summarise, type BulkSummary } from './run-bulk';

export interface FailedOrder {
  order: Order;
  message: string;
  /** The server's own words, for a refusal the orders catalogue does not know: a secondary line. */
  detail?: string;
}
export interface BulkResult {
  kind: BulkSummary<Order>['kind'];
  succeeded: Order[];
  failed: FailedOrder[];
}

const isAbort = (e: unknown): boolean => e instanceof Error && e.name === 'AbortError';

/**
 * Runs a bulk action's per-order calls (at most 4 in flight, each with its own 423 waiting)
 * once at a time: a second start while one runs sends nothing. `stop` gives up the orders
 * still waiting; each failure says why in the user's language (or "stopped").
 */
export function useBulkRun() {
  const { t, i18n } = useTranslation();
  const inFlight = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const failureOf = useCallback(
    (error: unknown): Omit<FailedOrder, 'order'> => {
      if (error instanceof RefusedBeforeCall) return { message: t(error.key) };
      if (isAbort(error)) return { message: t('orders.queue.result.stopped') };
      const shown = orderErrorOf(t, (k) => i18n.exists(k), error);
      return { message: shown.text, detail: shown.detail };
    },
    [t, i18n],
  );

  const run = useCallback(
    async (orders: Order[], task: (order: Order, signal: AbortSignal) => Promise<Order>): Promise<BulkResult | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      const abort = new AbortController();
      controller.current = abort;
      setResult(null);
      setProgress({ done: 0, total: orders.length });
      try {
        const outcomes = await runPool(orders, (o) => task(o, abort.signal), { onSettled: (done, total) => setProgress({ done, total }) });
        const summary = summarise(outcomes);
        const next: BulkResult = {
          kind: summary.kind,
          succeeded: summary.succeeded,
          failed: summary.failed.map((f) => ({ order: f.item, ...failureOf(f.error) })),
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
  return { run, stop, progress, result, running: progress !== null };
}
