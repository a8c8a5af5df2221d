import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxPerFile } from '../support/integration';
import { signInMerchant } from '../support/sandbox';
import { seedAt, seedAtKz, seedDay, seedMonth } from '../support/seed-dates';
import { historyEventsOf, uploadEventsOf } from '../../sandbox/seed/audit';
import { transactionsOf } from '../../sandbox/seed/finance';
import { installmentsOf, oldInstallmentsOf } from '../../sandbox/seed/installments';
import { programmeProducts, tookPart } from '../../sandbox/modules/installment-products';
import { notesOf } from '../../sandbox/seed/notes';
import { earningsOf, ordersOf } from '../../sandbox/seed/orders';
import { productsOnSaleOf, unrelatedOf } from '../../sandbox/seed/products';
import { refundsOf } from '../../sandbox/seed/refunds';
import { localDay } from '../../sandbox/seed/seed-util';

/**
 * The list calls of every backend dialect against the sandbox over HTTP: a filtered, sorted
 * and paged request answers exactly the rows the seed says (computed here independently),
 * in order, with the right totals; malformed parameters are 400 with a message; no token is 401.
 */
type Row = Record<string, unknown>;
type Body = Record<string, unknown>;

const M = 'm-1001';
const orders = ordersOf(M, 'full');
const someOrder = orders.find((o) => o.status === 'completed' && o.products.some((p) => p.quantity !== p.initial_quantity)) ?? orders[0];
const uploads = uploadEventsOf(M, 'full');

/** Comparator over keys; `desc` flips every key (ties broken by the later keys). */
function by<T>(desc: boolean, ...keys: Array<(r: T) => string | number | null>) {
  return (a: T, b: T): number => {
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      // null sorts as the smallest value, as in a database index.
      if (x !== y) return (x === null || (y !== null && x < y) ? -1 : 1) * (desc ? -1 : 1);
    }
    return 0;
  };
}

function expectPage<T>(rows: T[], keep: (r: T) => boolean, order: ((a: T, b: T) => number) | null, page: number, limit: number, id: (r: T) => unknown) {
  const all = rows.filter(keep);
  if (order) all.sort(order);
  return { ids: all.slice((page - 1) * limit, page * limit).map(id), total: all.length };
}

interface ListCase {
  name: string;
  path: string;
  query: string;
  bad: string;
  rows: string;
  total: string;
  id: string;
  expected: () => { ids: unknown[]; total: number };
}

const inRange = (at: string, from: string, to: string): boolean => Date.parse(at) >= Date.parse(from) && Date.parse(at) <= Date.parse(to);

const CASES: ListCase[] = [
  {
    name: 'orders: statuses, period, -total_price, page 2', path: '/oms/api/v3/merchant/orders',
    query: `status=completed,delivering&dateFrom=${encodeURIComponent(seedAtKz(-50))}&dateTo=${seedAt(-0.4)}&sorting=-total_price&page=2&limit=10`,
    bad: 'sorting=price', rows: 'orders', total: 'total_count', id: 'id',
    expected: () => expectPage(orders, (o) => ['completed', 'delivering'].includes(o.status) && inRange(o.created_at, seedAtKz(-50), seedAt(-0.4)),
      by(true, (o) => o.total_price, (o) => o._id), 2, 10, (o) => o.id),
  },
  {
    name: 'orders: number substring, completed_time ascending', path: '/oms/api/v3/merchant/orders',
    query: 'id=60&sorting=completed_time&limit=15', bad: 'status=COMPLETED', rows: 'orders', total: 'total_count', id: 'id',
    expected: () => expectPage(orders, (o) => o.id.includes('60'), by(false, (o) => o.completed_time, (o) => o._id), 1, 15, (o) => o.id),
  },
  {
    name: 'audit v2: order history, statusChanged, ascending', path: '/audit/api/v2/merchants/events',
    query: `entity_id=${someOrder.id}&status=success&event_type=statusChanged&event_type=oms.product_change_qty&entity_type=order&sort_key=created_at&sort_dir=asc&limit=2&page=2`,
    bad: 'sort_dir=up', rows: 'events', total: 'total', id: 'id',
    expected: () => expectPage(historyEventsOf(M, 'full'), (e) => e.entity_id === someOrder.id && e.status === 'success' && e.entity_type === 'order',
      by(false, (e) => e.created_at, (e) => e.id), 2, 2, (e) => e.id),
  },
  {
    name: 'audit v1: uploads by status and load type', path: '/audit/api/v1/merchants/events',
    query: 'status=success&status=error&load_type=manual&event_type=merchant_gateway.upload&sort_key=created_at&sort_dir=asc&page=2&limit=5',
    bad: 'status=done', rows: 'events', total: 'total', id: 'id',
    expected: () => expectPage(uploads, (e) => ['success', 'error'].includes(e.status) && e.meta.load_type === 'manual', by(false, (e) => e.created_at, (e) => e.id), 2, 5, (e) => e.id),
  },
  {
    name: 'audit v1: one day', path: '/audit/api/v1/merchants/events', query: `updated_at_short=${localDay(uploads[3].meta.updated_at)}&sort_dir=desc`,
    bad: 'updated_at_short=2026-13-01', rows: 'events', total: 'total', id: 'id',
    expected: () => expectPage(uploads, (e) => localDay(e.meta.updated_at) === localDay(uploads[3].meta.updated_at), by(true, (e) => e.created_at, (e) => e.id), 1, 20, (e) => e.id),
  },
  {
    name: 'refunds: statuses, period, by order_id', path: '/rms-new/api/v1/products',
    query: `status=finished,created,in_progress&dateFrom=${seedAt(-80)}&dateTo=${seedAt(0)}&sort_by=order_id&sort_dir=asc&page=2&limit=5`,
    bad: 'status=lost', rows: 'requests', total: 'total', id: 'request_id',
    expected: () => expectPage(refundsOf(M, 'full'), (q) => q.products.some((p) => ['finished', 'created', 'in_progress'].includes(p.status)) && inRange(q.created_at, seedAt(-80), seedAt(0)),
      by(false, (q) => Number(q.order_id), (q) => q.request_id), 2, 5, (q) => q.request_id),
  },
  {
    name: 'refunds: search by client name', path: '/rms-new/api/v1/products', query: 'search=%D0%BA%D0%B8%D0%BC&sort_by=request_id&sort_dir=desc',
    bad: 'dateFrom=yesterday', rows: 'requests', total: 'total', id: 'request_id',
    expected: () => expectPage(refundsOf(M, 'full'), (q) => q.client_name.toLowerCase().includes('ким') || q.products.some((p) => p.name.toLowerCase().includes('ким')),
      by(true, (q) => q.request_id), 1, 20, (q) => q.request_id),
  },
  {
    name: 'finance: days, -amount, page 3', path: '/accounter/api/v1/transactions/analytics', query: `date_from=${seedDay(-80)}&date_to=${seedDay(-5)}&sorting=-amount&page=3&limit=20`,
    bad: 'date_from=01.09.2026', rows: 'items', total: 'total', id: 'id',
    expected: () => expectPage(transactionsOf(M, 'full'), (t) => localDay(t.created_at) >= seedDay(-80) && localDay(t.created_at) <= seedDay(-5), by(true, (t) => t.amount, (t) => t.id), 3, 20, (t) => t.id),
  },
  {
    name: 'products on sale: categories, enabled, -price', path: '/storefront/api/v2/merchants/products-info',
    query: 'category=smartphones&category=tv&is_enabled=true&sort=-price&page=2&limit=10', bad: 'sort=rating', rows: 'products', total: 'filtered_total', id: 'sku',
    expected: () => expectPage(productsOnSaleOf(M, 'full'), (p) => ['smartphones', 'tv'].includes(p.category.slug) && p.is_enabled, by(true, (p) => p.price.current, (p) => p.sku), 2, 10, (p) => p.sku),
  },
  {
    name: 'products on sale: search', path: '/storefront/api/v2/merchants/products-info', query: 'search=galaxy&with_stocks=false',
    bad: 'with_stocks=1', rows: 'products', total: 'filtered_total', id: 'sku',
    expected: () => expectPage(productsOnSaleOf(M, 'full'), (p) => p.title.ru.toLowerCase().includes('galaxy'), null, 1, 20, (p) => p.sku),
  },
  {
    name: 'unrelated: brands, words joined by +', path: '/merchant-gateway/api/v2/merchants/products/list',
    query: 'brands=Spigen&brands=Baseus&search=%D1%87%D0%B5%D1%85%D0%BE%D0%BB%2Bgalaxy&no_base_product=false&limit=10', bad: 'no_base_product=yes', rows: 'products', total: 'count', id: 'id',
    expected: () => expectPage(unrelatedOf(M, 'full'), (u) => ['Spigen', 'Baseus'].includes(u.products.brand) && !u.no_base_product && /чехол/i.test(u.products.name) && /galaxy/i.test(u.products.name), null, 1, 10, (u) => u.id),
  },
  {
    name: 'installments: category, not completed', path: '/installment/api/v1/installments', query: 'category=smartphones&category=laptops&is_completed=false&limit=5',
    bad: 'month=2026-13', rows: 'installments', total: 'total', id: 'installment_id',
    expected: () => expectPage(installmentsOf(M, 'full'), (x) => (x.categories.length === 0 || x.categories.some((c) => ['smartphones', 'laptops'].includes(c.slug))) && !x.status.startsWith('completed'),
      by(true, (x) => x.starts_at, (x) => x.installment_id), 1, 5, (x) => x.installment_id),
  },
  {
    name: 'installments: month, subscribed', path: '/installment/api/v1/installments', query: `month=${seedMonth().month}&is_subscribed=true&is_merchant_categories=true`,
    bad: 'is_subscribed=maybe', rows: 'installments', total: 'total', id: 'installment_id',
    expected: () => expectPage(installmentsOf(M, 'full'), (x) => x.starts_at < seedMonth().end && x.ends_at >= seedMonth().start && x.merchant_categories.length > 0 && (['subscribed', 'subscription_paused'].includes(x.status) || (x.status === 'completed' && tookPart(x))),
      by(true, (x) => x.starts_at, (x) => x.installment_id), 1, 20, (x) => x.installment_id),
  },
  {
    name: 'installment products: -price, page 2', path: '/storefront/api/v1/merchants/installments/products', query: 'sort=-price&page=2&limit=10',
    bad: 'sort=title', rows: 'products', total: 'total', id: 'sku',
    expected: () => expectPage(programmeProducts(M, installmentsOf(M, 'full').filter((x) => ['subscribed', 'subscription_paused'].includes(x.status))), () => true, by(true, (p) => p.price.current, (p) => p.sku), 2, 10, (p) => p.sku),
  },
  {
    name: 'payplan: categories', path: '/payplan/api/v1/installments/available', query: 'category=smartphones&category=tv&limit=3',
    bad: 'limit=0', rows: 'installments', total: 'total', id: 'id',
    expected: () => expectPage(oldInstallmentsOf(M, 'full'), (x) => Date.parse(x.end_at) >= Date.now() && x.categories.some((c) => ['smartphones', 'tv'].includes(c.slug)), by(false, (x) => x.start_at, (x) => x.id), 1, 3, (x) => x.id),
  },
  {
    name: 'notes: actionable, new, start_from', path: '/notes/api/v1/merchant/notes', query: `note_type=actionable&status=new&start_from=${seedAt(-1)}&page=2&limit=5`,
    bad: 'note_type=urgent', rows: 'notes', total: 'count', id: 'id',
    expected: () => expectPage(notesOf(M, 'full'), (n) => n.note_type === 'actionable' && n.status === 'new' && n.created_at <= seedAt(-1), by(true, (n) => n.created_at, (n) => n.id), 2, 5, (n) => n.id),
  },
];

const sb = sandboxPerFile();
let token: string;

async function get(path: string, bearer: string | null = token): Promise<{ status: number; body: Body }> {
  const res = await fetch(`${sb.baseUrl}${path}`, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });
  return { status: res.status, body: (await res.json()) as Body };
}

beforeAll(async () => {
  token = (await signInMerchant(sb.baseUrl)).merchant_access_token ?? '';
});

describe('sandbox list calls', () => {
  it.each(CASES)('$name', async (c) => {
    const want = c.expected();
    expect(want.ids.length).toBeGreaterThan(0);
    const { status, body } = await get(`${c.path}?${c.query}`);
    expect(status).toBe(200);
    expect((body[c.rows] as Row[]).map((r) => r[c.id])).toEqual(want.ids);
    expect(body[c.total]).toBe(want.total);
  });

  it.each(CASES)('$name: malformed parameter is 400 with a message', async (c) => {
    const { status, body } = await get(`${c.path}?${c.bad}`);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  it.each([...new Set(CASES.map((c) => c.path)), '/merchant-profile/api/v1/profile/pickup-points', '/accounter/api/v1/balance/merchant',
    '/oms/api/v3/merchant/orders/profit', '/storefront/api/v1/merchants/categories', '/merchant-gateway/api/v1/merchant/documents/brands',
    '/notes/api/v1/merchant/notes/count?status=new'])('%s without a token is 401', async (path) => {
    expect((await get(path, null)).status).toBe(401);
  });

  it('a single-valued parameter given twice is 400', async () => {
    expect((await get('/oms/api/v3/merchant/orders?page=1&page=2')).status).toBe(400);
  });
});

describe('sandbox small calls', () => {
  it('one order, its profit and a missing one', async () => {
    expect((await get(`/oms/api/v3/merchant/orders/${someOrder.id}`)).body).toEqual(someOrder);
    expect((await get('/oms/api/v3/merchant/orders/1')).status).toBe(404);
    const from = seedAt(-19);
    const to = seedAt(0);
    const range = orders.filter((o) => inRange(o.created_at, from, to));
    const sum = (s: string[]) => Math.round(range.filter((o) => s.includes(o.status)).reduce((t, o) => t + earningsOf(o), 0));
    expect((await get(`/oms/api/v3/merchant/orders/profit?dateFrom=${from}&dateTo=${to}`)).body).toEqual({
      profit_sum: sum(['completed']),
      expected_sum: sum(['waiting_confirmation', 'on_assembly', 'reassembly', 'assembled', 'delivering']),
    });
    expect((await get(`/oms/api/v3/merchant/orders/profit?dateFrom=${to}&dateTo=${from}`)).status).toBe(400);
  });

  it("the designed status counts (issue 30) agree with the list's totals for the same filters", async () => {
    const query = `dateFrom=${seedAt(-19)}&dateTo=${seedAt(0)}`;
    const { counts, total_count } = (await get(`/oms/api/v3/merchant/orders/counts?${query}`)).body as unknown as { counts: Record<string, number>; total_count: number };
    expect(total_count).toBe((await get(`/oms/api/v3/merchant/orders?${query}&limit=1`)).body.total_count);
    for (const status of ['waiting_confirmation', 'completed', 'canceled']) {
      expect(counts[status]).toBe((await get(`/oms/api/v3/merchant/orders?${query}&status=${status}&limit=1`)).body.total_count);
    }
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(total_count);
    expect((await get(`/oms/api/v3/merchant/orders/counts?status=completed`)).status).toBe(400);
    expect((await get('/oms/api/v3/merchant/orders/counts', null)).status).toBe(401);
  });

  it('pickup points, one point, upload event, installments by id, notes count', async () => {
    const points = (await get('/merchant-profile/api/v1/profile/pickup-points')).body as unknown as Row[];
    expect(points.map((p) => [p.store_id, p.is_active])).toEqual([['PP1', true], ['PP2', true], ['PP3', true], ['PP4', false], ['PP5', true], ['PP6', true]]);
    expect((await get('/merchant-profile/api/v1/profile/pickup-points/PP2')).body.store_id).toBe('PP2');
    expect((await get('/merchant-profile/api/v1/profile/pickup-points/PP9')).status).toBe(404);
    expect((await get(`/audit/api/v1/merchants/events/${uploads[5].id}`)).body).toEqual(uploads[5]);
    expect((await get('/installment/api/v1/installments/5001')).body.installment_id).toBe(5001);
    expect((await get('/payplan/api/v1/installments/701')).body.id).toBe(701);
    const notes = notesOf(M, 'full');
    expect((await get('/notes/api/v1/merchant/notes/count?status=new&note_type=informational')).body.count)
      .toBe(notes.filter((n) => n.status === 'new' && n.note_type === 'informational').length);
    expect((await get('/notes/api/v1/merchant/notes/count')).status).toBe(400);
    const refs = notes.filter((n) => n.link?.type === 'order').map((n) => n.link?.target_id);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.every((id) => orders.some((o) => o.id === id))).toBe(true);
  });

  it('data is scoped to the signed-in shop', async () => {
    const small = (await signInMerchant(sb.baseUrl, '77010000001', 'm-1002')).merchant_access_token ?? '';
    expect((await get('/oms/api/v3/merchant/orders?limit=1', small)).body.total_count).toBe(ordersOf('m-1002', 'small').length);
    expect(((await get('/merchant-profile/api/v1/profile/pickup-points', small)).body as unknown as Row[]).length).toBe(2);
    const other = (await signInMerchant(sb.baseUrl, '77010000001', 'm-1003')).merchant_access_token ?? '';
    expect((await get('/oms/api/v3/merchant/orders', other)).body).toEqual({ orders: [], total_count: 0 });
    expect((await get('/storefront/api/v2/merchants/products-info', other)).body).toEqual({ products: [], total: 0, filtered_total: 0 });
  });
});
