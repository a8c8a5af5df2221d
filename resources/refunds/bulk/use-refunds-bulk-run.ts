import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefundRequest } from '../refunds-api';
import { describeError } from '../../../providers/http/error-policy';
import { useBulkRun } from '../../../src/engine/bulk/use-bulk-run';
import { refundErrors } from '../errors';
import { RefusedBeforeCall } from './bulk-calls';

const isAbort = (e: unknown): boolean => e instanceof Error && e.name === 'AbortError';

/**
 * The engine's bulk run over refund requests (at most 4 in flight, one progress): each failure
 * says why in the user's language by the refunds catalogue (errors.ts), the server's own words
 * only as a secondary line; a request given up by "stop" says so.
 */
export function useRefundsBulkRun() {
  const { t, i18n } = useTranslation();
  const failureOf = useCallback(
    (error: unknown) => {
      if (error instanceof RefusedBeforeCall) return { message: t(error.key) };
      if (isAbort(error)) return { message: t('refunds.queue.bulk.stopped') };
      const shown = describeError(t, (k) => i18n.exists(k), error, { catalogue: refundErrors, action: 'refunds.toasts.failed' });
      return { message: shown.text, detail: shown.detail };
    },
    [t, i18n],
  );
  return useBulkRun<RefundRequest>(failureOf);
}
