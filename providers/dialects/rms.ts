import type { Dialect } from './types';

/** Refund requests: GET /rms-new/api/v1/products (spec 2 §7). */
export const rms: Dialect = {
  name: 'rms',
  service: 'rms-new',
  paging: { page: 'page', limit: 'limit' },
  sort: { kind: 'keyDir', key: 'sort_by', dir: 'sort_dir' },
  arrays: 'comma',
  dateRange: { from: 'dateFrom', to: 'dateTo', format: 'iso' },
  list: { items: 'requests', total: 'total' },
};
