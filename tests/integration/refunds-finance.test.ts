import { beforeAll, describe, expect, it } from 'vitest';
import { createFinanceApi, type DailySums, type Transaction } from '../../resources/transactions/finance-api';
import { createRefundsApi, type RefundRequest, type RefundStatus, type RefundsApi } from '../../resources/refunds/refunds-api';
import type { HttpClient } from '../../providers/http/client';
import { ACTION_KEYS, changesFor, REFUND_ACTIONS, statusesOf, targetsOf } from '../../resources/refunds/rules/refund-rules';
import { merchantClient, sandboxPerFile } from '../support/integration';

/**
 * Refunds and finance over real HTTP: every spec 2 §4 transition and every refused one, the
 * courier request, the volumes the issue names, the CSV against the table and the daily sums.
 */
const sandbox = sandboxPerFile();
let http: HttpClient;
let token = '';
let api: RefundsApi;
const used = new Set<string>();

beforeAll(async () => {
  const client = await merchantClient(sandbox.baseUrl);
  http = client.http;
  token = client.session.get().merchant_access_token ?? '';
  api = createRefundsApi(http);
});

async function list(query: Record<string, string | number>): Promise<{ requests: RefundRequest[]; total: number }> {
  return http.request({ path: '/rms-new/api/v1/products', query: { limit: 100, ...query } });
}

/** A fresh request whose products are all in `status` (each test takes its own). */
async function requestIn(status: RefundStatus, requested?: boolean): Promise<RefundRequest> {
  for (let page = 1; page < 5; page++) {
    const { requests } = await list({ status, page });
    const found = requests.find(
      (q) => !used.has(q.request_uuid) && q.products.every((p) => p.status === status) && (requested === undefined || q.is_delivery_requested === requested),
    );
    if (found) {
      used.add(found.request_uuid);
      return found;
    }
  }
  throw new Error(`no seeded request in ${status}`);
}

describe('refund volumes and list', () => {
  it('at least 200 requests of 1-4 products over every status, photos on most', async () => {
    const all: RefundRequest[] = [];
    for (let page = 1; ; page++) {
      const { requests, total } = await list({ page });
      all.push(...requests);
      if (all.length >= total) break;
    }
    expect(all.length).toBeGreaterThanOrEqual(200);
    const products = all.flatMap((q) => q.products);
    expect(all.every((q) => q.products.length >= 1 && q.products.length <= 4)).toBe(true);
    expect(new Set(products.map((p) => p.status)).size).toBe(12);
    expect(products.filter((p) => p.images.length > 0).length / products.length).toBeGreaterThan(0.7);
  });

  it('a group is sent as its statuses and every row has one of them', async () => {
    const statuses = statusesOf(['delivery']);
    const { requests, total } = await list({ status: statuses.join(',') });
    expect(total).toBeGreaterThan(0);
    expect(requests.every((q) => q.products.some((p) => statuses.includes(p.status)))).toBe(true);
  });
});

describe('refund transitions (spec 2 §4)', () => {
  it.each(ACTION_KEYS.filter((a) => a !== 'acceptWithCourier'))('%s moves its products and answers the request', async (action) => {
    const { from, to } = REFUND_ACTIONS[action];
    const q = await requestIn(from, action === 'acceptWithoutCourier' ? false : undefined);
    const changed = await api.changeStatus(q.request_uuid, changesFor(action, targetsOf(q, action), 'Следы использования'));
    expect(changed.products.map((p) => p.status)).toEqual(q.products.map(() => to));
    const again = await list({ search: String(q.request_id) });
    expect(again.requests.find((x) => x.request_uuid === q.request_uuid)?.products.map((p) => p.status)).toEqual(q.products.map(() => to));
  });

  it('accept with courier: the courier request (an active point) first, then waiting_for_delivery', async () => {
    const q = await requestIn('created', false);
    await expect(api.changeStatus(q.request_uuid, changesFor('acceptWithCourier', q.products))).rejects.toMatchObject({
      statusCode: 400,
      serverMessage: 'courier is not requested for this request',
    });
    await expect(api.requestCourier(q.request_uuid, 'PP4')).rejects.toMatchObject({ statusCode: 400, key: 'orders_cannot_select_disabled_pickup_point' });
    const requested = await api.requestCourier(q.request_uuid, 'PP2');
    expect(requested).toMatchObject({ is_delivery_requested: true, pickup_point_id: 'PP2' });
    await expect(api.requestCourier(q.request_uuid, 'PP2')).rejects.toMatchObject({ statusCode: 409, serverMessage: 'courier is already requested' });
    const changed = await api.changeStatus(q.request_uuid, changesFor('acceptWithCourier', q.products));
    expect(changed.products.every((p) => p.status === 'waiting_for_delivery')).toBe(true);
  });

  it('request a courier for a request accepted without one; refused in other statuses', async () => {
    const q = await requestIn('delivery_to_partner', false);
    expect(await api.requestCourier(q.request_uuid, 'PP1')).toMatchObject({ is_delivery_requested: true, pickup_point_id: 'PP1' });
    const done = await requestIn('finished', false);
    await expect(api.requestCourier(done.request_uuid, 'PP1')).rejects.toMatchObject({ statusCode: 409, serverMessage: 'courier can not be requested in this status' });
  });

  const refused: Array<[RefundStatus, RefundStatus]> = [
    ['created', 'in_progress'],
    ['created', 'finished'],
    ['delivery_to_partner', 'finished'],
    ['delivery_to_partner', 'on_moderation_req'],
    ['in_progress', 'delivery_to_partner'],
    ['in_progress', 'in_progress'],
    ['waiting_for_delivery', 'in_progress'],
    ['finished', 'on_moderation_return'],
    ['on_moderation_req', 'delivery_to_partner'],
    ['rejected_by_merchant', 'finished'],
  ];
  it.each(refused)('%s → %s is refused with 400 and nothing changes', async (from, to) => {
    const q = await requestIn(from);
    await expect(api.changeStatus(q.request_uuid, q.products.map((p) => ({ uuid: p.uuid, status: to, reason: 'x' })))).rejects.toMatchObject({
      statusCode: 400,
      serverMessage: `status change from ${from} to ${to} is not allowed`,
    });
    const again = await list({ search: String(q.request_id) });
    expect(again.requests.find((x) => x.request_uuid === q.request_uuid)?.products.map((p) => p.status)).toEqual(q.products.map(() => from));
  });

  it('a rejection without a reason, an unknown product and an unknown request are refused', async () => {
    const q = await requestIn('created');
    await expect(api.changeStatus(q.request_uuid, [{ uuid: q.products[0].uuid, status: 'on_moderation_req' }])).rejects.toMatchObject({ statusCode: 400, serverMessage: 'reason is required' });
    await expect(api.changeStatus(q.request_uuid, [{ uuid: 'nope', status: 'delivery_to_partner' }])).rejects.toMatchObject({ statusCode: 400 });
    await expect(api.changeStatus('nope', [{ uuid: q.products[0].uuid, status: 'delivery_to_partner' }])).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('finance', () => {
  const finance = () => createFinanceApi(http);
  const range = { from: '', to: '' };
  beforeAll(() => {
    const day = (ms: number) => new Date(ms + 5 * 3600_000).toISOString().slice(0, 10);
    range.from = day(Date.now() - 30 * 86_400_000);
    range.to = day(Date.now());
  });

  it('at least 1,500 transactions over the last six months', async () => {
    const { total, items } = await http.request<{ total: number; items: Transaction[] }>({ path: '/accounter/api/v1/transactions/analytics', query: { limit: 1, sorting: 'created_at' } });
    expect(total).toBeGreaterThanOrEqual(1500);
    expect(Date.now() - Date.parse(items[0].created_at)).toBeGreaterThan(170 * 86_400_000);
  });

  it("the CSV's rows equal the table's for the same range (BOM, ';', header)", async () => {
    const rows: Transaction[] = [];
    for (let page = 1; ; page++) {
      const body = await http.request<{ total: number; items: Transaction[] }>({
        path: '/accounter/api/v1/transactions/analytics',
        query: { date_from: range.from, date_to: range.to, page, limit: 100 },
      });
      rows.push(...body.items);
      if (rows.length >= body.total) break;
    }
    // Raw bytes (the http client's text decoding would drop the BOM this test checks).
    const answer = await fetch(`${sandbox.baseUrl}/accounter/api/v1/transactions/analytics/csv?date_from=${range.from}&date_to=${range.to}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.headers.get('content-disposition')).toContain(`transactions_${range.from}_${range.to}.csv`);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(await finance().csv(`date_from=${range.from}&date_to=${range.to}`)).toBeTruthy();
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0].split(';')[0]).toBe('Номер транзакции');
    expect(lines.length - 1).toBe(rows.length);
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(rows.map((r) => r.id));
    expect(lines.slice(1).map((l) => Number(l.split(';')[9]))).toEqual(rows.map((r) => r.total_amount_to_partner));
    await expect(http.request({ path: '/accounter/api/v1/transactions/analytics/csv', query: { date_from: range.from } })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('daily sums add up to the range and by type', async () => {
    const sums: DailySums = await finance().daily(`date_from=${range.from}&date_to=${range.to}`);
    const byDays = sums.days.reduce((s, d) => s + d.sale + d.return + d.tax, 0);
    expect(byDays).toBe(sums.total);
    expect(sums.days.every((d) => d.date >= range.from && d.date <= range.to)).toBe(true);
    expect(sums.days.some((d) => d.sale > 0)).toBe(true);
    await expect(http.request({ path: '/accounter/api/v1/transactions/analytics/daily', query: { date_from: range.to, date_to: range.from } })).rejects.toMatchObject({ statusCode: 400 });
  });
});
