import { beforeAll, describe, expect, it } from 'vitest';
import { createOrdersApi, type OrdersApi } from '../../resources/orders/orders-api';
import { withLockRetry } from '../../providers/http/lock-retry';
import { ordersOf, type Order } from '../../sandbox/seed/orders';
import { pickupPointSeedOf } from '../../sandbox/seed/pickup-points';
import { acceptBody, assembledBody, cancelProductsBody, rejectBody } from '../../resources/orders/rules/payloads';
import { maxPackages } from '../../resources/orders/rules/package-count';
import { removeLine, setQuantity } from '../../resources/orders/rules/product-editing';
import { merchantClient, orderPicker, sandboxPerFile } from '../support/integration';
import { seedAt } from '../support/seed-dates';

/**
 * The order changes over real HTTP with the typed orders API and the pure rules: spec 2 §4
 * transitions, the 400 of a wrong decision, the 423 lock met by withLockRetry, the cancel
 * body, package-count bounds, PDFs, the report CSV and the audit history they write.
 * Each test uses its own orders, so a lock left by one never meets another.
 */
const sandbox = sandboxPerFile();
let api: OrdersApi;
const pick = orderPicker(ordersOf('m-1001', 'full'));
const editable = (o: Order): boolean => o.storage_type === 'fbs' && o.payment.dividable && o.products.every((p) => p.is_active);

async function text(data: unknown): Promise<string> {
  if (data instanceof Blob) return data.text();
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  return String(data);
}

beforeAll(async () => {
  api = createOrdersApi((await merchantClient(sandbox.baseUrl)).http);
});

describe('order decisions', () => {
  it('accept → 423 while locked → packages count with withLockRetry → assembled → PDFs; history written', async () => {
    const order = pick((o) => o.status === 'waiting_confirmation' && editable(o));
    const accept = acceptBody(order.products);
    if (!accept.ok) throw new Error('seed order has no products');
    expect((await api.decide(order.id, accept.body)).status).toBe('on_assembly');

    await expect(api.setPackagesCount(order.id, 1)).rejects.toMatchObject({ statusCode: 423, serverMessage: 'order is locked' });
    const waits: number[] = [];
    const started = Date.now();
    const counted = await withLockRetry(() => api.setPackagesCount(order.id, 1), { onWaiting: (n) => waits.push(n) });
    expect(counted.packages_count).toBe(1);
    expect(waits.length).toBeGreaterThanOrEqual(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

    const fresh = await api.get(order.id);
    expect((await api.decide(order.id, assembledBody(fresh.products))).status).toBe('assembled');
    for (const pdf of [await api.act(order.id), await api.stickers(order.id)]) {
      const body = await text(pdf);
      expect(body.startsWith('%PDF')).toBe(true);
      expect(body).toContain(order.id);
      expect(body.trimEnd().endsWith('%%EOF')).toBe(true);
    }

    const { events, total } = await api.events({ entity_id: order.id, sort_dir: 'asc' });
    const changes = events.filter((e) => e.event_type === 'statusChanged').slice(-2).map((e) => [e.meta['old-status'], e.meta.status]);
    expect(changes).toEqual([['waiting_confirmation', 'on_assembly'], ['on_assembly', 'assembled']]);
    expect(events.at(-1)?.meta).toMatchObject({ user: 'Айгерим Садыкова', user_phone: '77010000001' });
    expect(total).toBe(events.length);
  }, 15_000);

  it('a decision not allowed in the status answers 400 undefined solution command', async () => {
    const waiting = pick((o) => o.status === 'waiting_confirmation');
    const completed = pick((o) => o.status === 'completed');
    const wrong = { statusCode: 400, serverMessage: 'undefined solution command' };
    await expect(api.decide(waiting.id, assembledBody(waiting.products))).rejects.toMatchObject(wrong);
    await expect(api.decide(completed.id, rejectBody(completed.products))).rejects.toMatchObject(wrong);
    await expect(api.decide(waiting.id, { solution: 'accept', products: [{ sku: 'nope', quantity: 1 }] })).rejects.toMatchObject({ statusCode: 400 });
    expect((await api.get(waiting.id)).status).toBe('waiting_confirmation');
  });

  it('reject with another reason cancels the order and lists every product', async () => {
    const order = pick((o) => o.status === 'waiting_confirmation' && o.products.length > 1);
    await expect(api.decide(order.id, { ...rejectBody(order.products), products: order.products.slice(1) })).rejects.toMatchObject({ statusCode: 400 });
    const done = await api.decide(order.id, rejectBody(order.products, { kind: 'other reason', text: 'Нет на складе' }));
    expect(done.status).toBe('canceled');
    const { events } = await api.events({ entity_id: order.id });
    expect(events[0].meta).toMatchObject({ status: 'canceled', 'old-status': 'waiting_confirmation' });
  });

  it('reassembly → assembled, and the lock can be forced through the control endpoint', async () => {
    const order = pick((o) => o.status === 'reassembly');
    await fetch(`${sandbox.baseUrl}/__sandbox/orders/${order.id}/lock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ms: 1500 }) });
    const controller = new AbortController();
    let waited = 0;
    const done = await withLockRetry(() => api.decide(order.id, assembledBody(order.products)), { signal: controller.signal, onWaiting: () => { waited += 1; } });
    expect(done.status).toBe('assembled');
    expect(waited).toBeGreaterThanOrEqual(1);
  }, 10_000);
});

describe('products, packages and pickup points', () => {
  it('cancel sends only changed or removed lines and writes product_change_qty', async () => {
    const order = pick((o) => o.status === 'on_assembly' && editable(o) && o.products.length > 1 && o.products.some((p) => p.quantity > 1));
    const big = order.products.find((p) => p.quantity > 1);
    const other = order.products.find((p) => p !== big);
    if (!big || !other) throw new Error('unreachable');
    const edited = removeLine(setQuantity(order.products, big.sku, String(big.quantity - 1)).lines, other.sku);
    const body = cancelProductsBody(edited);
    expect(body).toEqual(order.products.flatMap((p) => (p === big ? [{ sku: p.sku, quantity: 1 }] : p === other ? [{ sku: p.sku, quantity: p.quantity }] : [])));
    const after = await api.cancelProducts(order.id, body);
    expect(after.products.find((p) => p.sku === big.sku)).toMatchObject({ quantity: big.quantity - 1, is_active: true });
    expect(after.products.find((p) => p.sku === other.sku)).toMatchObject({ quantity: 0, is_active: false });
    expect(after.products_count).toBe(maxPackages(after.products));
    const { events } = await api.events({ entity_id: order.id });
    expect(events.filter((e) => e.event_type === 'oms.product_change_qty').slice(0, 2).map((e) => e.meta.sku).sort()).toEqual([big.sku, other.sku].sort());
  });

  it('cancel is refused for fbo and indivisible orders', async () => {
    const fbo = pick((o) => o.status === 'on_assembly' && o.storage_type === 'fbo');
    const whole = pick((o) => o.status === 'on_assembly' && o.storage_type === 'fbs' && !o.payment.dividable);
    for (const o of [fbo, whole]) {
      await expect(api.cancelProducts(o.id, [{ sku: o.products[0].sku, quantity: 1 }])).rejects.toMatchObject({ statusCode: 400 });
    }
  });

  it('packages count: 1..live units, only on assembly / reassembly / assembled', async () => {
    const order = pick((o) => o.status === 'assembled');
    const max = maxPackages(order.products);
    await expect(api.setPackagesCount(order.id, 0)).rejects.toMatchObject({ statusCode: 400 });
    await expect(api.setPackagesCount(order.id, max + 1)).rejects.toMatchObject({ statusCode: 400 });
    expect((await api.setPackagesCount(order.id, max)).packages_count).toBe(max);
    const waiting = pick((o) => o.status === 'waiting_confirmation');
    await expect(api.setPackagesCount(waiting.id, 1)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('pickup point: fbs only, never a disabled point', async () => {
    const points = pickupPointSeedOf('m-1001', 'full');
    const active = points.filter((p) => p.is_active);
    const disabled = points.find((p) => !p.is_active);
    expect((await api.pickupPoints()).map((p) => p.store_id).sort()).toEqual(points.map((p) => p.store_id).sort());
    const order = pick((o) => o.status === 'waiting_confirmation' && o.storage_type === 'fbs');
    const fbo = pick((o) => o.status === 'waiting_confirmation' && o.storage_type === 'fbo');
    const target = active.find((p) => p.store_id !== order.pickup_point_id) ?? active[0];
    await expect(api.setPickupPoint(order.id, disabled?.store_id ?? '')).rejects.toMatchObject({ statusCode: 400, key: 'orders_cannot_select_disabled_pickup_point' });
    await expect(api.setPickupPoint(fbo.id, target.store_id)).rejects.toMatchObject({ statusCode: 400 });
    expect((await api.setPickupPoint(order.id, target.store_id)).pickup_point_id).toBe(target.store_id);
  });
});

describe('documents and reports', () => {
  it('PDFs only for assembled orders', async () => {
    const waiting = pick((o) => o.status === 'waiting_confirmation');
    await expect(api.act(waiting.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('reporter CSV: header, rows of the status and period, payment columns on demand', async () => {
    const from = seedAt(-110);
    const to = seedAt(1);
    // Node's axios decodes the text (and drops the BOM): tests/integration/excel-files.test.ts reads the bytes.
    const lines = async (q: Parameters<OrdersApi['report']>[0]) => (await text(await api.report(q))).replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(';'));
    const plain = await lines({ type: 'delivered', from, to });
    expect(plain[0]).toEqual(['Номер заказа', 'Статус', 'Создан', 'Выполнен', 'SKU', 'Артикул продавца', 'Товар', 'Количество', 'Цена', 'Сумма']);
    expect(plain.length).toBeGreaterThan(1);
    expect(plain.slice(1).every((row) => row[1] === 'Выполнен')).toBe(true);
    const paid = await lines({ type: 'canceled', from, to, withPayment: true });
    expect(paid[0].slice(-3)).toEqual(['Способ оплаты', 'Комиссия', 'Доход']);
    await expect(api.report({ type: 'delivered', from: to, to: from })).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('request log', () => {
  it('keeps the JSON body of a change, so tests and integrators can see what the app sent', async () => {
    const order = pick((o) => o.status === 'waiting_confirmation' && editable(o));
    await sandbox.control.clearRequests();
    await api.decide(order.id, rejectBody(order.products.map((p) => ({ ...p, removed: false })), { kind: 'other reason', text: 'Покупатель передумал' }));
    const [entry] = await sandbox.control.requests(`/oms/api/v3/merchant/orders/${order.id}`);
    expect(entry).toMatchObject({ method: 'POST', status: 200, body: { solution: 'reject', reason: 'Покупатель передумал' } });
  });
});
