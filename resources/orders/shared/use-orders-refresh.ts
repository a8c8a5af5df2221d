import { useCallback } from 'react';
import { useResourceRefresh } from '../../../src/engine/use-resource-refresh';
import { ORDERS_RELATED } from '../orders-keys';
import { ORDERS_RESOURCE } from '../paths';

const ORDERS = { name: ORDERS_RESOURCE, relatedQueries: ORDERS_RELATED };

/**
 * After a decision or an edit (spec 2 §7 "After a decision the list, details or both are
 * refreshed"): the orders list, the order itself, its history and the profit cards (the
 * descriptor's `relatedQueries`, which the shell's new-order banner re-reads too).
 */
export function useOrdersRefresh() {
  const refresh = useResourceRefresh();
  return useCallback((id?: string) => refresh(ORDERS, id), [refresh]);
}
