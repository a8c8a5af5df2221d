import { ShoppingCartOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { Order } from '../../providers/api/orders-api';
import { MAIN_AREA_STATUSES } from '../../providers/access';
import { defineResource } from '../../src/engine/descriptor';
import { orderColumns } from './columns';
import { orderFilters } from './filters';
import { ProfitCards } from '../../src/orders/list/profit-cards';
import { ReportButtons } from '../../src/orders/list/report-buttons';
import { UploadFeedLink } from '../../src/orders/list/upload-feed-link';
import { ExpandedOrder, RowOrderActions } from '../../src/orders/list/row-parts';
import { ordersTexts } from './texts';

const BASE = '/oms/api/v3/merchant/orders';

/**
 * Orders (spec 2 §2–§9). The columns, filters, sort and paging are the engine's; the list
 * screen picks the desktop table (the engine's list plus profit cards, reports, row actions
 * and in-row editing) or the phone cards, and the details page is a custom screen.
 */
export const orders = defineResource<Order>({
  name: 'orders',
  route: '/orders',
  menu: { icon: <ShoppingCartOutlined />, order: 10 },
  access: MAIN_AREA_STATUSES,
  backend: {
    service: 'oms',
    dialect: 'oms',
    listPath: BASE,
    onePath: (id) => `${BASE}/${encodeURIComponent(id)}`,
    idField: 'id',
  },
  list: {
    pageSize: 20,
    defaultSort: { field: 'created_at', order: 'desc' },
    customisableColumns: true,
    filters: orderFilters,
    columns: orderColumns,
    header: ProfitCards,
    pageActions: [UploadFeedLink, ReportButtons],
    expandable: { render: (o) => <ExpandedOrder order={o} />, rowExpandable: (o) => o.products.length > 0 },
    hoverActions: (o) => <RowOrderActions order={o} />,
    component: lazy(() => import('../../src/orders/orders-list-screen')),
  },
  show: {
    fields: [],
    component: lazy(() => import('../../src/orders/order-details-screen')),
  },
  i18n: ordersTexts,
});
