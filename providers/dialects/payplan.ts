import type { Dialect } from './types';

/**
 * Old installments: GET /payplan/api/v1/installments/available (spec 3 §7, which shows no
 * paging): read to the end while `total` says more, and paged on the client.
 */
export const payplan: Dialect = {
  name: 'payplan',
  service: 'payplan',
  paging: { page: 'page', limit: 'limit' },
  readToEnd: true,
  arrays: 'repeat',
  list: { items: 'installments', total: 'total' },
};
