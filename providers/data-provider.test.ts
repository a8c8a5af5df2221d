import { describe, expect, it } from 'vitest';
import { createDataProvider, type Backend } from './data-provider';
import type { HttpClient, RequestOptions } from './http/client';

/** A fake client that records each request and answers from a queue. */
function fakeHttp(...answers: unknown[]): HttpClient & { calls: RequestOptions[] } {
  const calls: RequestOptions[] = [];
  return {
    calls,
    request: <T,>(opts: RequestOptions) => {
      calls.push(opts);
      return Promise.resolve(answers.shift() as T);
    },
  };
}

const backends: Record<string, Backend> = {
  orders: {
    service: 'oms',
    dialect: 'oms',
    listPath: '/oms/api/v3/merchant/orders',
    onePath: (id) => `/oms/api/v3/merchant/orders/${id}`,
    oneKey: 'order',
  },
  'pickup-points': {
    service: 'merchant-profile',
    dialect: 'merchant-profile',
    listPath: '/merchant-profile/api/v1/profile/pickup-points',
    onePath: (id) => `/merchant-profile/api/v1/profile/pickup-points/${id}`,
    updatePath: (id) => `/merchant-profile/api/v1/profile/pickup-points/${id}`,
    createPath: '/merchant-profile/api/v1/profile/pickup-points',
    idField: 'store_id',
  },
  products: {
    service: 'storefront',
    dialect: 'storefront',
    listPath: '/storefront/api/v2/merchants/products-info',
    fixedQuery: { with_stocks: 'true' },
  },
  refunds: {
    service: 'rms-new',
    dialect: 'rms',
    listPath: '/rms-new/api/v1/products',
    updatePath: () => '/rms-new/api/v1/products',
    updateMethod: 'PATCH',
    filterValues: { status: { moderation: ['on_moderation_return', 'on_moderation_req'], delivery: ['waiting_for_delivery', 'on_stock'] } },
  },
};

function provider(http: HttpClient) {
  return createDataProvider({
    http,
    apiUrl: 'https://api.example',
    resolve: (name) => {
      const backend = backends[name];
      if (!backend) throw new Error(`unknown resource ${name}`);
      return backend;
    },
  });
}

describe('dataProvider', () => {
  it('getList sends the dialect query and reads the answer', async () => {
    const http = fakeHttp({ orders: [{ id: 'A' }], total_count: 31 });
    const result = await provider(http).getList({
      resource: 'orders',
      pagination: { currentPage: 2, pageSize: 20 },
      sorters: [{ field: 'created_at', order: 'desc' }],
      filters: [{ field: 'status', operator: 'in', value: ['NEW', 'DONE'] }],
      meta: { token: 'merchant', query: { extra: 'x' } },
    });
    expect(http.calls).toEqual([
      { method: 'GET', path: '/oms/api/v3/merchant/orders', query: 'extra=x&status=NEW,DONE&sorting=-created_at&page=2&limit=20', token: 'merchant', responseType: undefined, signal: undefined },
    ]);
    expect(result).toEqual({ data: [{ id: 'A' }], total: 31 });
  });

  it('getList expands group values (filterValues) into the values they stand for; others pass unchanged', async () => {
    const http = fakeHttp({ requests: [], total: 0 });
    await provider(http).getList({
      resource: 'refunds',
      pagination: { currentPage: 1, pageSize: 20 },
      filters: [{ field: 'status', operator: 'in', value: ['moderation', 'created', 'on_stock', 'delivery'] }],
    });
    expect(http.calls[0].query).toBe('status=on_moderation_return,on_moderation_req,created,on_stock,waiting_for_delivery&page=1&limit=20');
  });

  it('getList: filtered total pages the table, ids come from idField, fixed query first', async () => {
    const http = fakeHttp({ products: [{ id: 1 }], total: 90, filtered_total: 1 }, [{ store_id: 'pp-1' }]);
    const p = provider(http);
    const products = await p.getList({ resource: 'products', pagination: { currentPage: 1, pageSize: 10 }, filters: [{ field: 'category', operator: 'in', value: ['a', 'b'] }] });
    expect(http.calls[0].query).toBe('with_stocks=true&category=a&category=b&page=1&limit=10');
    expect(products).toEqual({ data: [{ id: 1 }], total: 1, allTotal: 90 });
    // Read to the end (the spec does not page it): the short first page is asked after once, and the empty page ends it.
    const points = await p.getList({ resource: 'pickup-points', pagination: { mode: 'client' } });
    expect(http.calls.slice(1).map((c) => c.query)).toEqual(['page=1&limit=100', 'page=2&limit=100']);
    expect(points).toEqual({ data: [{ store_id: 'pp-1', id: 'pp-1' }], total: 1 });
  });

  it('getList reads a list the spec does not page to the end from a backend that pages by 10, then cuts out the page asked', async () => {
    const all = Array.from({ length: 45 }, (_, i) => ({ store_id: `PP${i + 1}` }));
    const calls: string[] = [];
    const http: HttpClient = {
      request: <T,>(opts: RequestOptions) => {
        calls.push(String(opts.query));
        const page = Number(new URLSearchParams(String(opts.query)).get('page'));
        return Promise.resolve(all.slice((page - 1) * 10, page * 10) as T);
      },
    };
    const second = await provider(http).getList({ resource: 'pickup-points', pagination: { currentPage: 2, pageSize: 20, mode: 'server' } });
    expect(calls).toEqual(['page=1&limit=20', 'page=2&limit=20', 'page=3&limit=20', 'page=4&limit=20', 'page=5&limit=20']);
    expect(second.total).toBe(45);
    expect(second.data.map((p) => p.id)).toEqual(all.slice(20, 40).map((p) => p.store_id));
    // Nothing is taken early for such a list: its first page goes through getList.
    expect(provider(http).takeArrivedList({ resource: 'pickup-points', pagination: { currentPage: 1, pageSize: 20 } })).toBeUndefined();
  });

  it('takeArrivedList reads an arrived answer for the same request as getList, synchronously; undefined without one', () => {
    const asked: RequestOptions[] = [];
    const http: HttpClient = {
      request: () => Promise.reject(new Error('takeArrivedList must not ask')),
      takeArrived: <T,>(opts: RequestOptions) => {
        asked.push(opts);
        return (opts.query === 'with_stocks=true&page=1&limit=20' ? { products: [{ id: 7 }], total: 90, filtered_total: 1 } : undefined) as T;
      },
    };
    const p = provider(http);
    expect(p.takeArrivedList({ resource: 'products', pagination: { currentPage: 1, pageSize: 20 } })).toEqual({ data: [{ id: 7 }], total: 1, allTotal: 90 });
    expect(asked[0]).toMatchObject({ method: 'GET', path: '/storefront/api/v2/merchants/products-info' });
    expect(p.takeArrivedList({ resource: 'products', pagination: { currentPage: 2, pageSize: 20 } })).toBeUndefined();
    expect(provider(fakeHttp()).takeArrivedList({ resource: 'orders' })).toBeUndefined(); // a client without takeArrived
  });

  it('getOne reads oneKey; update, create and deleteOne use their paths and methods', async () => {
    const http = fakeHttp({ order: { id: 'A1' } }, '', { store_id: 'n' }, undefined);
    const p = provider(http);
    expect(await p.getOne({ resource: 'orders', id: 'A1' })).toEqual({ data: { id: 'A1' } });
    expect(await p.update({ resource: 'refunds', id: 'u1', variables: { uuid: 'u1' } })).toEqual({ data: { uuid: 'u1', id: 'u1' } });
    expect(await p.create({ resource: 'pickup-points', variables: { name: 'n' } })).toEqual({ data: { store_id: 'n' } });
    await p.deleteOne({ resource: 'orders', id: 'x', meta: { path: '/oms/x', token: 'user' } });
    expect(http.calls.map((c) => [c.method, c.path, c.body, c.token])).toEqual([
      ['GET', '/oms/api/v3/merchant/orders/A1', undefined, undefined],
      ['PATCH', '/rms-new/api/v1/products', { uuid: 'u1' }, undefined],
      ['POST', '/merchant-profile/api/v1/profile/pickup-points', { name: 'n' }, undefined],
      ['DELETE', '/oms/x', undefined, 'user'],
    ]);
  });

  it.each([
    ['deleteOne without meta.path', (p: ReturnType<typeof provider>) => p.deleteOne({ resource: 'orders', id: 1 }), 'resource orders: deleteOne needs meta.path'],
    ['update without updatePath', (p: ReturnType<typeof provider>) => p.update({ resource: 'orders', id: 1, variables: {} }), 'resource orders: no updatePath in its backend'],
    ['a sort the dialect lacks', (p: ReturnType<typeof provider>) => p.getList({ resource: 'pickup-points', sorters: [{ field: 'name', order: 'asc' }] }), 'dialect merchant-profile: sorting is not supported'],
    ['custom headers', (p: ReturnType<typeof provider>) => p.custom!({ url: '/x', method: 'get', headers: { 'X-A': '1' } }), 'custom: headers are not supported'],
    ['custom head', (p: ReturnType<typeof provider>) => p.custom!({ url: '/x', method: 'head' }), 'custom: method head is not supported'],
  ])('rejects %s', async (_label, call, message) => {
    await expect(call(provider(fakeHttp()))).rejects.toThrow(message);
  });

  it('custom passes query, payload, token and response type; a dialect encodes its filters', async () => {
    const http = fakeHttp(new Blob(['%PDF']), { events: [] });
    const p = provider(http);
    await p.custom!({ url: '/oms/api/v3/merchant/orders/1/act', method: 'post', payload: { a: 1 }, query: { lang: 'ru' }, meta: { responseType: 'blob', token: 'merchant' } });
    await p.custom!({
      url: '/audit/api/v1/merchants/events',
      method: 'get',
      query: { event_type: 'merchant_gateway.upload', limit: 1 },
      filters: [{ field: 'status', operator: 'in', value: ['success', 'processed'] }],
      meta: { dialect: 'audit-v1' },
    });
    expect(http.calls[0]).toMatchObject({ method: 'POST', query: { lang: 'ru' }, body: { a: 1 }, responseType: 'blob', token: 'merchant' });
    expect(http.calls[1].query).toBe('event_type=merchant_gateway.upload&limit=1&status=success&status=processed');
    expect(p.getApiUrl()).toBe('https://api.example');
  });
});
