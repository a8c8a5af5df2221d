import { REFUND_STATUSES, refundsOf, type RefundRequest } from '../seed/refunds';
import { perMerchant } from '../seed/seed-util';
import type { SandboxModule } from '../types';
import { checkRange, commaEnum, isoParam, jsonRoute, keyDirSort, matchesText, pageOf, pagingOf, rowsOf, sortRows } from './list-query';

/**
 * Refund requests (spec 2 §7, rms dialect): `sort_by` order_id|request_id|created_at +
 * `sort_dir` (default created_at desc); `search` (substring of request id, order number,
 * client name or phone, product sku or name); `dateFrom`/`dateTo` ISO on created_at;
 * `status` comma list of refund statuses ('all' = any), a request matches when one of its
 * products has the status → {requests, total}.
 */
const SORT_KEYS = ['order_id', 'request_id', 'created_at'] as const;
const FILTER_STATUSES = ['all', ...REFUND_STATUSES] as const;

export const refundsModule: SandboxModule = {
  name: 'refunds',
  seeds: { refunds: () => perMerchant(refundsOf) },
  register(app, ctx) {
    app.get('/rms-new/api/v1/products', ctx.requireMerchant, jsonRoute((c, p) => {
      const paging = pagingOf(p);
      const statuses = commaEnum(p, 'status', FILTER_STATUSES);
      const any = !statuses || statuses.includes('all');
      const search = p.one('search')?.trim();
      const from = isoParam(p, 'dateFrom');
      const to = isoParam(p, 'dateTo');
      checkRange('dateFrom', from, 'dateTo', to);
      const sort = keyDirSort(p, 'sort_by', 'sort_dir', SORT_KEYS, { key: 'created_at', desc: true });
      const rows = rowsOf<RefundRequest>(ctx.store, 'refunds', c.get('mid')).filter((q) => {
        const at = Date.parse(q.created_at);
        return (
          (any || q.products.some((x) => (statuses as string[]).includes(x.status))) &&
          (from === undefined || at >= from) &&
          (to === undefined || at <= to) &&
          (!search || matchesText(search, q.request_id, q.order_id, q.client_name, q.client_phone, ...q.products.flatMap((x) => [x.sku, x.name])))
        );
      });
      const value = (q: RefundRequest): string | number => (sort.key === 'order_id' ? Number(q.order_id) : q[sort.key]);
      const sorted = sortRows(rows, value, sort.desc, (q) => q.request_id);
      return { requests: pageOf(sorted, paging), total: sorted.length };
    }));
  },
};
