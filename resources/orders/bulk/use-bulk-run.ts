import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { errorText } from '../../../providers/http/error-text';
import { RefusedBeforeCall } from './bulk-calls';
import { runPool, summarise, type BulkSummary } from './run-bulk';

export interface FailedOrder {
  order: Order;
  message: string;
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
 * still waiting; each failure keeps the server's message (or "stopped").
 */
export function useBulkRun() {
  const { t, i18n } = useTranslation();
  const inFlight = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const messageOf = useCallback(
    (error: unknown): string => {
      if (error instanceof RefusedBeforeCall) return t(error.key);
      if (isAbort(error)) return t('orders.queue.result.stopped');
      return errorText(t, (k) => i18n.exists(k), error);
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
          failed: summary.failed.map((f) => ({ order: f.item, message: messageOf(f.error) })),
        };
        setResult(next);
        return next;
      } finally {
        inFlight.current = false;
        controller.current = null;
        setProgress(null);
      }
    },
    [messageOf],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  return { run, stop, progress, result, running: progress !== null };
}
