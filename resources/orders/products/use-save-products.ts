import { useCallback, useRef } from 'react';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { errorMessage } from '../../../providers/http/error-policy';
import { newActionKeys, type ActionKeys } from '../../../providers/http/idempotency';
import { ordersApi } from '../orders-services';
import { useLockedCall } from '../shared/use-locked-call';
import { useOrdersRefresh } from '../shared/use-orders-refresh';
import type { ProductEditing } from './use-product-editing';

/**
 * Saves an edit: sends only the changed or removed lines to the cancel call (spec 2 §4),
 * waits through 423 answers, shows "quantity changed" or "product removed", refreshes the
 * order and the list, and ends editing. On failure the edited lines stay as typed.
 */
export function useSaveProducts(order: Order, editing: ProductEditing) {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const refresh = useOrdersRefresh();
  const locked = useLockedCall();
  const { run } = locked;
  const { changes, lines, finish } = editing;
  // A save that failed may still have been applied (its answer lost): saving the same edit
  // again sends the same Idempotency-Key, so the service answers it once more, not twice.
  const unsettled = useRef<{ body: string; action: ActionKeys } | null>(null);

  const save = useCallback(async (): Promise<boolean> => {
    if (changes.length === 0) {
      finish();
      return true;
    }
    const anyRemoved = lines.some((l) => l.removed);
    const body = JSON.stringify([order.id, changes]);
    if (unsettled.current?.body !== body) unsettled.current = { body, action: newActionKeys() };
    try {
      const done = await run((signal) => ordersApi.cancelProducts(order.id, changes, signal), unsettled.current.action);
      if (done === undefined) return false;
      unsettled.current = null;
      open?.({ key: `order-products-${order.id}`, type: 'success', message: t(anyRemoved ? 'orders.toasts.productRemoved' : 'orders.toasts.quantityChanged') });
      finish();
      await refresh(order.id);
      return true;
    } catch (error) {
      open?.({ key: `order-products-${order.id}`, type: 'error', message: errorMessage(t, (key) => i18n.exists(key), error) });
      return false;
    }
  }, [changes, lines, finish, run, order.id, open, t, i18n, refresh]);

  return { save, busy: locked.busy, lockState: locked.state, stop: locked.stop };
}
