import { useCallback, useRef, useState } from 'react';
import { useNotification, type GetListResponse } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RefundRequest } from '../refunds-api';
import { describeError, errorToast } from '../../../providers/http/error-policy';
import { refundErrors } from '../errors';
import { REFUNDS_LIST_KEY } from '../refunds-services';

/**
 * Runs a refund change: one at a time per request (a second click while it runs sends
 * nothing), the success toast (spec 2 §8) and the changed request put in place of its row in
 * every cached page (it stays where it is, even if it no longer matches the filter, until the
 * list is read again). A refusal says why in the user's language (the refunds catalogue,
 * errors.ts); a move the request no longer allows re-reads the list, so the row offers only
 * the moves its status now allows.
 */
export function useRefundChange(request: Pick<RefundRequest, 'request_uuid' | 'request_id'>) {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const flight = useRef(false);
  const [busy, setBusy] = useState<string>();
  const toastKey = `refund-${request.request_uuid}`;

  const putRow = useCallback(
    (changed: RefundRequest) =>
      queryClient.setQueriesData<GetListResponse<RefundRequest>>({ queryKey: [...REFUNDS_LIST_KEY] }, (old) =>
        old ? { ...old, data: old.data.map((row) => (row.request_uuid === changed.request_uuid ? { ...changed, id: changed.request_uuid } : row)) } : old,
      ),
    [queryClient],
  );

  const change = useCallback(
    async (key: string, call: () => Promise<RefundRequest>): Promise<boolean> => {
      if (flight.current) return false;
      flight.current = true;
      setBusy(key);
      try {
        const changed = await call();
        putRow(changed);
        open?.({ key: toastKey, type: 'success', message: t(`refunds.toasts.${key}`, { id: request.request_id }) });
        return true;
      } catch (error) {
        const shown = describeError(t, (key) => i18n.exists(key), error, { catalogue: refundErrors, action: 'refunds.toasts.failed' });
        open?.({ key: toastKey, type: 'error', ...errorToast(shown) });
        if (shown.stale) void queryClient.invalidateQueries({ queryKey: [...REFUNDS_LIST_KEY] });
        return false;
      } finally {
        flight.current = false;
        setBusy(undefined);
      }
    },
    [putRow, open, toastKey, t, i18n, request.request_id, queryClient],
  );

  const refuse = useCallback((key: string) => open?.({ key: toastKey, type: 'error', message: t(key) }), [open, toastKey, t]);

  return { change, refuse, putRow, busy };
}

export type RefundChange = ReturnType<typeof useRefundChange>;
