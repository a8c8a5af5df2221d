import { Typography } from 'antd';
import type { RefundRequest } from './refunds-api';
import { defineParts } from '../../src/engine/descriptor';
import { formatDateTime } from '../../src/format/dates';
import { exportDay } from '../../src/engine/export/export-values';
import { ClientCell, CourierCell } from './list/refund-cells';
import { ExpandedRefund, RowRefundActions } from './list/row-parts';
import { RefundStatusChips } from './list/status-chip';
import { statusesOfRequest } from './rules/refund-rules';
import { refundsTexts } from './texts';
import { RefundsQueueBlock } from './bulk/queue-block';
import { RefundsBulkControls } from './bulk/bulk-controls';
import { DeadlineCell } from './list/end-date';
import { decisionDeadline } from './rules/queue-rules';

/** What the refunds page needs once open: columns, the expanded products, the row actions, the queue's tabs and bulk decisions, and the texts. */
export default defineParts<RefundRequest>({
  list: {
    // With the selection and expand columns, 1030 px: the table fits 1440 px without a sideways scroll.
    columns: [
      { key: 'request_id', sortKey: 'request_id', width: 80, fixed: 'left', render: (q) => <Typography.Text strong>{q.request_id}</Typography.Text> },
      { key: 'order_id', sortKey: 'order_id', width: 110 },
      { key: 'created_at', sortKey: 'created_at', width: 110, render: (q) => formatDateTime(q.created_at) },
      { key: 'deadline', width: 100, render: (q) => <DeadlineCell request={q} />, exportValue: (q) => exportDay(decisionDeadline(q)) },
      { key: 'status', width: 165, render: (q) => <RefundStatusChips statuses={statusesOfRequest(q)} />, exportValue: (q, t) => statusesOfRequest(q).map((s) => t(`refunds.statuses.${s}`)).join(', ') },
      { key: 'products', width: 105, ellipsis: true, render: (q) => q.products.map((p) => p.name).join(', ') },
      { key: 'client', width: 150, render: (q) => <ClientCell request={q} />, exportValue: (q) => `${q.client_name} +${q.client_phone}` },
      { key: 'courier', width: 130, render: (q) => <CourierCell request={q} />, exportValue: (q, t) => t(q.is_delivery_requested ? 'refunds.list.courierRequested' : 'refunds.list.noCourier') },
    ],
    card: { titleLabel: true, fields: ['deadline', 'products', 'client'] },
    expandable: { render: (q) => <ExpandedRefund request={q} />, rowExpandable: (q) => q.products.length > 0 },
    hoverActions: (q) => <RowRefundActions request={q} />,
    // The focused request's two ways to accept (their buttons' data-action in refund-actions.tsx).
    actionShortcuts: [
      { action: 'acceptWithoutCourier', shortcut: 'a' },
      { action: 'acceptWithCourier', shortcut: 'c' },
    ],
    export: { fileName: 'refunds' },
    // The queue (issue 34): status tabs with counts, and decisions on the selected requests.
    aboveTable: RefundsQueueBlock,
    bulkControls: RefundsBulkControls,
  },
  i18n: refundsTexts,
});
