import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../providers/config';
import { createAuthApi } from '../../providers/api/auth-api';
import { createHttpClient, type HttpClient } from '../../providers/http/client';
import { createMemoryStorage, createSessionStore, type SessionStore } from '../../providers/session';
import { merchantClient, sandboxPerFile } from '../support/integration';

/**
 * The http client against the real sandbox over loopback HTTP. Every claim is checked
 * against the sandbox's own request log, not against what the client believes it sent.
 */
const PROFILE = '/merchant-profile/api/v1/profile';
const USER_INFO = '/sso/api/v1/users/info';
const MERCHANT_REFRESH = '/merchant-profile/api/v1/auth/refresh';
const USER_REFRESH = '/sso/api/v1/auth/refresh';

const sandbox = sandboxPerFile({ resetBeforeEach: true });

interface Client {
  http: HttpClient;
  session: SessionStore;
  onSessionEnd: ReturnType<typeof vi.fn>;
}

/** A signed-in client (user + merchant tokens) and an empty request log. */
async function signedInClient(): Promise<Client> {
  const onSessionEnd = vi.fn();
  const { http, session } = await merchantClient(sandbox.baseUrl, 'm-1001', onSessionEnd);
  await sandbox.control.clearRequests();
  return { http, session, onSessionEnd };
}

/** Log entries of one path (exact, not prefix: /auth would also match /auth/refresh). */
async function logOf(path: string) {
  return (await sandbox.control.requests(path)).filter((r) => r.path === path);
}

/** Calls are told apart in the log by a `n=<i>` query parameter the services ignore. */
function perCall(entries: Array<{ query: string; status: number }>): Map<string, number[]> {
  const byCall = new Map<string, number[]>();
  for (const e of entries) byCall.set(e.query, [...(byCall.get(e.query) ?? []), e.status]);
  return byCall;
}

describe('http client against the sandbox: 401 and refresh', () => {
  it('(a) 20 concurrent calls with an expired token: one refresh, 20 successes, none sent more than twice', async () => {
    const { http, session } = await signedInClient();
    const before = session.get().merchant_access_token;
    await sandbox.control.expireTokens('merchant');
    // A little latency keeps all 20 on the wire together, so most 401s land while the refresh runs.
    await sandbox.control.setFaults({ latencyMs: 40 });

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => http.request<{ store_name: string }>({ path: PROFILE, query: { n: i } })),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(await logOf(MERCHANT_REFRESH)).toHaveLength(1);
    expect(await logOf(USER_REFRESH)).toHaveLength(0);
    const byCall = perCall(await logOf(PROFILE));
    expect(byCall.size).toBe(20);
    for (const statuses of byCall.values()) {
      expect(statuses.length).toBeLessThanOrEqual(2);
      expect(statuses.at(-1)).toBe(200);
    }
    expect(session.get().merchant_access_token).not.toBe(before);
  });

  it('(a2) calls already on the wire when the refresh begins wait for it and retry (STACK.md pitfall 10)', async () => {
    const { http } = await signedInClient();
    await sandbox.control.expireTokens('merchant');
    await sandbox.control.setFaults({ latencyMs: 200 });

    const first = Array.from({ length: 5 }, (_, i) => http.request({ path: PROFILE, query: { n: `a${i}` } }));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the refresh starts at ~200 ms, when the first 401s return
    const onTheWire = Array.from({ length: 5 }, (_, i) => http.request({ path: PROFILE, query: { n: `b${i}` } }));
    const results = await Promise.allSettled([...first, ...onTheWire]);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const [refresh, ...more] = await logOf(MERCHANT_REFRESH);
    expect(more).toEqual([]);
    const log = await logOf(PROFILE);
    for (let i = 0; i < 5; i++) {
      const attempts = log.filter((r) => r.query === `n=b${i}`);
      expect(attempts.map((r) => r.status)).toEqual([401, 200]);
      expect(attempts[0].seq).toBeLessThan(refresh.seq); // sent before the refresh began
      expect(attempts[1].seq).toBeGreaterThan(refresh.seq);
    }
  });

  it('(b) 10 user-token and 10 merchant-token calls expiring together: one refresh of each kind', async () => {
    const { http } = await signedInClient();
    await sandbox.control.expireTokens();
    await sandbox.control.setFaults({ latencyMs: 40 });

    const calls = Array.from({ length: 10 }, (_, i) => [
      http.request({ path: USER_INFO, token: 'user', query: { n: i } }),
      http.request({ path: PROFILE, token: 'merchant', query: { n: i } }),
    ]).flat();
    const results = await Promise.allSettled(calls);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(await logOf(USER_REFRESH)).toHaveLength(1);
    expect(await logOf(MERCHANT_REFRESH)).toHaveLength(1);
    for (const path of [USER_INFO, PROFILE]) {
      const byCall = perCall(await logOf(path));
      expect(byCall.size).toBe(10);
      for (const statuses of byCall.values()) expect(statuses.length).toBeLessThanOrEqual(2);
    }
  });

  it('(c) a refused refresh ends the session once, clears it and sends nothing more', async () => {
    const { http, session, onSessionEnd } = await signedInClient();
    await sandbox.control.revokeRefresh();
    await sandbox.control.expireTokens();
    await sandbox.control.setFaults({ latencyMs: 20 });

    const calls = Array.from({ length: 5 }, (_, i) => [
      http.request({ path: PROFILE, query: { n: i } }),
      http.request({ path: USER_INFO, token: 'user', query: { n: i } }),
    ]).flat();
    const results = await Promise.allSettled(calls);

    for (const r of results) {
      expect(r.status).toBe('rejected');
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 401 });
    }
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(session.get()).toEqual({});

    const log = await sandbox.control.requests();
    const refreshes = log.filter((r) => r.path === MERCHANT_REFRESH || r.path === USER_REFRESH);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.length).toBeLessThanOrEqual(2); // at most one per kind
    expect(refreshes.every((r) => r.status === 401)).toBe(true);
    const lastRefresh = Math.max(...refreshes.map((r) => r.seq));
    expect(log.filter((r) => r.seq > lastRefresh)).toEqual([]);
    // Each call went out once (its 401), and was never retried.
    expect(log.filter((r) => r.path === PROFILE || r.path === USER_INFO)).toHaveLength(10);
  });

  it('(d) a refresh that succeeds while the retry still gets 401 does not loop', async () => {
    const { http, onSessionEnd } = await signedInClient();
    await sandbox.control.expireTokens('merchant');
    // The sandbox refuses a TTL of 0 (minimum 1 s). With 1 s tokens and 1.5 s of latency before
    // every service answer, the token issued by the refresh has expired by the time the retry
    // is checked: a real "refresh ok, retry 401", with no client-side fakery.
    await sandbox.control.setFaults({ accessTokenTtlSeconds: 1, latencyMs: 1500 });

    await expect(http.request({ path: PROFILE })).rejects.toMatchObject({ statusCode: 401, key: 'errors.unauthorized' });

    const refreshes = await logOf(MERCHANT_REFRESH);
    expect(refreshes.map((r) => r.status)).toEqual([200]);
    expect((await logOf(PROFILE)).map((r) => r.status)).toEqual([401, 401]);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe('http client against the sandbox: error shapes', () => {
  it('(e) a dropped connection becomes statusCode 0, errors.network', async () => {
    const { http, onSessionEnd } = await signedInClient();
    await sandbox.control.setFaults({ dropRate: 1 });

    await expect(http.request({ path: PROFILE })).rejects.toMatchObject({
      statusCode: 0,
      key: 'errors.network',
      message: 'Blocked by CORS policy',
    });
    expect(await logOf(MERCHANT_REFRESH)).toHaveLength(0);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('(f) a 400 carries the server message (and the server key when it sends one)', async () => {
    const { http } = await signedInClient();
    const api = createAuthApi(http);
    await expect(api.getUserKind('12345')).rejects.toMatchObject({
      statusCode: 400,
      key: 'auth_phone_invalid',
      serverMessage: 'phone must be 11 digits starting with 7',
      message: 'phone must be 11 digits starting with 7',
    });
    await expect(http.request({ method: 'POST', path: '/merchant-profile/api/v1/auth/sign-in', token: 'user', body: {} })).rejects.toMatchObject({
      statusCode: 400,
      key: 'errors.bad_request',
      serverMessage: 'mid is required',
    });
  });
});

describe('auth api against the sandbox', () => {
  it('signs in by password, picks a store and reads who is signed in', async () => {
    const session = createSessionStore({ storage: createMemoryStorage() });
    const http = createHttpClient({ config: readConfig({ VITE_API_BASE_URL: sandbox.baseUrl }), session, onSessionEnd: vi.fn() });
    const api = createAuthApi(http);

    expect(await api.getUserKind('77010000001')).toEqual({ user_kind: 'full', account_status: 'ACTIVE' });
    await expect(api.signInByPassword('77010000001', 'wrong-Pass1!')).rejects.toMatchObject({ statusCode: 401, key: 'auth_wrong_password' });

    const sso = await api.signInByPassword('77010000001', 'Partner1!');
    session.set({ user_access_token: sso.access_token, user_refresh_token: sso.refresh_token, tdid: sso.tdid });
    const partners = await api.getPartners();
    expect(partners.map((p) => p.mid)).toContain('m-1001');
    await expect(api.signInMerchant('m-1004')).rejects.toMatchObject({ statusCode: 403 });

    const merchant = await api.signInMerchant('m-1001');
    session.set({ merchant_access_token: merchant.access_token, merchant_refresh_token: merchant.refresh_token, mid: merchant.mid });
    expect((await api.getShopProfile()).store_name).toBe('Tech Store Almaty');
    expect((await api.getUserInfo()).tdid).toBe(sso.tdid);
    await api.signOut();
  });
});
