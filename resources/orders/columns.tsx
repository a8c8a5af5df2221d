import type { Order } from '../../providers/api/orders-api';
import type { ColumnSpec } from '../../src/engine/descriptor';
import { formatDate, formatDateTime } from '../../src/format/dates';
import { formatMoney } from '../../src/format/money';
import { StatusTag } from '../../src/orders/shared/status-tag';
import { DividableLabel, PickupPointName, ProductsSummary } from '../../src/orders/list/order-cells';

const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/**
 * Spec 2 §2 table columns (commission ÷ 100), sortable by _id, total_price, created_at,
 * completed_time. Widths fit the longest header and value in ru, kz and en; the table
 * scrolls sideways inside the page with the order number kept in view.
 */
export const orderColumns: ColumnSpec<Order>[] = [
  { key: 'id', sortKey: '_id', required: true, fixed: 'left', width: 160, render: (o) => <strong style={{ fontWeight: 600 }}>{o.id}</strong> },
  { key: 'products', width: 240, render: (o) => <ProductsSummary products={o.products} /> },
  { key: 'status', width: 190, render: (o) => <StatusTag status={o.status} /> },
  { key: 'total_price', sortKey: 'total_price', width: 120, align: 'right', render: (o) => formatMoney(o.total_price) },
  { key: 'total_commission', width: 110, align: 'right', render: (o) => formatMoney(o.total_commission / 100) },
  { key: 'max_confirm_time', width: 160, render: (o) => (o.status === 'waiting_confirmation' ? dateTime(o.max_confirm_time) : '—') },
  { key: 'created_at', sortKey: 'created_at', width: 170, render: (o) => dateTime(o.created_at) },
  { key: 'courier_arrival_date', width: 160, render: (o) => dateTime(o.courier_arrival_date) },
  { key: 'end_at', width: 130, render: (o) => formatDate(o.end_at) || '—' },
  { key: 'completed_time', sortKey: 'completed_time', width: 170, defaultHidden: true, render: (o) => dateTime(o.completed_time) },
  { key: 'pickup_point_id', width: 180, render: (o) => <PickupPointName id={o.pickup_point_id} /> },
  { key: 'dividable', width: 120, render: (o) => <DividableLabel dividable={o.payment.dividable} /> },
];
