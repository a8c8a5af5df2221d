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
