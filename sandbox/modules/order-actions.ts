import type { Context } from 'hono';
import { badRequest, isRecord, notFound, readJsonObject, SandboxError } from '../http';
import { ACCOUNTS_SLICE, type AccountsSlice } from '../seed/accounts';
import type { HistoryEvent } from '../seed/audit';
import type { Order, OrderStatus } from '../seed/orders';
import type { PickupPoint } from '../seed/pickup-points';
import type { SandboxEnv, SandboxModule } from '../types';
import { boolParam, checkRange, enumParam, isoParam, paramsOf, rowsOf } from './list-query';
import { actPdf, reportCsv, stickersPdf } from './order-documents';
import { csvResponse, reportLang } from '../excel-csv';

/**
 * The order changes of spec 2 §7 (reads live in orders.ts). Every change answers the changed order.
 * - POST {BASE}/{id} {solution, reason?, products[{sku, quantity}]}: transitions (spec 2 §4)
 *   accept: waiting_confirmation → on_assembly (products: the kept lines, quantity ≤ current;
 *   lines left out are removed); reject: waiting_confirmation | on_assembly | reassembly |
 *   assembled → canceled (reason required, every line listed); assembled: on_assembly |
 *   reassembly → assembled. Anything else: 400 'undefined solution command'. Each business
 *   refusal carries a key (order_*, pickup_point_not_found) the app's orders catalogue translates.
 * - PUT {BASE}/{id}/products/cancel {products}: quantities to take away (≤ current); fbs,
 *   divisible, waiting_confirmation | on_assembly | reassembly | assembled. All gone → canceled.
 * - POST {BASE}/{id}/packages-count {count}: on_assembly | reassembly | assembled; 1..live units.
 * - PUT {BASE}/{id}/pickup-point {pickup_point_id}: fbs, waiting_confirmation; not a disabled point.
 * - POST {BASE}/{id}/act, /packages-stickers: assembled only → application/pdf.
 * - GET /reporter/api/v1/products?product-status=delivered|canceled&from-date&to-date (ISO,
 *   both required, on created_at)&with-payment=true|false → text/csv as every report is written
 *   (sandbox/excel-csv.ts): the language is the caller's Accept-Language, the spec's parameters stay.
 * Lock: after accept, assembled, products/cancel and pickup-point the order answers every
 * change with 423 {message:'order is locked'} for LOCK_MS (the back end is still processing).
 * POST /__sandbox/orders/{id}/lock {ms} locks an order on demand (tests).
 * POST /__sandbox/orders/{id}/refuse {message, status?=409, times?=1} makes the order's next
 * `times` changes answer `status` {message} (a refusal of one order in a bulk action, tests).
 * History: each status change writes statusChanged, each line change oms.product_change_qty
 * into the audit-history slice, by the signed-in person.
 */
const BASE = '/oms/api/v3/merchant/orders';
export const LOCK_MS = 3000;
type Ctx = Context<SandboxEnv>;
type Line = { sku: string; quantity: number };

const DECISIONS: Record<string, OrderStatus[]> = {
  accept: ['waiting_confirmation'],
  reject: ['waiting_confirmation', 'on_assembly', 'reassembly', 'assembled'],
  assembled: ['on_assembly', 'reassembly'],
};
const NEXT: Record<string, OrderStatus> = { accept: 'on_assembly', reject: 'canceled', assembled: 'assembled' };

function linesOf(body: Record<string, unknown>, order: Order, required: boolean): Line[] {
  const raw = body.products;
  if (raw === undefined && !required) return [];
  if (!Array.isArray(raw) || raw.length === 0) badRequest('products must be a non-empty array');
  const seen = new Set<string>();
  return raw.map((p: unknown) => {
    if (!isRecord(p) || typeof p.sku !== 'string' || !Number.isInteger(p.quantity) || (p.quantity as number) < 0) {
      badRequest('each product needs a sku and a whole quantity');
    }
    const line = order.products.find((x) => x.sku === p.sku);
    if (!line) badRequest(`product ${p.sku} is not in the order`, 'order_product_unknown');
    if (seen.has(p.sku)) badRequest(`product ${p.sku} is listed twice`);
    seen.add(p.sku);
    if ((p.quantity as number) > line.quantity) badRequest(`product ${p.sku}: quantity above the order's ${line.quantity}`, 'order_quantity_above');
    return { sku: p.sku, quantity: p.quantity as number };
  });
}

export const orderActionsModule: SandboxModule = {
  name: 'order-actions',
  register(app, ctx) {
    const locks = new Map<string, number>();
    const refusals = new Map<string, { status: 400 | 409 | 422 | 500; message: string; times: number }>();
    const orderOf = (c: Ctx): Order => {
      const id = c.req.param('id') ?? '';
      const order = rowsOf<Order>(ctx.store, 'orders', c.get('mid')).find((o) => o.id === id || o._id === id);
      if (!order) notFound('order not found');
      return order;
    };
    const unlocked = (c: Ctx): Order => {
      const order = orderOf(c);
      if ((locks.get(order.id) ?? 0) > Date.now()) throw new SandboxError(423, 'order is locked');
      const refusal = refusals.get(order.id);
      if (refusal) {
        refusal.times -= 1;
        if (refusal.times <= 0) refusals.delete(order.id);
        throw new SandboxError(refusal.status, refusal.message);
      }
      return order;
    };
    const lock = (o: Order, ms = LOCK_MS): void => void locks.set(o.id, Date.now() + ms);

    const person = (c: Ctx): { user: string; user_phone: string } => {
      const u = ctx.store.slice<AccountsSlice>(ACCOUNTS_SLICE).users.find((x) => x.tdid === c.get('tdid'));
      return u ? { user: `${u.first_name} ${u.last_name}`, user_phone: u.phone } : { user: 'Система', user_phone: '' };
    };
    const record = (c: Ctx, o: Order, type: HistoryEvent['event_type'], meta: Omit<HistoryEvent['meta'], 'user' | 'user_phone'>): void => {
      const all = ctx.store.slice<Record<string, HistoryEvent[]>>('audit-history');
      const rows = (all[c.get('mid')] ??= []);
      rows.push({
        id: crypto.randomUUID(), entity_id: o.id, entity_type: type === 'statusChanged' ? 'order' : 'order_product',
        event_type: type, status: 'success', meta: { ...meta, ...person(c) }, created_at: new Date().toISOString(),
      });
    };
    const setStatus = (c: Ctx, o: Order, status: OrderStatus): void => {
      record(c, o, 'statusChanged', { status, 'old-status': o.status });
      o.status = status;
      if (status === 'on_assembly') o.courier_arrival_date = new Date(Date.now() + 3600_000).toISOString();
    };
    /** Sets a line's quantity, recording the change and keeping the order's sums right. */
    const setLine = (c: Ctx, o: Order, sku: string, quantity: number): void => {
      const p = o.products.find((x) => x.sku === sku);
      if (!p || p.quantity === quantity) return;
      record(c, o, 'oms.product_change_qty', { sku, total_count_product_before: p.quantity, total_count_product_confirmed: quantity });
      const ratio = p.quantity > 0 ? quantity / p.quantity : 0;
      p.category_commission = Math.round(p.category_commission * ratio);
      p.installment_commission = Math.round(p.installment_commission * ratio);
      p.quantity = quantity;
      p.total_price = p.price * quantity;
      p.is_active = quantity > 0;
      const live = o.products.filter((x) => x.is_active);
      o.products_count = live.reduce((n, x) => n + x.quantity, 0);
      o.total_price = live.reduce((n, x) => n + x.total_price, 0);
      o.total_commission = live.reduce((n, x) => n + x.category_commission + x.installment_commission, 0);
      o.packages_count = Math.min(o.packages_count, o.products_count);
    };
    const done = (c: Ctx, o: Order): Response => {
      ctx.store.save();
      return c.json(o);
    };

    app.post(`${BASE}/:id`, ctx.requireMerchant, ctx.requireRight('orders.decide'), async (c) => {
      const order = unlocked(c);
      const body = await readJsonObject(c);
      const solution = typeof body.solution === 'string' ? body.solution : '';
      if (!DECISIONS[solution]?.includes(order.status)) badRequest('undefined solution command', 'order_decision_not_allowed');
      if (solution === 'reject') {
        if (typeof body.reason !== 'string' || body.reason.trim() === '') badRequest('reason is required', 'order_reason_required');
        const lines = linesOf(body, order, true);
        if (order.products.some((p) => p.is_active && !lines.some((l) => l.sku === p.sku))) badRequest('reject must list every product', 'order_reject_every_product');
      } else if (solution === 'accept') {
        const lines = linesOf(body, order, true).filter((l) => l.quantity > 0);
        if (lines.length === 0) badRequest('products removed', 'order_products_removed');
        for (const p of order.products) if (p.is_active) setLine(c, order, p.sku, lines.find((l) => l.sku === p.sku)?.quantity ?? 0);
      } else {
        linesOf(body, order, false);
      }
      setStatus(c, order, NEXT[solution]);
      if (solution !== 'reject') lock(order);
      return done(c, order);
    });

    app.put(`${BASE}/:id/products/cancel`, ctx.requireMerchant, ctx.requireRight('orders.decide'), async (c) => {
      const order = unlocked(c);
      const body = await readJsonObject(c);
      if (!['waiting_confirmation', 'on_assembly', 'reassembly', 'assembled'].includes(order.status)) badRequest(`products cannot be changed in status ${order.status}`, 'order_products_status');
      if (order.storage_type === 'fbo') badRequest('products of fbo orders cannot be changed', 'order_products_fbo');
      if (!order.payment.dividable) badRequest('products of an indivisible order cannot be changed', 'order_products_indivisible');
      const lines = linesOf(body, order, true);
      if (lines.some((l) => l.quantity < 1)) badRequest('quantity to cancel must be at least 1', 'order_quantity_invalid');
      for (const l of lines) setLine(c, order, l.sku, (order.products.find((p) => p.sku === l.sku)?.quantity ?? 0) - l.quantity);
      if (order.products.every((p) => !p.is_active)) setStatus(c, order, 'canceled');
      lock(order);
      return done(c, order);
    });

    app.post(`${BASE}/:id/packages-count`, ctx.requireMerchant, ctx.requireRight('orders.decide'), async (c) => {
      const order = unlocked(c);
      const { count } = await readJsonObject(c);
      if (!['on_assembly', 'reassembly', 'assembled'].includes(order.status)) badRequest(`packages count cannot be set in status ${order.status}`, 'order_packages_status');
      if (typeof count !== 'number' || !Number.isInteger(count)) badRequest('count must be a whole number');
      if (count < 1) badRequest('count must be greater than 0', 'order_packages_min');
      if (count > order.products_count) badRequest(`count must not exceed ${order.products_count}`, 'order_packages_max');
      order.packages_count = count;
      return done(c, order);
    });

    app.put(`${BASE}/:id/pickup-point`, ctx.requireMerchant, ctx.requireRight('orders.decide'), async (c) => {
      const order = unlocked(c);
      const { pickup_point_id: id } = await readJsonObject(c);
      if (order.storage_type !== 'fbs') badRequest('pickup point can be changed only for fbs orders', 'order_pickup_fbs_only');
      if (order.status !== 'waiting_confirmation') badRequest('pickup point can be changed only while waiting for confirmation', 'order_pickup_status');
      const point = rowsOf<PickupPoint>(ctx.store, 'pickup-points', c.get('mid')).find((p) => p.store_id === id);
      if (!point) badRequest('pickup point not found', 'pickup_point_not_found');
      if (!point.is_active) badRequest('pickup point is disabled', 'orders_cannot_select_disabled_pickup_point');
      order.pickup_point_id = point.store_id;
      lock(order);
      return done(c, order);
    });

    const pdfRoute = (make: (o: Order) => Uint8Array, name: string) => (c: Ctx): Response => {
      const order = orderOf(c);
      if (order.status !== 'assembled') badRequest(`${name} is available only for assembled orders`, 'order_documents_status');
      return c.body(make(order).slice().buffer, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}-${order.id}.pdf"`,
      });
    };
    app.post(`${BASE}/:id/act`, ctx.requireMerchant, pdfRoute(actPdf, 'act'));
    app.post(`${BASE}/:id/packages-stickers`, ctx.requireMerchant, pdfRoute(stickersPdf, 'stickers'));

    app.get('/reporter/api/v1/products', ctx.requireMerchant, (c) => {
      const p = paramsOf(c);
      const kind = enumParam(p, 'product-status', ['delivered', 'canceled'] as const);
      const from = isoParam(p, 'from-date');
      const to = isoParam(p, 'to-date');
      if (kind === undefined) badRequest('product-status is required');
      if (from === undefined || to === undefined) badRequest('from-date and to-date are required');
      checkRange('from-date', from, 'to-date', to);
      const status: OrderStatus = kind === 'delivered' ? 'completed' : 'canceled';
      const rows = rowsOf<Order>(ctx.store, 'orders', c.get('mid')).filter((o) => {
        const at = Date.parse(o.created_at);
        return o.status === status && at >= from && at <= to;
      });
      return csvResponse(c, reportCsv(rows, boolParam(p, 'with-payment') ?? false, reportLang(c)), `${kind}-report.csv`);
    });

    app.post('/__sandbox/orders/:id/lock', async (c) => {
      const { ms } = await readJsonObject(c);
      const id = c.req.param('id');
      if (!Object.values(ctx.store.slice<Record<string, Order[]>>('orders')).some((rows) => rows.some((o) => o.id === id))) notFound('order not found');
      locks.set(id, Date.now() + (typeof ms === 'number' && ms >= 0 ? ms : LOCK_MS));
      return c.json({ id, locked_ms: typeof ms === 'number' && ms >= 0 ? ms : LOCK_MS });
    });

    app.post('/__sandbox/orders/:id/refuse', async (c) => {
      const body = await readJsonObject(c);
      const id = c.req.param('id');
      if (!Object.values(ctx.store.slice<Record<string, Order[]>>('orders')).some((rows) => rows.some((o) => o.id === id))) notFound('order not found');
      if (typeof body.message !== 'string' || body.message.trim() === '') badRequest('message is required');
      const status = body.status ?? 409;
      if (status !== 400 && status !== 409 && status !== 422 && status !== 500) badRequest('status must be 400, 409, 422 or 500');
      const times = body.times ?? 1;
      if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 100) badRequest('times must be a whole number 1..100');
      refusals.set(id, { status, message: body.message, times });
      return c.json({ id, status, message: body.message, times });
    });
  },
};
