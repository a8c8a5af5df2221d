import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../providers/http/client';
import { ordersOf, type Order } from '../../sandbox/seed/orders';
import { merchantClient, orderPicker, sandboxPerFile } from '../support/integration';

/**
 * Idempotent writes over real HTTP (Stripe's contract, sandbox/idempotency.ts): a write sent
 * twice with one Idempotency-Key is applied once and its first answer replayed; the same key
 * with another body is refused with 422; a key is remembered per merchant.
 */
const sandbox = sandboxPerFile();
let http: HttpClient;
const pick = orderPicker(ordersOf('m-1001', 'full'));
/** A waiting fbs order with a product of quantity ≥ 3 whose quantity can be taken away. */
const reducible = (o: Order): boolean =>
  o.status === 'waiting_confirmation' && o.storage_type === 'fbs' && o.payment.dividable && o.products.some((p) => p.is_active && p.quantity >= 3);

const path = (id: string) => `/oms/api/v3/merchant/orders/${id}`;

beforeAll(async () => {
  http = (await merchantClient(sandbox.baseUrl)).http;
});

describe('Idempotency-Key', () => {
  it('the same key twice → applied once, the first answer replayed (products/cancel takes a quantity away once)', async () => {
    const order = pick(reducible);
    const line = order.products.find((p) => p.is_active && p.quantity >= 3)!;
    const body = { products: [{ sku: line.sku, quantity: 1 }] };
    const send = () => http.request<Order>({ method: 'PUT', path: `${path(order.id)}/products/cancel`, body, idempotencyKey: 'cancel-one-key' });

    const first = await send();
    // The order is locked for 3 s after this change: a real second application would meet 423.
    const second = await send();
    expect(second).toEqual(first);
    expect(first.products.find((p) => p.sku === line.sku)?.quantity).toBe(line.quantity - 1);

    const read = await http.request<Order>({ path: path(order.id) });
    expect(read.products.find((p) => p.sku === line.sku)?.quantity).toBe(line.quantity - 1);
  });

  it('says a replay is one, and a write without the header still applies as before', async () => {
    const order = pick(reducible);
    const line = order.products.find((p) => p.is_active && p.quantity >= 3)!;
    const token = (await merchantClient(sandbox.baseUrl)).session.get().merchant_access_token;
    const raw = (key: string) =>
      fetch(`${sandbox.baseUrl}${path(order.id)}/products/cancel`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ products: [{ sku: line.sku, quantity: 1 }] }),
      });
    const a = await raw('raw-key-1');
    const b = await raw('raw-key-1');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.headers.get('idempotent-replayed')).toBeNull();
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await b.json()).toEqual(await a.json());
    // The request log says so too (the e2e specs count applications by it).
    const logged = (await sandbox.control.requests(`${path(order.id)}/products/cancel`)).filter((r) => r.key === 'raw-key-1');
    expect(logged.map((r) => [r.status, r.replayed ?? false])).toEqual([[200, false], [200, true]]);
    // A new key is a new action: the lock the first one left answers 423 (not remembered).
    expect((await raw('raw-key-2')).status).toBe(423);
  });

  it('the same key with another body → 422 with a message, nothing applied', async () => {
    const order = pick(reducible);
    const line = order.products.find((p) => p.is_active && p.quantity >= 3)!;
    const send = (quantity: number) =>
      http.request<Order>({ method: 'PUT', path: `${path(order.id)}/products/cancel`, body: { products: [{ sku: line.sku, quantity }] }, idempotencyKey: 'reused-key' });
    await send(1);
    await expect(send(2)).rejects.toMatchObject({ statusCode: 422, key: 'idempotency_key_reused' });
    const read = await http.request<Order>({ path: path(order.id) });
    expect(read.products.find((p) => p.sku === line.sku)?.quantity).toBe(line.quantity - 1);
  });

  it('a key is the merchant’s own: another store using the same key is not answered with this one’s result', async () => {
    const order = pick((o) => o.status === 'waiting_confirmation' && o.storage_type === 'fbs' && o.pickup_point_id !== 'PP2');
    const other = (await merchantClient(sandbox.baseUrl, 'm-1002')).http;
    const move = (client: HttpClient) =>
      client.request<Order>({ method: 'PUT', path: `${path(order.id)}/pickup-point`, body: { pickup_point_id: 'PP2' }, idempotencyKey: 'shared-key' });
    expect((await move(http)).pickup_point_id).toBe('PP2');
    // The other store does not have this order: its own answer (404), not a replay of the first store's 200.
    await expect(move(other)).rejects.toMatchObject({ statusCode: 404 });
  });
});
