/**
 * React-query keys of the orders calls that do not go through Refine's data provider
 * (profit, history, pickup points, the status tabs' counts). `useOrdersRefresh` invalidates
 * them with Refine's own list/detail queries after every change; the shell's new-order banner
 * does when it shows the new orders. A module of its own: the shell imports the keys without
 * the orders screens' code.
 */
export const ORDERS_KEYS = {
  all: ['orders-extra'] as const,
  profit: (from: string, to: string) => ['orders-extra', 'profit', from, to] as const,
  history: (id: string, page: number, dir: string) => ['orders-extra', 'history', id, page, dir] as const,
  pickupPoints: ['merchant-profile', 'pickup-points'] as const,
  /** One status tab's count: the list call with limit=1 for the period and search, its total_count. */
  count: (tab: string, from: string, to: string, id: string) => ['orders-extra', 'count', tab, from, to, id] as const,
};
