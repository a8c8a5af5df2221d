import { useCallback, useRef, useState } from 'react';
import { useNotification, type GetListResponse } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RefundRequest } from '../refunds-api';
import { errorMessage } from '../../../providers/http/error-policy';
import { isAppError } from '../../../providers/http/errors';
import { REFUNDS_LIST_KEY } from '../refunds-services';

/** The sandbox's (and our) key for a disabled pickup point; its text is ours. */
const DISABLED_POINT_KEY = 'orders_cannot_select_disabled_pickup_point';

/**
 * Runs a refund change: one at a time per request (a second click while it runs sends
 * nothing), the success toast (spec 2 §8) and the changed request put in place of its row in
 * every cached page (it stays where it is, even if it no longer matches the filter, until the
 * list is read again); a refusal shows the server's message and changes nothing.
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
        open?.({ key: toastKey, type: 'error', message: refusalText(error, t, (key) => i18n.exists(key)) });
        return false;
      } finally {
        flight.current = false;
        setBusy(undefined);
      }
    },
    [putRow, open, toastKey, t, i18n, request.request_id],
  );

  const refuse = useCallback((key: string) => open?.({ key: toastKey, type: 'error', message: t(key) }), [open, toastKey, t]);

  return { change, refuse, putRow, busy };
}

/** Spec 2 §8: a refund decision's refusal shows the server's message (the error policy's 'server' scope). */
function refusalText(error: unknown, t: (key: string) => string, exists: (key: string) => boolean): string {
  if (!isAppError(error)) return t('refunds.toasts.failed');
  if (error.key === DISABLED_POINT_KEY) return t('refunds.toasts.disabledPoint');
  return errorMessage(t, exists, error, 'server');
}

export type RefundChange = ReturnType<typeof useRefundChange>;
