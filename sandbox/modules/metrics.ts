import type { Order } from '../seed/orders';
import { createRng, SEEDED_MERCHANTS } from '../seed/seed-util';
import type { SandboxModule } from '../types';
import { jsonRoute, rowsOf } from './list-query';

/**
 * Order metrics of the top bar (spec 3 §3, §7): GET /oms/api/v3/metrics/merchant/stats →
 * {accepted_products, canceled_products, canceled_products_percent, avg_order_accept_time},
 * counted from the shop's live orders (read-only; the orders module owns the slice):
 * - accepted_products: items of orders past confirmation (not waiting, not cancelled);
 * - canceled_products: items of cancelled orders;
 * - canceled_products_percent: hundredths of a percent (spec 1 §9), round(canceled / all × 10000);
 * - avg_order_accept_time: whole seconds (seeded per shop: the orders carry no confirmation time).
 */
const units = (orders: Order[]): number => orders.reduce((n, o) => n + o.products.reduce((m, p) => m + p.quantity, 0), 0);

export function metricsOf(orders: Order[], mid: string) {
  const accepted = units(orders.filter((o) => o.status !== 'waiting_confirmation' && o.status !== 'canceled'));
  const canceled = units(orders.filter((o) => o.status === 'canceled'));
  const all = accepted + canceled;
  const seeded = mid in SEEDED_MERCHANTS;
  return {
    accepted_products: accepted,
    canceled_products: canceled,
    canceled_products_percent: all === 0 ? 0 : Math.round((canceled / all) * 10000),
    avg_order_accept_time: seeded ? createRng(`metrics:${mid}`).int(25 * 60, 75 * 60) : 0,
  };
}

export const metricsModule: SandboxModule = {
  name: 'metrics',
  register(app, ctx) {
    app.get('/oms/api/v3/metrics/merchant/stats', ctx.requireMerchant, jsonRoute((c) => {
      const mid = c.get('mid');
      return metricsOf(rowsOf<Order>(ctx.store, 'orders', mid), mid);
    }));
  },
};
