import type { Dialect } from './types';

/** Finance transactions: GET /accounter/api/v1/transactions/analytics (spec 2 §7). */
export const accounter: Dialect = {
  name: 'accounter',
  service: 'accounter',
  paging: { page: 'page', limit: 'limit' },
  sort: { kind: 'single', param: 'sorting' },
  arrays: 'comma',
  dateRange: { from: 'date_from', to: 'date_to', format: 'date' },
  list: { items: 'items', total: 'total' },
};

/**
 * The transactions' drill-down parameters (issue 34; [C]: the spec shows none), snake_case as
 * `date_from` and `sorting` are, taken by the list and by its csv, daily and totals calls alike:
 * - `reason_type`: a comma list (the dialect's arrays) of `ACCOUNTER_REASON_TYPES`; another value is a 400;
 * - `order_id`: part of an order number, matched within the reason_id of sales and returns (taxes name a period, not an order).
 */
export const ACCOUNTER_FILTERS = { reasonType: 'reason_type', orderId: 'order_id' } as const;

/** Every kind of transaction the ledger holds (spec 2 §3 reason_type). */
export const ACCOUNTER_REASON_TYPES = ['sale', 'return', 'tax'] as const;
