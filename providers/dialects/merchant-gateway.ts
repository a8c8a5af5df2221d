import type { Dialect } from './types';

/** Unrelated / no-suitable products: GET /merchant-gateway/api/v2/merchants/products/list (spec 3 §7). */
export const merchantGateway: Dialect = {
  name: 'merchant-gateway',
  service: 'merchant-gateway',
  paging: { page: 'page', limit: 'limit' },
  arrays: 'repeat',
  // The spec: "search (spaces replaced by +)"; the `+` is then encoded, so it arrives as %2B.
  searchSpaces: 'plus',
  list: { items: 'products', total: 'count' },
};
