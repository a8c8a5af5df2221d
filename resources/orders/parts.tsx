import type { Order } from './orders-api';
import { defineParts } from '../../src/engine/descriptor';
import { orderColumns } from './columns';
import { ProfitCards } from './list/profit-cards';
import { ReportButtons } from './list/report-buttons';
import { UploadFeedLink } from './list/upload-feed-link';
import { ExpandedOrder, RowOrderActions } from './list/row-parts';
import { ordersTexts } from './texts';
import { OrdersQueueBlock } from './bulk/queue-host';
import { OrdersBulkControls } from './bulk/bulk-controls';

/** What the orders pages need once open: the list's columns, filters, blocks and row parts, and the texts. */
export default defineParts<Order>({
  list: {
    customisableColumns: true,
    export: { fileName: 'orders' },
    rowHeight: 48,
    columns: orderColumns,
    header: ProfitCards,
    pageActions: [UploadFeedLink, ReportButtons],
    expandable: { render: (o) => <ExpandedOrder order={o} />, rowExpandable: (o) => o.products.length > 0 },
    hoverActions: (o) => <RowOrderActions order={o} />,
    // The focused row's accept and "ready for delivery" (their buttons' data-action in order-actions.tsx).
    actionShortcuts: [
      { action: 'accept', shortcut: 'a' },
      { action: 'ready', shortcut: 'r' },
    ],
    aboveTable: OrdersQueueBlock,
    bulkControls: OrdersBulkControls,
  },
  show: { fields: [] },
  i18n: ordersTexts,
});
