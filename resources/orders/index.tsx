import type { Order } from './orders-api';
import { MAIN_AREA_STATUSES } from '../../providers/access';
import { defineResource } from '../../src/engine/descriptor';
import { prefetchOrdersList } from './list/prefetch';
import { orderFilters } from './filters';

const BASE = '/oms/api/v3/merchant/orders';

/**
 * Orders (spec 2 §2–§9). The columns, filters, sort and paging are the engine's (parts.tsx);
 * the list is the engine's table on desktop and cards on a phone, the details page a custom
 * screen for each.
 */
export const orders = defineResource<Order>({
  name: 'orders',
  route: '/orders',
  menu: { icon: 'ShoppingCartOutlined', order: 10 },
  access: MAIN_AREA_STATUSES,
  backend: {
    service: 'oms',
    dialect: 'oms',
    listPath: BASE,
    onePath: (id) => `${BASE}/${encodeURIComponent(id)}`,
    idField: 'id',
  },
  pages: ['list', 'show'],
  list: { pageSize: 20, defaultSort: { field: 'created_at', order: 'desc' }, filters: orderFilters, prefetch: prefetchOrdersList },
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
