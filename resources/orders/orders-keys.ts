import type { CrudFilter } from '@refinedev/core';
import { PICKUP_POINTS_QUERY_KEY } from '../../providers/api/pickup-points-shape';

/**
 * React-query keys of the orders calls made beside Refine's list and record queries (profit,
 * history, pickup points, the status tabs' counts). `useOrdersRefresh` invalidates them with
 * Refine's own list/detail queries after every change; the shell's new-order banner does when
 * it shows the new orders (the descriptor's `relatedQueries`). A module of its own: the
 * descriptor names them without the orders screens' code.
 */
export const ORDERS_KEYS = {
  all: ['orders-extra'] as const,
  profit: (from: string, to: string) => ['orders-extra', 'profit', from, to] as const,
  history: (id: string, page: number, dir: string) => ['orders-extra', 'history', id, page, dir] as const,
  pickupPoints: PICKUP_POINTS_QUERY_KEY,
  /** The status tabs' counts for the list's filters other than the status (one call, providers/count-by.ts). */
  counts: (filters: readonly CrudFilter[]) => ['orders-extra', 'counts', filters] as const,
};

/** What is re-read with the orders (the descriptor's `relatedQueries`): the keys under `all` (not the pickup points, which orders do not change). */
export const ORDERS_RELATED = [ORDERS_KEYS.all];
