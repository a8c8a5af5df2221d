import type { Order } from './orders-api';
import { MAIN_AREA_STATUSES } from '../../providers/access';
import { defineResource } from '../../src/engine/descriptor';
import { prefetchOrdersList } from './list/prefetch';
import { orderFilters } from './filters';
import { ORDERS_RELATED } from './orders-keys';
import { ORDERS_COUNTS_PATH, ORDERS_PATH, ORDERS_RESOURCE, orderPath } from './paths';

/**
 * Orders (spec 2 §2–§9). The columns, filters, sort and paging are the engine's (parts.tsx);
 * the list is the engine's table on desktop and cards on a phone, the details page a custom
 * screen for each.
 */
export const orders = defineResource<Order>({
  name: ORDERS_RESOURCE,
  route: '/orders',
  menu: { icon: 'ShoppingCartOutlined', order: 10 },
  access: MAIN_AREA_STATUSES,
  backend: {
    service: 'oms',
    dialect: 'oms',
    listPath: ORDERS_PATH,
    onePath: orderPath,
    idField: 'id',
    counts: { path: ORDERS_COUNTS_PATH, field: 'status' },
  },
  pages: ['list', 'show'],
  list: { pageSize: 20, defaultSort: { field: 'created_at', order: 'desc' }, filters: orderFilters, prefetch: prefetchOrdersList },
  // The profit, an order's history and the status tabs' counts: re-read with the list.
  relatedQueries: ORDERS_RELATED,
  // Orders waiting confirmation (issue 16): the shell's new-order banner, sound and notification.
  alert: { filters: [{ field: 'status', operator: 'in', value: ['waiting_confirmation'] }] },
  titles: {
    ru: { list: 'Заказы', show: 'Заказ №{{id}}' },
    kz: { list: 'Тапсырыстар', show: '№{{id}} тапсырыс' },
    en: { list: 'Orders', show: 'Order #{{id}}' },
  },
  screens: {
    list: { desktop: () => import('./list/desktop-orders-list'), phone: () => import('./mobile/mobile-orders-list') },
    show: { desktop: () => import('./details/desktop-order-details'), phone: () => import('./mobile/mobile-order-details') },
  },
  parts: () => import('./parts'),
});
