import { beforeEach, describe, expect, it } from 'vitest';
import type { BaseRecord, DataProvider, GetListParams } from '@refinedev/core';
import { createDataProvider } from '../../providers/data-provider';
import { createProductsApi, type ProductsApi } from '../../resources/products/products-api';
import type { AppError } from '../../providers/http/errors';
import { products } from '../../resources/products';
import { unrelated } from '../../resources/products/unrelated';
import { nosuitable } from '../../resources/products/nosuitable';
import type { ProductOnSale, UnrelatedRow } from '../../resources/products/types';
import { productsOnSaleOf, unrelatedOf } from '../../sandbox/seed/products';
import { pricePosition } from '../../resources/products/rules/price-position';
import { merchantClient, sandboxPerFile } from '../support/integration';

/**
 * The products calls of spec 3 §7 over real HTTP, through the descriptors' own backends: the
 * exact query each list sends (repeated params, `+` for spaces, the fixed no_base_product),
 * and the changes — status, price (≥ 101, an integer), binding (with its refusals) and
 * no-bp moving rows between the three lists.
 */
const sandbox = sandboxPerFile();
const backends = { products: products.backend, unrelated: unrelated.backend, nosuitable: nosuitable.backend };
let provider: DataProvider;
let api: ProductsApi;

beforeEach(async () => {
  await sandbox.control.reset();
  const { http } = await merchantClient(sandbox.baseUrl);
  api = createProductsApi(http);
  provider = createDataProvider({ http, resolve: (name) => backends[name as keyof typeof backends] });
});

async function listed<T extends BaseRecord>(params: GetListParams) {
  const path = backends[params.resource as keyof typeof backends].listPath;
  await sandbox.control.clearRequests();
  const result = await provider.getList<T>(params);
  const log = (await sandbox.control.requests(path)).filter((r) => r.path === path);
  expect(log.map((r) => [r.method, r.status])).toEqual([['GET', 200]]);
  return { ...result, allTotal: result.allTotal as number | undefined, query: log[0].query };
}

async function refusal(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('the call was expected to fail');
}

const unrelatedRows = unrelatedOf('m-1001', 'full');

describe('the lists send the spec’s queries', () => {
  it('on sale: repeated category, search, with_stocks, status, sort, limit and page', async () => {
    const r = await listed<ProductOnSale>({
      resource: 'products',
      pagination: { currentPage: 2, pageSize: 20 },
      filters: [
        { field: 'category', operator: 'in', value: ['smartphones', 'tv'] },
        { field: 'is_enabled', operator: 'eq', value: 'true' },
      ],
      sorters: [{ field: 'price', order: 'desc' }],
    });
    expect(r.query).toBe('with_stocks=false&category=smartphones&category=tv&is_enabled=true&sort=-price&page=2&limit=20');
    expect(r.data.length).toBe(20);
    expect(r.data.every((p) => ['smartphones', 'tv'].includes(p.category.slug) && p.is_enabled)).toBe(true);
    expect(r.data.map((p) => p.price.current)).toEqual([...r.data.map((p) => p.price.current)].sort((a, b) => b - a));
    expect(r.allTotal).toBeGreaterThanOrEqual(400);
    expect(r.total).toBeLessThan(r.allTotal as number);
    expect(r.data[0]).not.toHaveProperty('others');
    expect(r.data[0]).not.toHaveProperty('stocks');
    // Spec 1 §9: the markup and commission percents come in hundredths of a percent.
    const seeded = new Map(productsOnSaleOf('m-1001', 'full').map((p) => [p.sku, p]));
    for (const p of r.data) {
      const seed = seeded.get(p.sku)!;
      expect([p.commissions.total.rate, p.price.markup_percent]).toEqual([Math.round(seed.commissions.total.rate * 100), Math.round(seed.price.markup_percent * 100)]);
    }
    expect(r.data.some((p) => p.commissions.total.rate >= 100)).toBe(true);
  });

  it('on sale: 400+ products over 15+ categories, every price position', async () => {
    const { categories } = await api.categories();
    expect(categories.length).toBeGreaterThanOrEqual(15);
    const positions = new Set<string>();
    for (let page = 1; page <= 5; page++) {
      const r = await provider.getList<ProductOnSale>({ resource: 'products', pagination: { currentPage: page, pageSize: 100 } });
      r.data.forEach((p) => positions.add(pricePosition(p.price.current, p.price_extremum)));
    }
    expect([...positions].sort()).toEqual(['best', 'expensive', 'max', 'none', 'same']);
  });

  it('unrelated: repeated brands, search with + for spaces, limit 10, no_base_product=false', async () => {
    const r = await listed<UnrelatedRow>({
      resource: 'unrelated',
      pagination: { currentPage: 1, pageSize: 10 },
      filters: [
        { field: 'search', operator: 'contains', value: 'чехол для' },
        { field: 'brands', operator: 'in', value: ['Spigen', 'Hoco'] },
      ],
    });
    expect(r.query).toBe(`no_base_product=false&search=${encodeURIComponent('чехол+для')}&brands=Spigen&brands=Hoco&page=1&limit=10`);
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data.every((u) => ['Spigen', 'Hoco'].includes(u.products.brand) && /чехол/i.test(u.products.name))).toBe(true);
    expect(r.data[0]).not.toHaveProperty('bind_fault');
  });

  it('no suitable: the same call with no_base_product=true, 20 a page', async () => {
    const r = await listed<UnrelatedRow>({ resource: 'nosuitable', pagination: { currentPage: 1, pageSize: 20 } });
    expect(r.query).toBe('no_base_product=true&page=1&limit=20');
    expect(r.total).toBe(unrelatedRows.filter((u) => u.no_base_product).length);
  });
});

describe('the changes', () => {
  const firstOnSale = async () => (await provider.getList<ProductOnSale>({ resource: 'products', pagination: { currentPage: 1, pageSize: 1 } })).data[0];

  it('enable and disable by sku; a fault makes them fail with 503', async () => {
    const p = await firstOnSale();
    await api.toggle(p.sku, false);
    expect((await firstOnSale()).is_enabled).toBe(false);
    await api.toggle(p.sku, true);
    expect((await firstOnSale()).is_enabled).toBe(true);
    await fetch(`${sandbox.baseUrl}/__sandbox/products`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ failing: ['disable'] }) });
    expect((await refusal(api.toggle(p.sku, false))).statusCode).toBe(503);
    expect((await refusal(api.toggle('no-such-sku', true))).statusCode).toBe(404);
  });

  it('price: an integer of at least 101; the extremum follows', async () => {
    const p = await firstOnSale();
    expect((await refusal(api.setPrice(p.sku, 100))).serverMessage).toBe('price must be at least 101');
    const saved = (await api.setPrice(p.sku, 101)) as ProductOnSale;
    expect(saved.price.current).toBe(101);
    expect(saved.commissions.total.rate).toBe(p.commissions.total.rate);
    expect(saved).not.toHaveProperty('others');
    expect(saved.price_extremum.min).toBe(101);
    const log = await sandbox.control.requests('/merchant-gateway/api/v2/merchants/products/price');
    expect(log.at(-1)?.body).toEqual({ store_sku: p.sku, price: 101 });
  });

  it('binding moves a row to on sale; refusals by code and message', async () => {
    const row = unrelatedRows.find((u, i) => !u.no_base_product && u.variants.hits.length > 0 && !u.bind_fault && i > 0)!;
    await api.bind(row.products.sku, row.variants.hits[0].id);
    const left = await provider.getList<UnrelatedRow>({ resource: 'unrelated', pagination: { currentPage: 1, pageSize: 100 } });
    expect(left.data.some((u) => u.products.sku === row.products.sku)).toBe(false);
    const onSale = await provider.getList<ProductOnSale>({ resource: 'products', pagination: { currentPage: 1, pageSize: 20 }, filters: [{ field: 'search', operator: 'contains', value: row.variants.hits[0].id }] });
    expect(onSale.data.map((p) => p.merchant_sku)).toEqual([row.products.sku]);

    const byFault = (fault: string) => unrelatedRows.find((u) => u.bind_fault === fault && !u.no_base_product && u.variants.hits.length > 0)!;
    const category = await refusal(api.bind(byFault('category').products.sku, byFault('category').variants.hits[0].id));
    expect([category.statusCode, category.serverMessage]).toEqual([400, expect.stringContaining('cannot bind category')]);
    const connected = await refusal(api.bind(byFault('connected').products.sku, byFault('connected').variants.hits[0].id));
    expect([connected.statusCode, connected.serverMessage]).toEqual([422, expect.stringContaining('product is connected')]);
    expect((await refusal(api.bind(row.products.sku, '1'))).statusCode).toBe(404);
  });

  it('no-bp moves rows to the no-suitable list', async () => {
    const rows = unrelatedRows.filter((u) => !u.no_base_product).slice(0, 2);
    const before = (await provider.getList({ resource: 'nosuitable', pagination: { currentPage: 1, pageSize: 20 } })).total;
    await api.noSuitable(rows.map((r) => r.products.sku));
    const after = await provider.getList<UnrelatedRow>({ resource: 'nosuitable', pagination: { currentPage: 1, pageSize: 100 } });
    expect(after.total).toBe(before + 2);
    expect(rows.every((r) => after.data.some((u) => u.products.sku === r.products.sku))).toBe(true);
    expect((await refusal(api.noSuitable([]))).statusCode).toBe(400);
  });

  it('base products by sku and the search index (limit 10)', async () => {
    const hit = unrelatedRows.find((u) => u.variants.hits.length > 0)!.variants.hits[0];
    const base = await api.baseProduct(hit.id);
    expect(base.title.ru).toBe(hit.name);
    expect(base.media.length).toBeGreaterThan(0);
    expect((await refusal(api.baseProduct('0'))).statusCode).toBe(404);
    const found = await api.search('Чехол Spigen');
    expect(found.hits.length).toBeGreaterThan(0);
    expect(found.hits.length).toBeLessThanOrEqual(10);
    expect(found.hits.every((h) => /чехол/i.test(h.name) && /spigen/i.test(`${h.brand} ${h.name}`))).toBe(true);
    const log = await sandbox.control.requests('/search/api/v1/indexes/products/search');
    expect(log.at(-1)?.body).toEqual({ query: 'Чехол Spigen', limit: 10 });
  });
});
