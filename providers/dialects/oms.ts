import type { Dialect } from './types';

/** Orders: GET /oms/api/v3/merchant/orders (spec 2 §7). */
export const oms: Dialect = {
  name: 'oms',
  service: 'oms',
  paging: { page: 'page', limit: 'limit' },
  sort: { kind: 'single', param: 'sorting' },
  arrays: 'comma',
  dateRange: { from: 'dateFrom', to: 'dateTo', format: 'iso' },
  list: { items: 'orders', total: 'total_count' },
};
