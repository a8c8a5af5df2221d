import type { Dialect } from './types';

/**
 * Storefront lists: GET /storefront/api/v2/merchants/products-info, the old installments'
 * /storefront/api/v1/merchants/products-info and /storefront/api/v1/merchants/installments/products (spec 3 §7).
 */
export const storefront: Dialect = {
  name: 'storefront',
  service: 'storefront',
  paging: { page: 'page', limit: 'limit' },
  sort: { kind: 'single', param: 'sort' },
  arrays: 'repeat',
  list: { items: 'products', total: 'total', filteredTotal: 'filtered_total' },
};
