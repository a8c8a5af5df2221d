import { beforeAll, describe, expect, it } from 'vitest';
import type { BaseRecord, DataProvider, GetListParams } from '@refinedev/core';
import { createDataProvider, type Backend } from '../../providers/data-provider';
import type { HttpClient } from '../../providers/http/client';
import { localDay } from '../../sandbox/seed/seed-util';
import { merchantClient, sandboxPerFile } from '../support/integration';

/**
 * The dataProvider and every list dialect against the sandbox over real HTTP: the query the
 * sandbox received (its own request log, not what the client believes it sent) is asserted
 * exactly, and the answer must come back as {data, total} that agrees with the filters.
 */
const registry: Record<string, Backend> = {
  orders: { service: 'oms', dialect: 'oms', listPath: '/oms/api/v3/merchant/orders' },
  transactions: { service: 'accounter', dialect: 'accounter', listPath: '/accounter/api/v1/transactions/analytics' },
  'order-history': { service: 'audit', dialect: 'audit-v2', listPath: '/audit/api/v2/merchants/events' },
  'upload-events': {
    service: 'audit',
    dialect: 'audit-v1',
    listPath: '/audit/api/v1/merchants/events',
    fixedQuery: { event_type: 'merchant_gateway.upload' },
  },
  refunds: { service: 'rms-new', dialect: 'rms', listPath: '/rms-new/api/v1/products', idField: 'request_uuid' },
  reviews: { service: 'feedback', dialect: 'feedback', listPath: '/feedback/api/v1/reviews/merchants' },
  unrelated: { service: 'merchant-gateway', dialect: 'merchant-gateway', listPath: '/merchant-gateway/api/v2/merchants/products/list' },
  products: { service: 'storefront', dialect: 'storefront', listPath: '/storefront/api/v2/merchants/products-info', idField: 'sku' },
  installments: { service: 'installment', dialect: 'installment', listPath: '/installment/api/v1/installments', idField: 'installment_id' },
  'installment-products': { service: 'storefront', dialect: 'storefront', listPath: '/storefront/api/v1/merchants/installments/products', idField: 'sku' },
  'old-installments': { service: 'payplan', dialect: 'payplan', listPath: '/payplan/api/v1/installments/available' },
  notes: { service: 'notes', dialect: 'notes', listPath: '/notes/api/v1/merchant/notes', fixedQuery: { note_type: 'informational' } },
  'pickup-points': { service: 'merchant-profile', dialect: 'merchant-profile', listPath: '/merchant-profile/api/v1/profile/pickup-points', idField: 'store_id' },
};

const sandbox = sandboxPerFile();
let http: HttpClient;
let provider: DataProvider;

beforeAll(async () => {
  ({ http } = await merchantClient(sandbox.baseUrl));
  provider = createDataProvider({
    http,
    resolve: (name) => {
      const backend = registry[name];
      if (!backend) throw new Error(`unknown resource ${name}`);
      return backend;
    },
  });
});

/** One getList, and the raw query the sandbox logged for it (exactly one call, answered 200). */
async function listed<T extends BaseRecord>(params: GetListParams): Promise<{ data: T[]; total: number; query: string; allTotal?: number }> {
  const path = registry[params.resource].listPath;
  await sandbox.control.clearRequests();
  const result = await provider.getList<T>(params);
  const log = (await sandbox.control.requests(path)).filter((r) => r.path === path);
  expect(log.map((r) => [r.method, r.status])).toEqual([['GET', 200]]);
  return { data: result.data, total: result.total, query: log[0].query, allTotal: result.allTotal as number | undefined };
}

/** Everything a list holds (the sandbox caps limit at 100). */
async function all<T extends BaseRecord>(resource: string): Promise<T[]> {
  const first = await provider.getList<T>({ resource, pagination: { currentPage: 1, pageSize: 100 } });
  return first.data;
}

function expectPage(data: unknown[], total: number, pageSize: number): void {
  expect(data.length).toBeLessThanOrEqual(pageSize);
  expect(total).toBeGreaterThanOrEqual(data.length);
  if (total > pageSize) expect(data.length).toBe(pageSize);
  else expect(data.length).toBe(total);
}

function expectOrdered<T>(values: T[], desc: boolean): void {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  expect(values).toEqual(desc ? sorted.reverse() : sorted);
}

const enc = encodeURIComponent;

describe('dialects over HTTP against the sandbox', () => {
  it('oms: orders by status and period, sorted by total price', async () => {
    type Order = { id: string; status: string; created_at: string; total_price: number };
    const newest = (await all<Order>('orders'))[0];
    const to = newest.created_at;
    const from = new Date(Date.parse(to) - 30 * 86_400_000).toISOString();
    const statuses = ['waiting_confirmation', 'completed', 'canceled'];
    const { data, total, query } = await listed<Order>({
      resource: 'orders',
      pagination: { currentPage: 1, pageSize: 7 },
      sorters: [{ field: 'total_price', order: 'desc' }],
      filters: [
        { field: 'status', operator: 'in', value: statuses },
        { field: 'created_at', operator: 'between', value: [from, to] },
      ],
    });
    const iso = (s: string): string => new Date(s).toISOString();
    expect(query).toBe(`status=waiting_confirmation,completed,canceled&dateFrom=${iso(from)}&dateTo=${iso(to)}&sorting=-total_price&page=1&limit=7`);
    expectPage(data, total, 7);
    expect(data.length).toBeGreaterThan(0);
    for (const o of data) {
      expect(statuses).toContain(o.status);
      expect(Date.parse(o.created_at)).toBeGreaterThanOrEqual(Date.parse(from));
      expect(Date.parse(o.created_at)).toBeLessThanOrEqual(Date.parse(to));
    }
    expectOrdered(data.map((o) => o.total_price), true);
  });

  it('accounter: transactions for days, sorted by amount ascending, page 2', async () => {
    type Tx = { id: string; created_at: string; amount: number };
    const newest = (await all<Tx>('transactions'))[0];
    const to = localDay(newest.created_at);
    const from = localDay(Date.parse(newest.created_at) - 60 * 86_400_000);
    const { data, total, query } = await listed<Tx>({
      resource: 'transactions',
      pagination: { currentPage: 2, pageSize: 5 },
      sorters: [{ field: 'amount', order: 'asc' }],
      filters: [{ field: 'created_at', operator: 'between', value: [from, to] }],
    });
    expect(query).toBe(`date_from=${from}&date_to=${to}&sorting=amount&page=2&limit=5`);
    expect(total).toBeGreaterThan(5);
    expect(data.length).toBe(Math.min(5, total - 5));
    for (const t of data) expect(localDay(t.created_at) >= from && localDay(t.created_at) <= to).toBe(true);
    expectOrdered(data.map((t) => t.amount), false);
  });

  it('audit v2: one order history, repeated event types, oldest first', async () => {
    type Event = { id: string; entity_id: string; event_type: string; status: string; created_at: string };
    const orderId = (await all<Event>('order-history'))[0].entity_id;
    const { data, total, query } = await listed<Event>({
      resource: 'order-history',
      pagination: { currentPage: 1, pageSize: 20 },
      sorters: [{ field: 'created_at', order: 'asc' }],
      filters: [
        { field: 'entity_id', operator: 'eq', value: orderId },
        { field: 'event_type', operator: 'in', value: ['statusChanged', 'oms.product_change_qty'] },
        { field: 'status', operator: 'eq', value: 'success' },
      ],
    });
    expect(query).toBe(
      `entity_id=${enc(orderId)}&event_type=statusChanged&event_type=oms.product_change_qty&status=success&sort_key=created_at&sort_dir=asc&page=1&limit=20`,
    );
    expectPage(data, total, 20);
    expect(data.length).toBeGreaterThan(0);
    for (const e of data) expect([e.entity_id, e.status]).toEqual([orderId, 'success']);
    expectOrdered(data.map((e) => e.created_at), false);
  });

  it('audit v1: upload events, fixed event type, repeated statuses, one day', async () => {
    type Upload = { id: string; status: string; created_at: string; meta: { updated_at: string } };
    const sample = await listed<Upload>({
      resource: 'upload-events',
      pagination: { currentPage: 1, pageSize: 5 },
      sorters: [{ field: 'created_at', order: 'desc' }],
      filters: [{ field: 'status', operator: 'in', value: ['success', 'processed'] }],
    });
    expect(sample.query).toBe('event_type=merchant_gateway.upload&status=success&status=processed&sort_key=created_at&sort_dir=desc&page=1&limit=5');
    expectPage(sample.data, sample.total, 5);
    expect(sample.data.length).toBeGreaterThan(0);
    for (const e of sample.data) expect(['success', 'processed']).toContain(e.status);
    expectOrdered(sample.data.map((e) => e.created_at), true);

    const day = localDay(sample.data[0].meta.updated_at);
    const oneDay = await listed<Upload>({
      resource: 'upload-events',
      pagination: { currentPage: 1, pageSize: 5 },
      filters: [{ field: 'updated_at_short', operator: 'eq', value: day }],
    });
    expect(oneDay.query).toBe(`event_type=merchant_gateway.upload&updated_at_short=${day}&page=1&limit=5`);
    expect(oneDay.data.length).toBeGreaterThan(0);
    for (const e of oneDay.data) expect(localDay(e.meta.updated_at)).toBe(day);
  });

  it('rms: refunds by comma statuses, period and search, sorted by request id', async () => {
    type Refund = { request_id: number; request_uuid: string; created_at: string; products: Array<{ status: string }>; id?: string };
    const statuses = ['created', 'finished'];
    const { data, total, query } = await listed<Refund>({
      resource: 'refunds',
      pagination: { currentPage: 1, pageSize: 10 },
      sorters: [{ field: 'request_id', order: 'desc' }],
      filters: [
        { field: 'status', operator: 'in', value: statuses },
        { field: 'created_at', operator: 'between', value: ['2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z'] },
        { field: 'search', operator: 'contains', value: '' },
      ],
    });
    expect(query).toBe('status=created,finished&dateFrom=2000-01-01T00:00:00.000Z&dateTo=2100-01-01T00:00:00.000Z&sort_by=request_id&sort_dir=desc&page=1&limit=10');
    expectPage(data, total, 10);
    expect(data.length).toBeGreaterThan(0);
    for (const r of data) {
      expect(r.products.some((p) => statuses.includes(p.status))).toBe(true);
      expect(r.id).toBe(r.request_uuid);
    }
    expectOrdered(data.map((r) => r.request_id), true);
  });

  it('feedback: reviews by ratings and period, worst first, a date range missing one end sends none', async () => {
    type Review = { id: number; rating: number; created_at: string };
    const { data, total, query } = await listed<Review>({
      resource: 'reviews',
      pagination: { currentPage: 1, pageSize: 8 },
      sorters: [{ field: 'rating', order: 'asc' }],
      filters: [
        { field: 'ratings', operator: 'in', value: [1, 2, 3] },
        { field: 'created_at', operator: 'between', value: ['2000-01-01T00:00:00.000Z', null] },
      ],
    });
    expect(query).toBe('ratings=1,2,3&sort_key=rating&sort_val=1&page=1&limit=8');
    expectPage(data, total, 8);
    expect(data.length).toBeGreaterThan(0);
    for (const r of data) expect([1, 2, 3]).toContain(r.rating);
    expectOrdered(data.map((r) => r.rating), false);
  });

  it('merchant-gateway: unrelated products by repeated brands and a two-word search (spaces as +)', async () => {
    type Row = { id: string; products: { brand: string; model: string; name: string; sku: string } };
    const rows = await all<Row>('unrelated');
    const target = rows.find((r) => !r.products.brand.includes(' ') && r.products.model.trim() !== '') ?? rows[0];
    const other = rows.find((r) => r.products.brand !== target.products.brand)?.products.brand ?? target.products.brand;
    const word = target.products.model.trim().split(/\s+/)[0];
    const search = `${target.products.brand} ${word}`;
    const { data, total, query } = await listed<Row>({
      resource: 'unrelated',
      pagination: { currentPage: 1, pageSize: 10 },
      filters: [
        { field: 'brands', operator: 'in', value: [target.products.brand, other] },
        { field: 'search', operator: 'contains', value: search },
      ],
    });
    expect(query).toBe(`brands=${enc(target.products.brand)}&brands=${enc(other)}&search=${enc(search.replace(/ /g, '+'))}&page=1&limit=10`);
    expect(query).toContain('%2B');
    expectPage(data, total, 10);
    expect(data.map((r) => r.id)).toContain(target.id);
    for (const r of data) expect([target.products.brand, other]).toContain(r.products.brand);
  });

  it('storefront: products by repeated categories, stocks flag, price descending; total is the filtered count', async () => {
    type Product = { sku: string; id?: string; category: { slug: string }; price: { current: number }; stocks?: unknown[] };
    const everything = await listed<Product>({ resource: 'products', pagination: { currentPage: 1, pageSize: 100 } });
    const slugs = [...new Set(everything.data.map((p) => p.category.slug))].slice(0, 2);
    const { data, total, allTotal, query } = await listed<Product>({
      resource: 'products',
      pagination: { currentPage: 1, pageSize: 6 },
      sorters: [{ field: 'price', order: 'desc' }],
      filters: [
        { field: 'category', operator: 'in', value: slugs },
        { field: 'with_stocks', operator: 'eq', value: true },
      ],
    });
    expect(query).toBe(`${slugs.map((s) => `category=${enc(s)}`).join('&')}&with_stocks=true&sort=-price&page=1&limit=6`);
    expectPage(data, total, 6);
    expect(allTotal).toBe(everything.allTotal);
    expect(total).toBeLessThanOrEqual(allTotal ?? 0);
    for (const p of data) {
      expect(slugs).toContain(p.category.slug);
      expect(p.stocks).toBeDefined();
      expect(p.id).toBe(p.sku);
    }
    expectOrdered(data.map((p) => p.price.current), true);
  });

  it('installment: new installments by repeated categories and flags', async () => {
    type Inst = { installment_id: number; id?: number; categories: Array<{ slug: string }>; status: string; starts_at: string };
    const slugs = [...new Set((await all<Inst>('installments')).flatMap((x) => x.categories.map((k) => k.slug)))].slice(0, 2);
    const { data, total, query } = await listed<Inst>({
      resource: 'installments',
      pagination: { currentPage: 1, pageSize: 4 },
      filters: [
        { field: 'category', operator: 'in', value: slugs },
        { field: 'is_completed', operator: 'eq', value: false },
        { field: 'month', operator: 'eq', value: undefined },
      ],
    });
    expect(query).toBe(`${slugs.map((s) => `category=${enc(s)}`).join('&')}&is_completed=false&page=1&limit=4`);
    expectPage(data, total, 4);
    expect(data.length).toBeGreaterThan(0);
    for (const x of data) {
      // An empty list is an all-categories promotion: it matches every category.
      expect(x.categories.length === 0 || x.categories.some((k) => slugs.includes(k.slug))).toBe(true);
      expect(x.status).not.toMatch(/^completed/);
      expect(x.id).toBe(x.installment_id);
    }
  });

  it('payplan: old installments by category, read to the end while the total says more, paged here', async () => {
    type Old = { id: number; categories: Array<{ slug: string }> };
    const everything = await all<Old>('old-installments');
    const slug = everything[0].categories[0].slug;
    const matching = everything.filter((x) => x.categories.some((k) => k.slug === slug));
    const path = registry['old-installments'].listPath;
    await sandbox.control.clearRequests();
    const { data, total } = await provider.getList<Old>({
      resource: 'old-installments',
      pagination: { currentPage: 1, pageSize: 2 },
      filters: [{ field: 'category', operator: 'in', value: [slug] }],
    });
    expect(matching.length).toBeGreaterThan(2); // more than one page
    const pages = Math.ceil(matching.length / 2);
    const log = (await sandbox.control.requests(path)).filter((r) => r.path === path);
    expect(log.map((r) => r.query)).toEqual(Array.from({ length: pages }, (_, i) => `category=${enc(slug)}&page=${i + 1}&limit=2`));
    expect(total).toBe(matching.length);
    expect(data.map((x) => x.id)).toEqual(matching.slice(0, 2).map((x) => x.id));
  });

  it('storefront: installment products sorted by price ascending (no filtered total there)', async () => {
    type Product = { sku: string; price: { current: number } };
    const { data, total, allTotal, query } = await listed<Product>({
      resource: 'installment-products',
      pagination: { currentPage: 1, pageSize: 5 },
      sorters: [{ field: 'price', order: 'asc' }],
    });
    expect(query).toBe('sort=price&page=1&limit=5');
    expectPage(data, total, 5);
    expect(data.length).toBeGreaterThan(0);
    expect(allTotal).toBeUndefined();
    expectOrdered(data.map((p) => p.price.current), false);
  });

  it('notes: informational notes, unread, created up to a moment', async () => {
    type Note = { id: number; status: string; note_type: string; created_at: string };
    const newest = (await all<Note>('notes'))[0];
    const until = new Date(Date.parse(newest.created_at) - 3 * 86_400_000);
    const { data, total, query } = await listed<Note>({
      resource: 'notes',
      pagination: { currentPage: 1, pageSize: 5 },
      filters: [
        { field: 'status', operator: 'eq', value: 'new' },
        { field: 'start_from', operator: 'eq', value: until },
      ],
    });
    expect(query).toBe(`note_type=informational&status=new&start_from=${until.toISOString()}&page=1&limit=5`);
    expectPage(data, total, 5);
    expect(data.length).toBeGreaterThan(0);
    for (const n of data) {
      expect([n.note_type, n.status]).toEqual(['informational', 'new']);
      expect(Date.parse(n.created_at)).toBeLessThanOrEqual(until.getTime());
    }
    expectOrdered(data.map((n) => n.created_at), true);
  });

  it('merchant-profile: pickup points, body is the array, read to the end (the spec does not page it)', async () => {
    const path = registry['pickup-points'].listPath;
    await sandbox.control.clearRequests();
    const { data, total } = await provider.getList<{ store_id: string; id?: string }>({ resource: 'pickup-points', pagination: { currentPage: 1, pageSize: 10, mode: 'client' } });
    // The sandbox answers every point whatever the page: page 2 brings nothing new and ends the list.
    const log = (await sandbox.control.requests(path)).filter((r) => r.path === path);
    expect(log.map((r) => [r.method, r.status, r.query])).toEqual([['GET', 200, 'page=1&limit=100'], ['GET', 200, 'page=2&limit=100']]);
    expect(total).toBe(data.length);
    expect(data.map((p) => p.store_id)).toEqual(['PP1', 'PP2', 'PP3', 'PP4', 'PP5', 'PP6']);
    for (const p of data) expect(p.id).toBe(p.store_id);
  });

  it('an operator or sort a dialect lacks fails before any request', async () => {
    await sandbox.control.clearRequests();
    await expect(provider.getList({ resource: 'orders', filters: [{ field: 'status', operator: 'ne', value: 'x' }] })).rejects.toThrow(
      'dialect oms: operator ne is not supported',
    );
    await expect(provider.getList({ resource: 'unrelated', sorters: [{ field: 'price', order: 'asc' }] })).rejects.toThrow(
      'dialect merchant-gateway: sorting is not supported',
    );
    expect(await sandbox.control.requests('/oms')).toEqual([]);
  });
});
