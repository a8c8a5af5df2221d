import type { Order } from './orders-api';
import type { ColumnSpec } from '../../src/engine/descriptor';
import { formatDate, formatDateTime } from '../../src/format/dates';
import { formatMoney } from '../../src/format/money';
import { exportDateTime, exportDay, exportNumber } from '../../src/engine/export/export-values';
import { isFastCourier } from './actions/accepted-notice';
import { statusTag } from './shared/status-tag';
import { DividableLabel, PickupPointName, productsSummary, productsTitle } from './list/order-cells';
import { ELLIPSIS_CELL } from '../../src/controls/ellipsis-text';
import { DEADLINE_CELL, DeadlineCell, deadlineTitle, ExpressMark } from './list/deadline-cell';

const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/**
 * Spec 2 §2 table columns (commission ÷ 100), sortable by _id, total_price, created_at,
 * completed_time. The default ones fit 1440 px with the side menu open (issue 16): the rarely
 * needed start hidden in the column dialog, and the products come last, where a hovered row's
 * actions lie over them and never over the money or the deadline. Exports carry money as numbers.
 */
export const orderColumns: ColumnSpec<Order>[] = [
  {
    key: 'id',
    sortKey: '_id',
    required: true,
    fixed: 'left',
    width: 124,
    // The cell itself is bold: no element a row unless express (issue 30: less DOM per row).
    cellStyle: { fontWeight: 600, whiteSpace: 'nowrap' },
    render: (o) =>
      isFastCourier(o) ? (
        <span style={{ display: 'inline-flex', alignItems: 'center' }}>
          {o.id}
          <ExpressMark order={o} short />
        </span>
      ) : (
        o.id
      ),
    exportValue: (o) => exportNumber(o.id),
  },
  // The express mark rides with the status in a file (the number cell stays a number): a filter on it finds them.
  {
    key: 'status',
    width: 172,
    render: (o, t) => statusTag(o.status, t),
    exportValue: (o, t) => (isFastCourier(o) ? `${t(`orders.statuses.${o.status}`)} · ${t('orders.queue.express')}` : t(`orders.statuses.${o.status}`)),
  },
  {
    key: 'max_confirm_time',
    width: 120,
    cellStyle: DEADLINE_CELL,
    cellTitle: deadlineTitle,
    render: (o, t) => <DeadlineCell order={o} t={t} />,
    exportValue: (o) => (o.status === 'waiting_confirmation' ? exportDateTime(o.max_confirm_time) : null),
  },
  { key: 'total_price', sortKey: 'total_price', width: 112, align: 'right', money: true, render: (o) => formatMoney(o.total_price), exportValue: (o) => o.total_price },
  { key: 'total_commission', width: 104, align: 'right', money: true, render: (o) => formatMoney(o.total_commission / 100), exportValue: (o) => o.total_commission / 100 },
  { key: 'created_at', sortKey: 'created_at', width: 164, cellStyle: { whiteSpace: 'nowrap' }, render: (o) => dateTime(o.created_at) },
  {
    key: 'products',
    width: 150,
    cellStyle: ELLIPSIS_CELL,
    cellTitle: (o) => productsTitle(o.products),
    render: (o, t) => productsSummary(o.products, t),
    exportValue: (o) => o.products.map((p) => `${p.title.ru} × ${p.quantity}`).join('; '),
  },
  { key: 'courier_arrival_date', width: 150, defaultHidden: true, render: (o) => dateTime(o.courier_arrival_date) },
  { key: 'end_at', width: 120, defaultHidden: true, render: (o) => formatDate(o.end_at) || '—', exportValue: (o) => exportDay(o.end_at) },
  { key: 'completed_time', sortKey: 'completed_time', width: 150, defaultHidden: true, render: (o) => dateTime(o.completed_time) },
  { key: 'pickup_point_id', width: 170, defaultHidden: true, render: (o) => <PickupPointName id={o.pickup_point_id} /> },
  { key: 'dividable', width: 110, defaultHidden: true, render: (o) => <DividableLabel dividable={o.payment.dividable} />, exportValue: (o, t) => t(o.payment.dividable ? 'orders.dividable.yes' : 'orders.dividable.no') },
];
