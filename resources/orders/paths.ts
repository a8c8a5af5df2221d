/**
 * The orders resource's name (Refine's and the data provider's) and the base path of its calls,
 * declared once: the descriptor (index.tsx) reads them, as do orders-api.ts and the counts
 * beside the list. A module of its own, so that neither imports the other.
 */
export const ORDERS_RESOURCE = 'orders';
export const ORDERS_PATH = '/oms/api/v3/merchant/orders';
export const orderPath = (id: string): string => `${ORDERS_PATH}/${encodeURIComponent(id)}`;
/** [C] The status tabs' counts in one call (issue 30; sandbox/modules/orders.ts), beside `profit`. */
export const ORDERS_COUNTS_PATH = `${ORDERS_PATH}/counts`;
