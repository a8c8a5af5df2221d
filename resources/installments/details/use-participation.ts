import { useCallback, useRef, useState } from 'react';
import { useInvalidate } from '@refinedev/core';
import type { Installment, InstallmentChange } from '../installments-api';
import { installmentsApi, useInstallmentsChanged, useInstallmentToasts } from '../installments-services';

export type ParticipationCall =
  | { kind: 'subscribe'; categories: string[]; commissions: number[] }
  | { kind: 'categories'; categories: string[] }
  | { kind: 'commissions'; commissions: number[] }
  | { kind: InstallmentChange };

const TOAST: Record<ParticipationCall['kind'], string> = {
  subscribe: 'subscribed',
  categories: 'categories',
  commissions: 'commissions',
  pause: 'pause',
  resume: 'resume',
  disable: 'disable',
};

function send(id: number, call: ParticipationCall): Promise<Installment> {
  switch (call.kind) {
    case 'subscribe':
      return installmentsApi.subscribe(id, { categories: call.categories, commissions: call.commissions });
    case 'categories':
      return installmentsApi.setCategories(id, call.categories);
    case 'commissions':
      return installmentsApi.setCommissions(id, call.commissions);
    default:
      return installmentsApi.change(id, call.kind);
  }
}

/**
 * Every participation change of one promotion: one request at a time (a double click sends
 * one), its success toast, or a failure toast with the server's message (the dialog stays
 * open with what was chosen); then the details, both list tabs and the products re-read.
 */
export function useParticipation(id: number) {
  const toasts = useInstallmentToasts();
  const invalidate = useInvalidate();
  const changed = useInstallmentsChanged();
  const inFlight = useRef(false);
  const [running, setRunning] = useState<ParticipationCall['kind']>();

  const run = useCallback(
    async (call: ParticipationCall): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setRunning(call.kind);
      try {
        await send(id, call);
        await Promise.all([invalidate({ resource: 'installments', invalidates: ['detail'], id }), changed(id)]);
        toasts.success(TOAST[call.kind]);
        return true;
      } catch (error) {
        if (toasts.failure(error)) await Promise.all([invalidate({ resource: 'installments', invalidates: ['detail'], id }), changed(id)]);
        return false;
      } finally {
        inFlight.current = false;
        setRunning(undefined);
      }
    },
    [id, invalidate, changed, toasts],
  );
  return { run, running };
}
