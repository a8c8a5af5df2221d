import { useCallback, useRef, useState } from 'react';
import { useInvalidate, useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../providers/http/error-policy';
import { oldInstallmentErrors } from '../errors';
import { installmentsApi, INSTALLMENT_KEYS } from '../installments-services';

/** Adding products to an old-programme promotion and removing them: one request at a time, toasts, lists re-read. */
export function useEnrolment() {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [running, setRunning] = useState(false);

  const guarded = useCallback(
    async (call: () => Promise<unknown>, toast: 'added' | 'removed', count: number): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setRunning(true);
      try {
        await call();
        await Promise.all([invalidate({ resource: 'enrolled-products', invalidates: ['list'] }), queryClient.invalidateQueries({ queryKey: INSTALLMENT_KEYS.productsInfo })]);
        open?.({ key: `old-installments-${toast}`, type: 'success', message: t(`old-installments.toasts.${toast}`, { count }) });
        return true;
      } catch (error) {
        const shown = describeError(t, (k) => i18n.exists(k), error, { catalogue: oldInstallmentErrors });
        open?.({ key: 'old-installments-failed', type: 'error', message: t('old-installments.toasts.failed', { message: shown.text }), description: shown.detail });
        if (shown.stale) await Promise.all([invalidate({ resource: 'enrolled-products', invalidates: ['list'] }), queryClient.invalidateQueries({ queryKey: INSTALLMENT_KEYS.productsInfo })]);
        return false;
      } finally {
        inFlight.current = false;
        setRunning(false);
      }
    },
    [invalidate, queryClient, open, t, i18n],
  );

  return {
    running,
    add: (id: number, skus: string[]) => guarded(() => installmentsApi.enrol(id, skus), 'added', skus.length),
    remove: (skus: string[]) => guarded(() => installmentsApi.remove(skus), 'removed', skus.length),
  };
}
