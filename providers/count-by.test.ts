import { describe, expect, it } from 'vitest';
import { createDataProvider, type Backend } from './data-provider';
import type { HttpClient, RequestOptions } from './http/client';
import { createAppError } from './http/normalize-error';

/** A fake client: each request is recorded and answered by `answer`. */
function fakeHttp(answer: (req: RequestOptions) => unknown): HttpClient & { calls: RequestOptions[] } {
  const calls: RequestOptions[] = [];
  return {
    calls,
    request: <T,>(req: RequestOptions) => {
      calls.push(req);
      try {
        return Promise.resolve(answer(req) as T);
      } catch (error) {
        return Promise.reject(error);
      }
    },
  };
}

const ORDERS = '/oms/api/v3/merchant/orders';
const backends: Record<string, Backend> = {
  orders: { service: 'oms', dialect: 'oms', listPath: ORDERS, counts: { path: `${ORDERS}/counts`, field: 'status' } },
  plain: { service: 'oms', dialect: 'oms', listPath: ORDERS },
  refunds: {
    service: 'rms-new',
    dialect: 'rms',
    listPath: '/rms-new/api/v1/products',
    counts: { path: '/rms-new/api/v1/products/counts', field: 'status' },
    filterValues: { status: { moderation: ['on_moderation_return', 'on_moderation_req'] } },
  },
};
const providerOf = (http: HttpClient) => createDataProvider({ http, resolve: (name) => backends[name] });

const period = { field: 'created_at', operator: 'between', value: ['2026-01-01T00:00:00.000Z', '2026-01-08T00:00:00.000Z'] } as const;
const status = { field: 'status', operator: 'in', value: ['completed'] } as const;
const noSuchCall = () => {
  throw createAppError({ statusCode: 404, key: 'errors.notFound', message: 'order not found' });
};
/** The fallback's list answers: 42 in all, 3 for any one status. */
const listAnswer = (req: RequestOptions) => ({ orders: [], total_count: String(req.query).includes('status=') ? 3 : 42 });

describe('countBy', () => {
  it("asks the designed call once, with the list's filters but the counted one, unpaged", async () => {
    const http = fakeHttp(() => ({ counts: { waiting_confirmation: 2, completed: 5 }, total_count: 9 }));
    const answer = await providerOf(http).countBy({ resource: 'orders', field: 'status', values: ['waiting_confirmation', 'completed', 'canceled'], filters: [status, period] });
    expect(answer).toEqual({ total: 9, byValue: { waiting_confirmation: 2, completed: 5, canceled: 0 } });
    expect(http.calls).toHaveLength(1);
    expect(http.calls[0]).toMatchObject({ method: 'GET', path: `${ORDERS}/counts` });
    expect(http.calls[0].query).toBe('dateFrom=2026-01-01T00:00:00.000Z&dateTo=2026-01-08T00:00:00.000Z');
  });

  it('sums the backend values a group stands for', async () => {
    const http = fakeHttp(() => ({ counts: { on_moderation_return: 2, on_moderation_req: 3, finished: 4 }, total: 9 }));
    const answer = await providerOf(http).countBy({ resource: 'refunds', field: 'status', values: ['moderation', 'finished'], filters: [] });
    expect(answer).toEqual({ total: 9, byValue: { moderation: 5, finished: 4 } });
  });

  it('counts with one one-row list call per value where the service has no counts call, and does not ask it again', async () => {
    const http = fakeHttp((req) => (req.path.endsWith('/counts') ? noSuchCall() : listAnswer(req)));
    const provider = providerOf(http);
    const ask = () => provider.countBy({ resource: 'orders', field: 'status', values: ['waiting_confirmation', 'completed'], filters: [status, period] });
    expect(await ask()).toEqual({ total: 42, byValue: { waiting_confirmation: 3, completed: 3 } });
    expect(http.calls.map((c) => c.path)).toEqual([`${ORDERS}/counts`, ORDERS, ORDERS, ORDERS]);
    expect(http.calls.slice(1).map((c) => c.query)).toEqual([
      expect.stringMatching(/^dateFrom=.*&dateTo=.*&page=1&limit=1$/),
      expect.stringMatching(/^dateFrom=.*&dateTo=.*&status=waiting_confirmation&page=1&limit=1$/),
      expect.stringMatching(/^dateFrom=.*&dateTo=.*&status=completed&page=1&limit=1$/),
    ]);
    http.calls.length = 0;
    await ask();
    expect(http.calls.map((c) => c.path)).toEqual([ORDERS, ORDERS, ORDERS]);
  });

  it('counts with list calls when the descriptor names no counts call', async () => {
    const http = fakeHttp(listAnswer);
    expect(await providerOf(http).countBy({ resource: 'plain', field: 'status', values: ['completed'], filters: [] })).toEqual({ total: 42, byValue: { completed: 3 } });
    expect(http.calls.every((c) => c.path === ORDERS)).toBe(true);
  });

  it('a failure of the counts call other than "no such call" is the answer', async () => {
    const http = fakeHttp(() => {
      throw createAppError({ statusCode: 503, key: 'errors.server', message: 'down' });
    });
    await expect(providerOf(http).countBy({ resource: 'orders', field: 'status', values: ['completed'], filters: [] })).rejects.toMatchObject({ statusCode: 503 });
    expect(http.calls).toHaveLength(1);
  });
});
