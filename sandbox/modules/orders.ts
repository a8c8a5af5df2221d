import { earningsOf, ORDER_STATUSES, ordersOf, type Order, type OrderStatus } from '../seed/orders';
import { perMerchant } from '../seed/seed-util';
import type { SandboxModule } from '../types';
import { bad, checkRange, commaEnum, isoParam, jsonRoute, matchesText, notFound, pageOf, pagingOf, rowsOf, signedSort, sortRows, type Params } from './list-query';

/**
 * Orders (spec 2 §7, oms dialect): list with `status` comma list, `dateFrom`/`dateTo`
 * (ISO, on created_at), `id` (substring of the order number), `sorting` (`key` or `-key`,
 * default `-created_at`) → {orders, total_count}; one order (by number or `_id`) → the
 * order itself; profit for a period → {profit_sum, expected_sum}.
 * Designed (issue 30, [C] in providers/dialects/index.ts): `GET .../orders/counts` with the list's
 * `dateFrom`/`dateTo`/`id` → {counts: {status: n} for every status, total_count}: the status tabs'
 * counts in one call. `status` is what it counts by, so it is refused as a parameter.
 */
const BASE = '/oms/api/v3/merchant/orders';
const SORT_KEYS = ['_id', 'total_price', 'created_at', 'completed_time'] as const;
const ACTIVE: OrderStatus[] = ['waiting_confirmation', 'on_assembly', 'reassembly', 'assembled', 'delivering'];

function inPeriod(p: Params, rows: Order[]): Order[] {
  const from = isoParam(p, 'dateFrom');
  const to = isoParam(p, 'dateTo');
  checkRange('dateFrom', from, 'dateTo', to);
  return rows.filter((o) => {
    const at = Date.parse(o.created_at);
    return (from === undefined || at >= from) && (to === undefined || at <= to);
  });
}

export const ordersModule: SandboxModule = {
  name: 'orders',
  seeds: { orders: () => perMerchant(ordersOf) },
  register(app, ctx) {
    const orders = (mid: string): Order[] => rowsOf<Order>(ctx.store, 'orders', mid);

    app.get(`${BASE}/profit`, ctx.requireMerchant, jsonRoute((c, p) => {
      const rows = inPeriod(p, orders(c.get('mid')));
      const sum = (list: Order[]): number => Math.round(list.reduce((s, o) => s + earningsOf(o), 0));
      return {
        profit_sum: sum(rows.filter((o) => o.status === 'completed')),
        expected_sum: sum(rows.filter((o) => ACTIVE.includes(o.status))),
      };
    }));

    app.get(`${BASE}/counts`, ctx.requireMerchant, jsonRoute((c, p) => {
      if (p.one('status') !== undefined) bad('status is what counts counts by: leave it out');
      const search = p.one('id');
      const rows = inPeriod(p, orders(c.get('mid'))).filter((o) => search === undefined || matchesText(search, o.id));
      const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, rows.filter((o) => o.status === status).length]));
      return { counts, total_count: rows.length };
    }));

    app.get(BASE, ctx.requireMerchant, jsonRoute((c, p) => {
      const paging = pagingOf(p);
      const statuses = commaEnum(p, 'status', ORDER_STATUSES);
      const search = p.one('id');
      const sort = signedSort(p, 'sorting', SORT_KEYS) ?? { key: 'created_at', desc: true };
      const rows = inPeriod(p, orders(c.get('mid'))).filter(
        (o) => (!statuses || statuses.includes(o.status)) && (search === undefined || matchesText(search, o.id)),
      );
      const sorted = sortRows(rows, (o) => o[sort.key], sort.desc, (o) => o._id);
      return { orders: pageOf(sorted, paging), total_count: sorted.length };
    }));

    app.get(`${BASE}/:orderId`, ctx.requireMerchant, jsonRoute((c) => {
      const id = c.req.param('orderId');
      const order = orders(c.get('mid')).find((o) => o.id === id || o._id === id);
      if (!order) notFound('order not found');
      return order;
    }));
  },
};
