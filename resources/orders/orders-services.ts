import { createOrdersApi } from './orders-api';
import { http } from '../../providers/http/client';

/** The orders screens' typed calls on the app's one HTTP client. */
export const ordersApi = createOrdersApi(http);

export { ORDERS_KEYS } from './orders-keys';
