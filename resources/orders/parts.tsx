import type { Order } from '../../providers/api/orders-api';
import { defineParts } from '../../src/engine/descriptor';
import { orderColumns } from './columns';
import { ProfitCards } from '../../src/orders/list/profit-cards';
import { ReportButtons } from '../../src/orders/list/report-buttons';
import { UploadFeedLink } from '../../src/orders/list/upload-feed-link';
import { ExpandedOrder, RowOrderActions } from '../../src/orders/list/row-parts';
import { ordersTexts } from './texts';
import { OrdersQueueBlock } from '../../src/orders/bulk/queue-host';
import { OrdersBulkControls } from '../../src/orders/bulk/bulk-controls';

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
    aboveTable: OrdersQueueBlock,
    bulkControls: OrdersBulkControls,
  },
  show: { fields: [] },
  i18n: ordersTexts,
});
