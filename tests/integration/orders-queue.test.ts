import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createOrdersApi, type OrdersApi } from '../../resources/orders/orders-api';
import { isAppError } from '../../providers/http/errors';
import { ordersOf } from '../../sandbox/seed/orders';
import { acceptBody } from '../../resources/orders/rules/payloads';
import { mergePdfs } from '../../resources/orders/bulk/merge-pdfs';
import { runPool } from '../../src/engine/bulk/run-pool';
import { merchantClient, sandboxPerFile } from '../support/integration';

/**
 * The daily queue over real HTTP: the tabs' counts from limit=1 list calls, the sandbox's refusal
 * fault for one order of a bulk action, and stickers of several orders merged into one PDF.
 */
const sandbox = sandboxPerFile();
let api: OrdersApi;
let token = '';
const seeded = ordersOf('m-1001', 'full');

beforeAll(async () => {
  const client = await merchantClient(sandbox.baseUrl);
  api = createOrdersApi(client.http);
  token = client.session.get().merchant_access_token ?? '';
});

const control = (path: string, body: unknown) =>
  fetch(`${sandbox.baseUrl}/__sandbox${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the orders queue', () => {
  it('a tab count is the total_count of a limit=1 list call, and the groups add up to all', async () => {
    const all = (await api.list({ page: 1, limit: 1 })).total_count;
    const groups = ['waiting_confirmation', 'on_assembly', 'assembled', 'delivering', 'completed', 'reassembly', 'canceled'] as const;
    const counts = await Promise.all(groups.map(async (s) => (await api.list({ page: 1, limit: 1, status: [s] })).total_count));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(all);
    expect(counts[0]).toBe(seeded.filter((o) => o.status === 'waiting_confirmation').length);
  });

  it('a refused order answers its message once (the bulk summary shows it; a retry then succeeds); bad refusals are 400', async () => {
    const order = seeded.find((o) => o.status === 'waiting_confirmation')!;
    expect((await control(`/orders/${order.id}/refuse`, { message: 'checked by the marketplace' })).status).toBe(200);
    const body = acceptBody(order.products.map((p) => ({ ...p, removed: false })));
    if (!body.ok) throw new Error('no products');
    const refused = await api.decide(order.id, body.body).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.statusCode).toBe(409);
    expect(isAppError(refused) && refused.serverMessage).toBe('checked by the marketplace');
    expect((await api.decide(order.id, body.body)).status).toBe('on_assembly');
    expect((await control(`/orders/${order.id}/refuse`, {})).status).toBe(400);
    expect((await control(`/orders/${order.id}/refuse`, { message: 'x', status: 423 })).status).toBe(400);
    expect((await control('/orders/nope/refuse', { message: 'x' })).status).toBe(404);
  });

  it('stickers of three assembled orders merge into one PDF with a page per package', async () => {
    const assembled = seeded.filter((o) => o.status === 'assembled').slice(0, 3);
    // The bytes as the browser receives them (the node client reads binary answers as text).
    const stickers = async (id: string) => {
      const response = await fetch(`${sandbox.baseUrl}/oms/api/v3/merchant/orders/${id}/packages-stickers`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`stickers ${id}: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    };
    const outcomes = await runPool(assembled, async (o) => ({ orderId: o.id, bytes: await stickers(o.id) }));
    expect(outcomes.filter((o) => !o.ok).map((o) => String((o as { error: unknown }).error))).toEqual([]);
    const merged = await PDFDocument.load(await mergePdfs(outcomes.flatMap((o) => (o.ok ? [o.value] : []))));
    expect(merged.getPageCount()).toBe(assembled.reduce((n, o) => n + Math.max(1, o.packages_count), 0));
  });
});
