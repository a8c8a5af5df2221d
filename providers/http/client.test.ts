import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';
import { createMemoryStorage, createSessionStore, type Credentials } from '../session';
import { ARRIVAL_WAIT_MS, createHttpClient, early, inAction, newActionKeys, PREFETCH_TTL_MS } from './client';
import { withLockRetry } from './lock-retry';
import type { RefreshedTokens, RefreshLedger } from './refresh-ledger';

interface Seen {
  method: string;
  url: string;
  auth?: string;
  body?: unknown;
  idempotencyKey?: string;
}
interface Answer {
  status: number;
  data?: unknown;
  wait?: Promise<unknown>;
}
type Handler = (req: Seen) => Answer | Promise<Answer>;

/** An axios adapter standing in for the network: every call is logged, answers come from `handler`. */
function fakeNetwork(handler: Handler) {
  const log: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const auth = AxiosHeaders.from(config.headers).get('Authorization');
    const seen: Seen = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      auth: typeof auth === 'string' ? auth.replace(/^Bearer /, '') : undefined,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      idempotencyKey: (AxiosHeaders.from(config.headers).get('Idempotency-Key') as string | undefined) ?? undefined,
    };
    log.push(seen);
    const answer = await handler(seen);
    if (answer.wait) await answer.wait;
    if (answer.status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = { status: answer.status, statusText: '', data: answer.data, headers: {}, config };
    if (answer.status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  };
  return { adapter, log };
}

const REFRESH = { user: '/sso/api/v1/auth/refresh', merchant: '/merchant-profile/api/v1/auth/refresh' };
const START: Credentials = {
  user_access_token: 'ua-1',
  user_refresh_token: 'ur-1',
  merchant_access_token: 'ma-1',
  merchant_refresh_token: 'mr-1',
  mid: 'm-1001',
};

/** Tokens ending in "-1" are expired; refresh hands out "-2". */
function tokenBackend(opts: { refreshStatus?: number; retryAlways401?: boolean } = {}): Handler {
  return (req) => {
    if (req.url.endsWith(REFRESH.user) || req.url.endsWith(REFRESH.merchant)) {
      if (opts.refreshStatus) return { status: opts.refreshStatus, data: { message: 'refresh token revoked' } };
      const prefix = req.url.endsWith(REFRESH.user) ? 'u' : 'm';
      return { status: 200, data: { access_token: `${prefix}a-2`, refresh_token: `${prefix}r-2` } };
    }
    if (!req.auth || req.auth.endsWith('-1') || opts.retryAlways401) return { status: 401, data: { message: 'unauthorized' } };
    return { status: 200, data: { ok: true, token: req.auth } };
  };
}

function setup(handler: Handler, credentials: Credentials = START) {
  const net = fakeNetwork(handler);
  const session = createSessionStore({ storage: createMemoryStorage() });
  session.set(credentials);
  const onSessionEnd = vi.fn();
  const http = createHttpClient({ config: readConfig({ VITE_API_BASE_URL: 'http://api.test' }), session, onSessionEnd, adapter: net.adapter });
  const count = (suffix: string) => net.log.filter((r) => r.url.split('?')[0].endsWith(suffix)).length;
  return { http, session, onSessionEnd, log: net.log, count };
}

describe('http client: URL and bearer', () => {
  it('sends the query string exactly as given, or encodes an object with toQueryString', async () => {
    const { http, log } = setup(() => ({ status: 200, data: {} }), { merchant_access_token: 'ma-9' });
    await http.request({ path: '/oms/api/v3/orders', query: 'status=A,B&search=a+b&dateFrom=2024-01-01T00:00:00Z' });
    await http.request({ path: '/audit/api/v2/events', query: { status: ['a b', 'c'], empty: '', page: 1 } });
    await http.request({ path: '/notes/api/v1/notes', query: '' });
    expect(log.map((r) => r.url)).toEqual([
      'http://api.test/oms/api/v3/orders?status=A,B&search=a+b&dateFrom=2024-01-01T00:00:00Z',
      'http://api.test/audit/api/v2/events?status=a%20b&status=c&page=1',
      'http://api.test/notes/api/v1/notes',
    ]);
  });

  it('attaches the bearer of the token kind', async () => {
    const { http, log } = setup(() => ({ status: 200, data: {} }), { user_access_token: 'ua-9', merchant_access_token: 'ma-9' });
    await http.request({ path: '/merchant-profile/api/v1/profile' });
    await http.request({ path: '/sso/api/v1/users/info', token: 'user' });
    await http.request({ method: 'POST', path: '/sso/api/v1/auth/signin/phone', token: 'none', body: { phone: '7' } });
    expect(log.map((r) => r.auth)).toEqual(['ma-9', 'ua-9', undefined]);
    expect(log[2]).toMatchObject({ method: 'POST', body: { phone: '7' } });
  });

  it('rejects with AppError, Blob bodies included', async () => {
    const blob = new Blob([JSON.stringify({ message: 'no pdf', key: 'pdf_missing' })]);
    const { http } = setup(() => ({ status: 404, data: blob }), { merchant_access_token: 'ma-9' });
    await expect(http.request({ path: '/oms/api/v3/x.pdf', responseType: 'blob' })).rejects.toMatchObject({
      statusCode: 404,
      key: 'pdf_missing',
      serverMessage: 'no pdf',
    });
  });
});

describe('http client: 401 and refresh', () => {
  it('refreshes once for many failed calls and retries each once', async () => {
    const { http, session, count, log } = setup(tokenBackend());
    const results = await Promise.all(Array.from({ length: 8 }, () => http.request<{ token: string }>({ path: '/merchant-profile/api/v1/profile' })));
    expect(results.every((r) => r.token === 'ma-2')).toBe(true);
    expect(count(REFRESH.merchant)).toBe(1);
    expect(count('/profile')).toBe(16);
    expect(log.find((r) => r.url.endsWith(REFRESH.merchant))).toMatchObject({ auth: undefined, body: { refresh_token: 'mr-1' } });
    expect(session.get()).toMatchObject({ merchant_access_token: 'ma-2', merchant_refresh_token: 'mr-2', user_access_token: 'ua-1' });
  });

  it('a call already on the wire whose 401 arrives after the refresh retries with the new token, no second refresh', async () => {
    let release!: () => void;
    const late = new Promise<void>((resolve) => (release = resolve));
    const base = tokenBackend();
    const { http, count } = setup((req) => {
      if (req.url.includes('slow') && req.auth === 'ma-1') return { status: 401, wait: late };
      return base(req);
    });
    const slow = http.request<{ token: string }>({ path: '/merchant-profile/api/v1/slow' });
    await http.request({ path: '/merchant-profile/api/v1/profile' }); // 401 → refresh → retry ok
    release();
    await expect(slow).resolves.toMatchObject({ token: 'ma-2' });
    expect(count(REFRESH.merchant)).toBe(1);
  });

  it('a call whose 401 arrives during the refresh waits for it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const base = tokenBackend();
    const { http, count } = setup((req) => (req.url.endsWith(REFRESH.merchant) ? { ...base(req), wait: gate } as Answer : base(req)));
    const first = http.request({ path: '/merchant-profile/api/v1/profile' });
    await vi.waitFor(() => expect(count(REFRESH.merchant)).toBe(1));
    const during = http.request<{ token: string }>({ path: '/merchant-profile/api/v1/profile' });
    await Promise.resolve();
    release();
    await first;
    await expect(during).resolves.toMatchObject({ token: 'ma-2' });
    expect(count(REFRESH.merchant)).toBe(1);
    expect(count('/profile')).toBe(3); // first twice; `during` waited, so once
  });

  it('refreshes each token kind separately', async () => {
    const { http, count } = setup(tokenBackend());
    const calls = [
      ...Array.from({ length: 4 }, () => http.request({ path: '/sso/api/v1/users/info', token: 'user' })),
      ...Array.from({ length: 4 }, () => http.request({ path: '/merchant-profile/api/v1/profile' })),
    ];
    await Promise.all(calls);
    expect(count(REFRESH.user)).toBe(1);
    expect(count(REFRESH.merchant)).toBe(1);
  });

  it('a retry that gets 401 again is rejected: one refresh, one retry', async () => {
    const { http, count, onSessionEnd } = setup(tokenBackend({ retryAlways401: true }));
    await expect(http.request({ path: '/merchant-profile/api/v1/profile' })).rejects.toMatchObject({ statusCode: 401 });
    expect(count(REFRESH.merchant)).toBe(1);
    expect(count('/profile')).toBe(2);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('a failed refresh ends the session once and rejects every waiting call with 401, without further calls', async () => {
    const { http, session, count, onSessionEnd, log } = setup(tokenBackend({ refreshStatus: 401 }));
    const calls = [
      ...Array.from({ length: 5 }, () => http.request({ path: '/merchant-profile/api/v1/profile' })),
      ...Array.from({ length: 5 }, () => http.request({ path: '/sso/api/v1/users/info', token: 'user' })),
    ];
    const settled = await Promise.allSettled(calls);
    expect(settled.every((s) => s.status === 'rejected' && (s.reason as { statusCode: number }).statusCode === 401)).toBe(true);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(session.get()).toEqual({});
    expect(count(REFRESH.merchant) + count(REFRESH.user)).toBeLessThanOrEqual(2);
    const lastRefresh = log.findLastIndex((r) => r.url.includes('/auth/refresh'));
    expect(log.slice(lastRefresh + 1)).toEqual([]);
    // a later call with no credentials does not end the session a second time
    await expect(http.request({ path: '/merchant-profile/api/v1/profile' })).rejects.toMatchObject({ statusCode: 401 });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('no refresh token: the session ends without a refresh call', async () => {
    const { http, count, onSessionEnd } = setup(tokenBackend(), { merchant_access_token: 'ma-1' });
    await expect(http.request({ path: '/merchant-profile/api/v1/profile' })).rejects.toMatchObject({ statusCode: 401, key: 'errors.unauthorized' });
    expect(count(REFRESH.merchant)).toBe(0);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('a new session after an end can end again', async () => {
    const { http, session, onSessionEnd } = setup(tokenBackend({ refreshStatus: 401 }));
    await expect(http.request({ path: '/merchant-profile/api/v1/profile' })).rejects.toBeTruthy();
    session.set(START);
    await expect(http.request({ path: '/merchant-profile/api/v1/profile' })).rejects.toBeTruthy();
    expect(onSessionEnd).toHaveBeenCalledTimes(2);
  });

  it('never refreshes for a token-less call (none)', async () => {
    const { http, count, onSessionEnd } = setup(tokenBackend());
    await expect(http.request({ method: 'POST', path: '/sso/api/v1/auth/signin/phone', token: 'none' })).rejects.toMatchObject({ statusCode: 401 });
    expect(count('/refresh')).toBe(0);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe("http client: prefetch (a route's first calls)", () => {
  const OK = { merchant_access_token: 'ma-9', user_access_token: 'ua-9' };

  it('hands a prefetched answer to the first identical GET, once', async () => {
    let n = 0;
    const { http, count } = setup(() => ({ status: 200, data: { n: ++n } }), OK);
    const early = http.prefetch!<{ n: number }>({ path: '/oms/api/v3/merchant/orders', query: 'page=1' });
    const screen = await http.request<{ n: number }>({ path: '/oms/api/v3/merchant/orders', query: 'page=1' });
    expect(screen).toEqual(await early);
    expect(count('/orders')).toBe(1);
    // Handed once: the next identical call asks again (a refresh must see new data).
    expect(await http.request({ path: '/oms/api/v3/merchant/orders', query: 'page=1' })).toEqual({ n: 2 });
    expect(count('/orders')).toBe(2);
  });

  it('takes nothing for another URL, token kind or method', async () => {
    const { http, count } = setup(() => ({ status: 200, data: {} }), OK);
    void http.prefetch!({ path: '/merchant-profile/api/v1/profile' });
    await http.request({ path: '/merchant-profile/api/v1/profile', query: { page: 2 } });
    await http.request({ path: '/merchant-profile/api/v1/profile', token: 'user' });
    await http.request({ method: 'POST', path: '/merchant-profile/api/v1/profile', body: {} });
    expect(count('/profile')).toBe(4);
  });

  it('asks again when the prefetch failed, or when its answer is older than PREFETCH_TTL_MS', async () => {
    let fail = true;
    const { http, count } = setup(() => (fail ? { status: 503, data: { message: 'down' } } : { status: 200, data: { ok: 1 } }), OK);
    const early = http.prefetch!({ path: '/notes/api/v1/merchant/notes/count' });
    await expect(early).rejects.toMatchObject({ statusCode: 503 });
    fail = false;
    await expect(http.request({ path: '/notes/api/v1/merchant/notes/count' })).resolves.toEqual({ ok: 1 });
    expect(count('/count')).toBe(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await http.prefetch!({ path: '/notes/api/v1/merchant/notes/count' });
      vi.setSystemTime(Date.now() + PREFETCH_TTL_MS + 1);
      await http.request({ path: '/notes/api/v1/merchant/notes/count' });
      expect(count('/count')).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takeArrived takes an arrived prefetch once; nothing before it arrives, for a failure, or after the TTL', async () => {
    let fail = false;
    const { http, count } = setup(() => (fail ? { status: 503, data: { message: 'down' } } : { status: 200, data: { rows: [1] } }), OK);
    const req = { path: '/oms/api/v3/merchant/orders', query: 'page=1' };
    expect(http.takeArrived!(req)).toBeUndefined();
    const early = http.prefetch!(req);
    expect(http.takeArrived!(req)).toBeUndefined(); // still on its way
    await early;
    expect(http.takeArrived!({ ...req, query: 'page=2' })).toBeUndefined();
    expect(http.takeArrived!(req)).toEqual({ rows: [1] });
    // Taken: the next identical call asks the server (a refresh must see new data).
    expect(http.takeArrived!(req)).toBeUndefined();
    await http.request(req);
    expect(count('/orders')).toBe(2);

    fail = true;
    await expect(http.prefetch!(req)).rejects.toMatchObject({ statusCode: 503 });
    expect(http.takeArrived!(req)).toBeUndefined();

    fail = false;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await http.prefetch!(req);
      vi.setSystemTime(Date.now() + PREFETCH_TTL_MS + 1);
      expect(http.takeArrived!(req)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a prefetch that is not takeable (a list click) is never taken as first data, only joined by its identical call', async () => {
    const { http, count } = setup(() => ({ status: 200, data: { rows: [2] } }), OK);
    const req = { path: '/oms/api/v3/merchant/orders', query: 'page=2' };
    await http.prefetch!(req, { takeable: false });
    expect(http.takeArrived!(req)).toBeUndefined();
    await expect(http.request(req)).resolves.toEqual({ rows: [2] });
    expect(count('/orders')).toBe(1);
  });

  it('waitFor: one promise while a takeable prefetch is on its way, settled by its answer or its failure; none for another, a non-takeable or an arrived one', async () => {
    let answer: (a: Answer) => void = () => undefined;
    const { http } = setup(() => new Promise<Answer>((resolve) => (answer = resolve)), OK);
    const req = { path: '/oms/api/v3/merchant/orders/7' };
    expect(http.waitFor!(req)).toBeUndefined();
    const early = http.prefetch!(req);
    const wait = http.waitFor!(req);
    expect(wait).toBeInstanceOf(Promise);
    expect(http.waitFor!(req)).toBe(wait); // React's use() needs the same promise on every render
    expect(http.waitFor!({ path: '/oms/api/v3/merchant/orders/8' })).toBeUndefined();
    answer({ status: 200, data: { id: 7 } });
    await early;
    await expect(wait).resolves.toBeUndefined();
    expect(http.waitFor!(req)).toBeUndefined();
    expect(http.takeArrived!(req)).toEqual({ id: 7 });

    const failing = http.prefetch!(req);
    const failWait = http.waitFor!(req);
    answer({ status: 503, data: { message: 'down' } });
    await expect(failing).rejects.toMatchObject({ statusCode: 503 });
    await expect(failWait).resolves.toBeUndefined(); // a failure ends the wait too, without throwing
    expect(http.waitFor!(req)).toBeUndefined();

    void http.prefetch!({ path: '/oms/api/v3/merchant/orders/9' }, { takeable: false });
    expect(http.waitFor!({ path: '/oms/api/v3/merchant/orders/9' })).toBeUndefined();
  });

  it(`waitFor gives up after ARRIVAL_WAIT_MS (${ARRIVAL_WAIT_MS} ms): a slow service shows the page's own loading state`, async () => {
    vi.useFakeTimers();
    try {
      const { http } = setup(() => new Promise<Answer>(() => undefined), OK);
      const req = { path: '/oms/api/v3/merchant/orders/7' };
      void http.prefetch!(req).catch(() => undefined);
      let settled = false;
      void http.waitFor!(req)!.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(ARRIVAL_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("early(http) turns a client's GETs into prefetches", async () => {
    const { http, count } = setup(() => ({ status: 200, data: { ok: 1 } }), OK);
    await early(http).request({ path: '/sso/api/v1/users/info', token: 'user' });
    await http.request({ path: '/sso/api/v1/users/info', token: 'user' });
    expect(count('/users/info')).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('every write carries a UUID, a read none; two calls get two keys', async () => {
    const { http, log } = setup(() => ({ status: 200, data: {} }), { ...START, merchant_access_token: 'ma-2' });
    await http.request({ path: '/oms/api/v3/merchant/orders' });
    await http.request({ method: 'POST', path: '/oms/api/v3/merchant/orders/1', body: { a: 1 } });
    await http.request({ method: 'DELETE', path: '/oms/api/v3/merchant/orders/1' });
    expect(log[0].idempotencyKey).toBeUndefined();
    expect(log[1].idempotencyKey).toMatch(UUID);
    expect(log[2].idempotencyKey).toMatch(UUID);
    expect(log[2].idempotencyKey).not.toBe(log[1].idempotencyKey);
  });

  it('the 401 retry sends the same key as the first try', async () => {
    const { http, log } = setup(tokenBackend());
    await http.request({ method: 'POST', path: '/oms/api/v3/merchant/orders/1', body: { a: 1 } });
    const writes = log.filter((r) => r.url.endsWith('/orders/1'));
    expect(writes).toHaveLength(2);
    expect(writes[0].auth).toBe('ma-1');
    expect(writes[1].auth).toBe('ma-2');
    expect(writes[1].idempotencyKey).toBe(writes[0].idempotencyKey);
  });

  it('the 423 repeats of one action keep the key; the next action gets a new one', async () => {
    let locked = 2;
    const { http, log } = setup(() => (locked-- > 0 ? { status: 423, data: { message: 'order is locked' } } : { status: 200, data: {} }), { ...START, merchant_access_token: 'ma-2' });
    const accept = () => http.request({ method: 'POST', path: '/oms/api/v3/merchant/orders/1', body: { solution: 'accept' } });
    await withLockRetry(accept, { delayMs: 1 });
    await withLockRetry(accept, { delayMs: 1 });
    const keys = log.map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('within one action, two different writes have two keys', async () => {
    const { http, log } = setup(() => ({ status: 200, data: {} }), { ...START, merchant_access_token: 'ma-2' });
    const action = newActionKeys();
    await inAction(action, () => http.request({ method: 'PUT', path: '/oms/api/v3/merchant/orders/1/pickup-point', body: {} }));
    await inAction(action, () => http.request({ method: 'POST', path: '/oms/api/v3/merchant/orders/1', body: {} }));
    await inAction(action, () => http.request({ method: 'POST', path: '/oms/api/v3/merchant/orders/1', body: {} }));
    expect(log[0].idempotencyKey).not.toBe(log[1].idempotencyKey);
    expect(log[2].idempotencyKey).toBe(log[1].idempotencyKey);
  });
});

describe('session end: sign in again in place', () => {
  it('the waiting call is retried once after the person signed in again, with the same Idempotency-Key', async () => {
    const net = setup(tokenBackend({ refreshStatus: 401 }));
    const sessionRef = net.session;
    net.onSessionEnd.mockImplementation(async (info: { hadSession: boolean; mid?: string }) => {
      expect(info).toEqual({ hadSession: true, mid: 'm-1001' });
      expect(sessionRef.get()).toEqual({}); // cleared before the dialog asks
      sessionRef.set({ user_access_token: 'ua-3', merchant_access_token: 'ma-3', merchant_refresh_token: 'mr-3', mid: 'm-1001' });
      return true;
    });
    const answer = await net.http.request<{ token: string }>({ method: 'POST', path: '/oms/api/v3/merchant/orders/1', body: { solution: 'reject' } });
    expect(answer.token).toBe('ma-3');
    const writes = net.log.filter((r) => r.url.endsWith('/orders/1'));
    expect(writes.map((w) => w.auth)).toEqual(['ma-1', 'ma-3']);
    expect(writes[1].idempotencyKey).toBe(writes[0].idempotencyKey);
    expect(net.onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('calls failing meanwhile join the same ending; when the person does not sign in again they reject with 401', async () => {
    const net = setup(tokenBackend({ refreshStatus: 401 }));
    let decide: (resumed: boolean) => void = () => undefined;
    net.onSessionEnd.mockReturnValue(new Promise<boolean>((r) => (decide = r)));
    const a = net.http.request({ path: '/oms/api/v3/merchant/orders' });
    const b = net.http.request({ path: '/oms/api/v3/merchant/orders/2' });
    await new Promise((r) => setTimeout(r, 10));
    decide(false);
    await expect(a).rejects.toMatchObject({ statusCode: 401 });
    await expect(b).rejects.toMatchObject({ statusCode: 401 });
    expect(net.onSessionEnd).toHaveBeenCalledTimes(1);
  });
});

describe('refresh across tabs (the refresh ledger)', () => {
  /** The ledger as the tabs share it, in memory. */
  function sharedLedger(): RefreshLedger & { forgotten: number } {
    const records = new Map<string, { from: string } & RefreshedTokens>();
    return {
      forgotten: 0,
      find: async (kind, used) => {
        const r = records.get(kind);
        return r && r.from === used ? { access: r.access, refresh: r.refresh } : undefined;
      },
      record: async (kind, used, tokens) => void records.set(kind, { from: used, ...tokens }),
      async forget() {
        this.forgotten += 1;
        records.clear();
      },
    };
  }

  /** A backend that rotates refresh tokens and refuses one used before. */
  function rotatingBackend(): { handler: Handler; refreshes: () => number } {
    let generation = 1;
    let refreshes = 0;
    const handler: Handler = (req) => {
      if (req.url.endsWith(REFRESH.merchant)) {
        refreshes += 1;
        if ((req.body as { refresh_token: string }).refresh_token !== `mr-${generation}`) return { status: 401, data: { message: 'refresh token reused' } };
        generation += 1;
        return { status: 200, data: { access_token: `ma-${generation}`, refresh_token: `mr-${generation}` } };
      }
      // ma-1 has expired.
      return generation > 1 && req.auth === `ma-${generation}` ? { status: 200, data: { token: req.auth } } : { status: 401, data: { message: 'unauthorized' } };
    };
    return { handler, refreshes: () => refreshes };
  }

  /** A tab: its own copy of the session (as each tab's localStorage copy is), one network, one ledger. */
  function tab(handler: Handler, ledger: RefreshLedger) {
    const session = createSessionStore({ storage: createMemoryStorage() });
    session.set(START);
    const onSessionEnd = vi.fn();
    const http = createHttpClient({ config: readConfig({ VITE_API_BASE_URL: 'http://api.test' }), session, onSessionEnd, ledger, adapter: fakeNetwork(handler).adapter });
    return { http, session, onSessionEnd };
  }

  it('a tab whose copy of the session has not heard of the other tab’s refresh takes its tokens instead of refreshing again', async () => {
    const backend = rotatingBackend();
    const ledger = sharedLedger();
    const [a, b] = [tab(backend.handler, ledger), tab(backend.handler, ledger)];
    await expect(a.http.request({ path: '/x' })).resolves.toEqual({ token: 'ma-2' });
    // b still holds ma-1 / mr-1, as a tab does until the storage event reaches it.
    await expect(b.http.request({ path: '/x' })).resolves.toEqual({ token: 'ma-2' });
    expect(backend.refreshes()).toBe(1);
    expect(b.session.get()).toMatchObject({ merchant_access_token: 'ma-2', merchant_refresh_token: 'mr-2' });
    expect(b.onSessionEnd).not.toHaveBeenCalled();
  });

  it('a refresh refused because another tab has just used that refresh token takes that tab’s tokens; the session goes on', async () => {
    const backend = rotatingBackend();
    const ledger = sharedLedger();
    const [a, b] = [tab(backend.handler, ledger), tab(backend.handler, ledger)];
    // No lock between them here (node): both refresh with mr-1, the backend refuses the second.
    const [ra, rb] = await Promise.all([a.http.request({ path: '/x' }), b.http.request({ path: '/x' })]);
    expect([ra, rb]).toEqual([{ token: 'ma-2' }, { token: 'ma-2' }]);
    expect(backend.refreshes()).toBe(2);
    expect(a.onSessionEnd).not.toHaveBeenCalled();
    expect(b.onSessionEnd).not.toHaveBeenCalled();
  });

  it('a record of another refresh token is not taken, and an ended session empties the ledger', async () => {
    const backend = rotatingBackend();
    const ledger = sharedLedger();
    await ledger.record('merchant', 'mr-other', { access: 'ma-x', refresh: 'mr-x' });
    const a = tab(backend.handler, ledger);
    await expect(a.http.request({ path: '/x' })).resolves.toEqual({ token: 'ma-2' });
    expect(ledger.forgotten).toBe(0);
    a.session.clear();
    expect(ledger.forgotten).toBe(1);
    expect(await ledger.find('merchant', 'mr-1')).toBeUndefined();
  });
});
