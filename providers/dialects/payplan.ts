import type { Dialect } from './types';

/** Old installments: GET /payplan/api/v1/installments/available (spec 3 §7). */
export const payplan: Dialect = {
  name: 'payplan',
  service: 'payplan',
  paging: { page: 'page', limit: 'limit' },
  arrays: 'repeat',
  list: { items: 'installments', total: 'total' },
};
