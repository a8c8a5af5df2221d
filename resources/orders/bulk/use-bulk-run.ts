import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { orderErrorOf } from '../actions/error-text';
import { RefusedBeforeCall } from './bulk-calls';
import { useBulkRun, type BulkResult } from '../../../src/engine/bulk/use-bulk-run';

export type OrdersBulkResult = BulkResult<Order>;

const isAbort = (e: unknown): boolean => e instanceof Error && e.name === 'AbortError';

/**
 * The engine's bulk run over orders (at most 4 in flight, each with its own 423 waiting): each
 * failure says why in the user's language with the orders' catalogue, or "stopped".
 */
export function useOrdersBulkRun() {
  const { t, i18n } = useTranslation();
  const failureOf = useCallback(
    (error: unknown) => {
      if (error instanceof RefusedBeforeCall) return { message: t(error.key) };
      if (isAbort(error)) return { message: t('orders.queue.result.stopped') };
      const shown = orderErrorOf(t, (k) => i18n.exists(k), error);
      return { message: shown.text, detail: shown.detail };
    },
    [t, i18n],
  );
  return useBulkRun<Order>(failureOf);
}
