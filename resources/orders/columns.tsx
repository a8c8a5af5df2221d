import { Typography } from 'antd';
import type { Order } from '../../providers/api/orders-api';
import type { ColumnSpec } from '../../src/engine/descriptor';
import { formatDate, formatDateTime } from '../../src/format/dates';
import { formatMoney } from '../../src/format/money';
import { StatusTag } from '../../src/orders/shared/status-tag';

const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** Spec 2 §2 table columns (commission ÷ 100), sortable by _id, total_price, created_at, completed_time. */
export const orderColumns: ColumnSpec<Order>[] = [
  { key: 'id', sortKey: '_id', required: true, width: 130, render: (o) => <Typography.Text strong>{o.id}</Typography.Text> },
  { key: 'products', width: 260, ellipsis: true, render: (o) => o.products.map((p) => p.title.ru).join(', ') },
  { key: 'status', width: 190, render: (o) => <StatusTag status={o.status} /> },
  { key: 'total_price', sortKey: 'total_price', width: 120, align: 'right', render: (o) => formatMoney(o.total_price) },
  { key: 'total_commission', width: 120, align: 'right', render: (o) => formatMoney(o.total_commission / 100) },
  { key: 'max_confirm_time', width: 150, render: (o) => (o.status === 'waiting_confirmation' ? dateTime(o.max_confirm_time) : '—') },
  { key: 'created_at', sortKey: 'created_at', width: 150, render: (o) => dateTime(o.created_at) },
  { key: 'courier_arrival_date', width: 150, render: (o) => dateTime(o.courier_arrival_date) },
  { key: 'end_at', width: 120, render: (o) => formatDate(o.end_at) },
  { key: 'completed_time', sortKey: 'completed_time', width: 150, defaultHidden: true, render: (o) => dateTime(o.completed_time) },
  { key: 'pickup_point_id', width: 180, ellipsis: true },
  { key: 'dividable', width: 110 },
];
