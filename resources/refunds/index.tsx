import { REFUNDS_PATH, type RefundRequest } from './refunds-api';
import { MAIN_AREA_STATUSES } from '../../providers/access';
import { defineResource } from '../../src/engine/descriptor';
import { GROUP_KEYS, REFUND_GROUPS } from './rules/refund-rules';
import { REFUNDS_KEYS } from './refunds-keys';

/**
 * Refund requests (spec 2 §2 Refunds, §4, §7): the engine's list (search, status groups sent
 * as their statuses, period with both ends or none, sort by order, request or date, 20 a page,
 * all in the URL) with status chips, expandable products and the §4 decisions.
 */
export const refunds = defineResource<RefundRequest>({
  name: 'refunds',
  route: '/refunds',
  menu: { icon: 'RollbackOutlined', order: 30 },
  access: MAIN_AREA_STATUSES,
  backend: {
    service: 'rms-new',
    dialect: 'rms',
    listPath: REFUNDS_PATH,
    idField: 'request_uuid',
    filterValues: { status: REFUND_GROUPS },
  },
  pages: ['list'],
  // The status tabs' counts: re-read with the list.
  relatedQueries: [REFUNDS_KEYS.all],
  // The palette's hit: the request's number and its order's.
  recordLabel: (q) => `№${q.request_id} · ${q.order_id}`,
  list: {
    pageSize: 20,
    defaultSort: { field: 'created_at', order: 'desc' },
    filters: [
      { kind: 'search', field: 'search' },
      { kind: 'multiSelect', field: 'status', allOption: true, options: GROUP_KEYS.map((value) => ({ value, labelKey: `refunds.groups.${value}` })) },
      { kind: 'dateRange', field: 'created_at', presets: ['today', 'week', 'month'] },
    ],
    // The courier cell names the pickup point: its list comes with the rows. The same call (and
    // answer) as resources/refunds/pickup-points.ts, read by resource name through the data
    // provider (its descriptor's path; no paging: the whole list), so the descriptor, which loads
    // with the entry, imports neither another area nor the query library.
    prefetch: ({ dataProvider }) => [dataProvider.getList({ resource: 'pickup-points', pagination: { mode: 'off' } })],
  },
  titles: {
    ru: { list: 'Возвраты' },
    kz: { list: 'Қайтарулар' },
    en: { list: 'Refunds' },
  },
  parts: () => import('./parts'),
});
