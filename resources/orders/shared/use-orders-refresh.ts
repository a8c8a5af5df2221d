import { useCallback } from 'react';
import { useInvalidate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEYS } from '../orders-keys';

/**
 * After a decision or an edit (spec 2 §7 "After a decision the list, details or both are
 * refreshed"): the orders list, the order itself, its history and the profit cards.
 */
export function useOrdersRefresh() {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useCallback(
    async (id?: string) => {
      await Promise.all([
        invalidate({ resource: 'orders', invalidates: id ? ['list', 'detail'] : ['list'], id }),
        queryClient.invalidateQueries({ queryKey: ORDERS_KEYS.all }),
      ]);
    },
    [invalidate, queryClient],
  );
}
