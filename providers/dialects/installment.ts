import type { Dialect } from './types';

/** New installments: GET /installment/api/v1/installments (spec 3 §7). */
export const installment: Dialect = {
  name: 'installment',
  service: 'installment',
  paging: { page: 'page', limit: 'limit' },
  arrays: 'repeat',
  list: { items: 'installments', total: 'total' },
};
