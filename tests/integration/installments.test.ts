import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../providers/data-provider';
import { createInstallmentsApi, type Installment, type InstallmentsApi } from '../../resources/installments/installments-api';
import type { HttpClient } from '../../providers/http/client';
import { resources } from '../../resources';
import { merchantClient, sandboxPerFile } from '../support/integration';

/**
 * Installments over real HTTP against the sandbox: the lists' exact queries (as the sandbox
 * logged them) and every designed participation call with its refusals; the old programme's
 * enrolment with its price bounds.
 */
const sandbox = sandboxPerFile({ resetBeforeEach: true });
let http: HttpClient;
const backendOf = (name: string) => {
  const found = resources.find((r) => r.name === name);
  if (!found) throw new Error(`unknown resource ${name}`);
  return found.backend;
};
let api: InstallmentsApi;
const PARTIAL = 5001; // merch_available, some of the shop's categories and some foreign ones
const ALL = 5002; // merch_available, every category

async function lastQuery(path: string): Promise<string> {
  const res = await fetch(`${sandbox.baseUrl}/__sandbox/requests?path=${encodeURIComponent(path)}`);
  const { requests } = (await res.json()) as { requests: Array<{ path: string; query: string }> };
  return requests.filter((r) => r.path === path).at(-1)?.query ?? '';
}

async function refusal(call: Promise<unknown>): Promise<{ statusCode?: number; message?: string }> {
  try {
    await call;
  } catch (error) {
    return error as { statusCode?: number; message?: string };
  }
  throw new Error('the call was not refused');
}

beforeAll(async () => {
  ({ http } = await merchantClient(sandbox.baseUrl));
  api = createInstallmentsApi(http);
});
beforeEach(async () => {
  ({ http } = await merchantClient(sandbox.baseUrl));
  api = createInstallmentsApi(http);
});

describe('list calls send the spec parameters', () => {
  it('new programme: category (repeated), month, flags, is_completed from the tab, page and limit', async () => {
    const provider = createDataProvider({ http, resolve: backendOf });
    const out = await provider.getList({
      resource: 'installments',
      pagination: { currentPage: 1, pageSize: 12 },
      filters: [
        { field: 'month', operator: 'eq', value: '2026-12' },
        { field: 'category', operator: 'in', value: ['smartphones', 'tv'] },
        { field: 'is_merchant_categories', operator: 'eq', value: true },
        { field: 'is_subscribed', operator: 'eq', value: true },
      ],
    });
    expect(await lastQuery('/installment/api/v1/installments')).toBe('is_completed=false&month=2026-12&category=smartphones&category=tv&is_merchant_categories=true&is_subscribed=true&page=1&limit=12');
    expect(out.data.every((x) => !String(x.status).startsWith('completed'))).toBe(true);
    await provider.getList({ resource: 'installments-past', pagination: { currentPage: 2, pageSize: 12 } });
    expect(await lastQuery('/installment/api/v1/installments')).toBe('is_completed=true&page=2&limit=12');
  });

  it('old programme: running promotions and products in promotions by month and category', async () => {
    const provider = createDataProvider({ http, resolve: backendOf });
    const filters = [
      { field: 'month', operator: 'eq' as const, value: '2026-12' },
      { field: 'category', operator: 'in' as const, value: ['laptops'] },
    ];
    await provider.getList({ resource: 'old-installments', pagination: { currentPage: 1, pageSize: 20 }, filters });
    expect(await lastQuery('/payplan/api/v1/installments/available')).toBe('month=2026-12&category=laptops&page=1&limit=20');
    await provider.getList({ resource: 'enrolled-products', pagination: { currentPage: 1, pageSize: 20 }, filters });
    expect(await lastQuery('/storefront/api/v1/merchants/installments')).toBe('month=2026-12&category=laptops&page=1&limit=20');
  });

  it('products of a participation: sort, page, limit (+ installment_id)', async () => {
    const { products, total } = await api.products({ installment_id: 5003, sort: '-price', page: 1, limit: 20 });
    expect(await lastQuery('/storefront/api/v1/merchants/installments/products')).toBe('installment_id=5003&sort=-price&page=1&limit=20');
    expect(total).toBeGreaterThan(0);
    expect(products.map((p) => p.price.current)).toEqual([...products.map((p) => p.price.current)].sort((a, b) => b - a));
    expect(products[0].commissions.every((k) => k.duration > 0)).toBe(true);
  });
});

describe('the participation cycle (designed calls)', () => {
  it('subscribe a partial promotion, edit categories and commissions, pause, resume, report, disable', async () => {
    const x = await api.one(PARTIAL);
    expect(x.status).toBe('merch_available');
    const own = x.categories.filter((c) => c.is_exist).map((c) => c.slug);
    const [first, second] = x.commissions;
    let now: Installment = await api.subscribe(PARTIAL, { categories: [own[0]], commissions: [first.id] });
    expect(now.status).toBe('subscribed');
    expect(now.categories.filter((c) => c.is_participating).map((c) => c.slug)).toEqual([own[0]]);
    expect((await lastBody()).body).toEqual({ categories: [own[0]], commissions: [first.id] });
    now = await api.setCategories(PARTIAL, own);
    expect(now.categories.filter((c) => c.is_participating).map((c) => c.slug)).toEqual(own);
    // The edits are checked as joining is: a category outside the promotion, a commission not offered, nothing chosen.
    expect((await refusal(api.setCategories(PARTIAL, ['no-such-category']))).message).toBe('category no-such-category is not in the installment');
    expect((await refusal(api.setCategories(PARTIAL, []))).message).toBe('choose at least one category');
    expect((await refusal(api.setCommissions(PARTIAL, [99]))).message).toBe('commission 99 is not offered by the installment');
    expect((await refusal(api.setCommissions(PARTIAL, []))).message).toBe('choose at least one commission');
    expect((await refusal(api.change(PARTIAL, 'resume'))).message).toBe('resume is not allowed for an installment in status subscribed');
    expect((await api.one(PARTIAL)).categories.filter((c) => c.is_participating).map((c) => c.slug)).toEqual(own);
    if (second) {
      now = await api.setCommissions(PARTIAL, [second.id]);
      expect(now.commissions.filter((k) => k.is_participating).map((k) => k.id)).toEqual([second.id]);
    }
    const { products } = await api.products({ installment_id: PARTIAL, page: 1, limit: 100 });
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => own.includes(p.category.slug))).toBe(true);
    expect((await api.change(PARTIAL, 'pause')).status).toBe('subscription_paused');
    expect((await refusal(api.change(PARTIAL, 'pause'))).statusCode).toBe(400);
    expect((await refusal(api.setCommissions(PARTIAL, [first.id]))).message).toMatch(/not allowed for an installment in status subscription_paused/);
    expect((await api.change(PARTIAL, 'resume')).status).toBe('subscribed');
    const report: unknown = await api.report(PARTIAL);
    // Node's axios hands a blob request back as a string or buffer; a browser as a Blob.
    const text = report instanceof Blob ? await report.text() : report instanceof ArrayBuffer ? new TextDecoder().decode(report) : String(report);
    expect(text.split('\r\n')[0]).toContain('Артикул;Товар');
    expect(text.split('\r\n').length).toBeGreaterThan(2);
    now = await api.change(PARTIAL, 'disable');
    expect(now.status).toBe('merch_available');
    expect(now.categories.some((c) => c.is_participating) || now.commissions.some((k) => k.is_participating)).toBe(false);
    expect((await refusal(api.report(PARTIAL))).statusCode).toBe(400);
  });

  it('an all-categories promotion is joined with commissions only', async () => {
    const x = await api.one(ALL);
    expect(x.categories).toEqual([]);
    expect((await refusal(api.subscribe(ALL, { categories: ['smartphones'], commissions: [x.commissions[0].id] }))).message).toMatch(/covers all categories/);
    const now = await api.subscribe(ALL, { categories: [], commissions: [x.commissions[0].id] });
    expect(now.status).toBe('subscribed');
    expect((await refusal(api.setCategories(ALL, ['smartphones']))).statusCode).toBe(400);
  });

  it('refuses a category outside the promotion, a foreign category, a commission not offered, empty choices and bad bodies', async () => {
    const x = await api.one(PARTIAL);
    const commission = x.commissions[0].id;
    const own = x.categories.find((c) => c.is_exist)!.slug;
    const foreign = x.categories.find((c) => !c.is_exist)!.slug;
    const outside = ['smartphones', 'laptops', 'headphones', 'tv', 'vacuum-cleaners', 'kettles', 'smart-watches', 'tablets'].find((s) => !x.categories.some((c) => c.slug === s))!;
    expect((await refusal(api.subscribe(PARTIAL, { categories: [outside], commissions: [commission] }))).message).toBe(`category ${outside} is not in the installment`);
    expect((await refusal(api.subscribe(PARTIAL, { categories: [foreign], commissions: [commission] }))).message).toBe(`category ${foreign} is not one of the shop's categories`);
    expect((await refusal(api.subscribe(PARTIAL, { categories: [own], commissions: [99] }))).message).toBe('commission 99 is not offered by the installment');
    expect((await refusal(api.subscribe(PARTIAL, { categories: [], commissions: [commission] }))).message).toBe('choose at least one category');
    expect((await refusal(api.subscribe(PARTIAL, { categories: [own], commissions: [] }))).message).toBe('choose at least one commission');
    expect((await refusal(http.request({ method: 'POST', path: `/installment/api/v1/installments/${PARTIAL}/subscribe`, body: { categories: 'tv', commissions: [commission] } }))).statusCode).toBe(400);
    // Transitions the status does not allow.
    expect((await refusal(api.change(PARTIAL, 'pause'))).message).toBe('pause is not allowed for an installment in status merch_available');
    expect((await refusal(api.change(PARTIAL, 'resume'))).statusCode).toBe(400);
    expect((await refusal(api.change(PARTIAL, 'disable'))).statusCode).toBe(400);
    expect((await refusal(api.setCategories(PARTIAL, [own]))).statusCode).toBe(400);
    expect((await refusal(api.subscribe(5005, { categories: [], commissions: [1] }))).message).toMatch(/not allowed/); // merch_is_not_available
    expect((await refusal(api.one(99999))).statusCode).toBe(404);
    expect((await refusal(api.change(99999, 'pause'))).statusCode).toBe(404);
  });
});

async function lastBody(): Promise<{ body?: unknown }> {
  const res = await fetch(`${sandbox.baseUrl}/__sandbox/requests?path=/installment/api/v1/installments/`);
  const { requests } = (await res.json()) as { requests: Array<{ method: string; body?: unknown }> };
  return requests.filter((r) => r.method === 'POST').at(-1) ?? {};
}

describe('old programme enrolment', () => {
  it('adds products within the bounds, refuses one outside, lists and removes them', async () => {
    const x = await api.oldOne(701);
    const { products } = await api.productsInfo({ page: 1, limit: 100, start_at: x.start_at, end_at: x.end_at });
    expect(await lastQuery('/storefront/api/v1/merchants/products-info')).toBe(
      `page=1&limit=100&start_at=${x.start_at}&end_at=${x.end_at}&with_installment=true`,
    );
    const fits = products.filter((p) => !p.installment && p.price.current >= x.min_product_price && p.price.current <= x.max_product_price);
    const outside = products.find((p) => !p.installment && p.price.current < x.min_product_price)!;
    expect(fits.length).toBeGreaterThan(1);
    expect(outside).toBeDefined();
    expect((await refusal(api.enrol(701, [fits[0].sku, outside.sku]))).message).toMatch(/outside the promotion's bounds/);
    expect(await api.enrol(701, [fits[0].sku, fits[1].sku])).toEqual({ skus: [fits[0].sku, fits[1].sku] });
    expect((await refusal(api.enrol(701, [fits[0].sku]))).message).toMatch(/already in a promotion/);
    const listed = await http.request<{ products: Array<{ sku: string }> }>({ path: '/storefront/api/v1/merchants/installments/701' });
    expect(listed.products.map((p) => p.sku)).toEqual([fits[0].sku, fits[1].sku]);
    expect(await api.remove([fits[0].sku])).toEqual({ skus: [fits[0].sku] });
    expect((await refusal(api.remove([fits[0].sku]))).message).toBe(`product ${fits[0].sku} is not in a promotion`);
    expect((await refusal(api.remove([]))).statusCode).toBe(400);
    expect((await refusal(api.oldOne(999))).statusCode).toBe(404);
    expect((await refusal(api.enrol(999, [fits[1].sku]))).statusCode).toBe(404);
  });
});
