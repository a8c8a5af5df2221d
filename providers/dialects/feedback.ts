import type { Dialect } from './types';

/** Reviews: GET /feedback/api/v1/reviews/merchants (spec 2 §7). */
export const feedback: Dialect = {
  name: 'feedback',
  service: 'feedback',
  paging: { page: 'page', limit: 'limit' },
  sort: { kind: 'keyVal', key: 'sort_key', val: 'sort_val' },
  arrays: 'comma',
  dateRange: { from: 'date_from', to: 'date_to', format: 'iso' },
  list: { items: 'reviews', total: 'total' },
};
