import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxPerFile } from '../support/integration';
import { signInMerchant } from '../support/sandbox';
import { seedAt } from '../support/seed-dates';
import type { Credentials } from '../../providers/session';

/**
 * The sandbox validates like a real service: every call of the core modules answers bad
 * input with 400 {message}, a missing or wrong token with 401; faults and controls work.
 */
const sb = sandboxPerFile();
let cred: Credentials;

type Token = 'user' | 'merchant' | 'none';
interface Case { method: string; path: string; token: Token; body?: string; status: number; key?: string }

async function send(c: Omit<Case, 'status' | 'key'>): Promise<Response> {
  const headers: Record<string, string> = {};
  if (c.token === 'user') headers.Authorization = `Bearer ${cred.user_access_token}`;
  if (c.token === 'merchant') headers.Authorization = `Bearer ${cred.merchant_access_token}`;
  if (c.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${sb.baseUrl}${c.path}`, { method: c.method, headers, body: c.body });
}

const REVIEWS = '/feedback/api/v1/reviews/merchants';
const SETTINGS = '/user-profile/api/v1/profile/settings';

const BAD_INPUT: Case[] = [
  { method: 'GET', path: '/sso/api/v1/users/kind/12345', token: 'none', status: 400 },
  { method: 'GET', path: '/sso/api/v1/users/kind/87010000001', token: 'none', status: 400 },
  { method: 'POST', path: '/sso/api/v1/auth/signin/phone', token: 'none', body: '{"phone":', status: 400 },
  { method: 'POST', path: '/sso/api/v1/auth/signin/phone', token: 'none', body: '{"phone":"7701","password":"x"}', status: 400 },
  { method: 'POST', path: '/sso/api/v1/auth/signin/phone', token: 'none', body: '{"phone":"77010000001","password":""}', status: 400 },
  { method: 'DELETE', path: '/sso/api/v1/auth/signout', token: 'user', body: '{oops', status: 400 },
  { method: 'POST', path: '/sso/api/v1/auth/refresh', token: 'none', body: '{}', status: 400 },
  { method: 'POST', path: '/merchant-profile/api/v1/auth/refresh', token: 'none', body: '[1]', status: 400 },
  { method: 'POST', path: '/merchant-profile/api/v1/auth/sign-in', token: 'user', body: '{}', status: 400 },
  { method: 'POST', path: '/merchant-profile/api/v1/auth/sign-in', token: 'user', body: '{"mid":"m-9999"}', status: 400 },
  { method: 'PUT', path: '/sso/api/v1/users/info', token: 'user', body: '{"first_name":5}', status: 400 },
  { method: 'POST', path: SETTINGS, token: 'merchant', body: '{"guides":"all"}', status: 400 },
  { method: 'POST', path: SETTINGS, token: 'merchant', body: '{"guides":{"orders":"yes"}}', status: 400 },
  { method: 'POST', path: SETTINGS, token: 'merchant', body: '{"guides":{},"lang":"de"}', status: 400 },
  { method: 'GET', path: '/config-discovery/api/v2/contacts', token: 'none', status: 400 },
  { method: 'GET', path: '/config-discovery/api/v2/contacts?user_type=client', token: 'none', status: 400 },
  { method: 'GET', path: '/translations/api/v1/dictionary?lang=ru', token: 'none', status: 400 },
  { method: 'GET', path: '/translations/api/v1/dictionary?platform=partner&lang=de', token: 'none', status: 400 },
  { method: 'GET', path: '/translations/api/v1/dictionary?platform=partner&lang=ru&lang=en', token: 'none', status: 400 },
  { method: 'GET', path: `${REVIEWS}?limit=0`, token: 'merchant', status: 400 },
  { method: 'GET', path: `${REVIEWS}?limit=101`, token: 'merchant', status: 400 },
  { method: 'GET', path: `${REVIEWS}?limit=ten`, token: 'merchant', status: 400 },
  { method: 'GET', path: `${REVIEWS}?page=0`, token: 'merchant', status: 400 },
  { method: 'GET', path: `${REVIEWS}?ratings=6`, token: 'merchant', status: 400 },
  { method: 'GET', path: `${REVIEWS}?ratings=1,`, token: 'merchant', status: 400 },
  { method: 'GET', path: `${REVIEWS}?ratings=1&ratings=2`, token: 'merchant', status: 400 },
  { method: 'GET', path: `${REVIEWS}?sort_key=title&sort_val=1`, token: 'merchant', status: 400 },
  { method: 'GET', path: `${REVIEWS}?sort_key=rating&sort_val=desc`, token: 'merchant', status: 400 },
  { method: 'GET', path: `${REVIEWS}?date_from=yesterday`, token: 'merchant', status: 400 },
  { method: 'GET', path: `${REVIEWS}?date_from=2026-11-10T00:00:00Z&date_to=2026-11-01T00:00:00Z`, token: 'merchant', status: 400 },
  { method: 'GET', path: '/f3/api/v1/files/photo.exe', token: 'none', status: 400 },
];

const NO_TOKEN: Case[] = [
  { method: 'DELETE', path: '/sso/api/v1/auth/signout', token: 'none', status: 401 },
  { method: 'DELETE', path: '/sso/api/v1/auth/signout', token: 'merchant', status: 401 },
  { method: 'GET', path: '/merchant-profile/api/v1/auth', token: 'none', status: 401 },
  { method: 'GET', path: '/merchant-profile/api/v1/auth', token: 'merchant', status: 401 },
  { method: 'POST', path: '/merchant-profile/api/v1/auth/sign-in', token: 'none', body: '{"mid":"m-1001"}', status: 401 },
  { method: 'GET', path: '/sso/api/v1/users/info', token: 'none', status: 401 },
  { method: 'PUT', path: '/sso/api/v1/users/info', token: 'none', body: '{}', status: 401 },
  { method: 'GET', path: '/merchant-profile/api/v1/profile', token: 'none', status: 401 },
  { method: 'GET', path: '/merchant-profile/api/v1/profile', token: 'user', status: 401 },
  { method: 'GET', path: SETTINGS, token: 'none', status: 401 },
  { method: 'POST', path: SETTINGS, token: 'user', body: '{"guides":{}}', status: 401 },
  { method: 'GET', path: REVIEWS, token: 'none', status: 401 },
  { method: 'GET', path: `${REVIEWS}/products/100001`, token: 'user', status: 401 },
  { method: 'POST', path: '/sso/api/v1/auth/refresh', token: 'none', body: '{"refresh_token":"nope"}', status: 401 },
  { method: 'POST', path: '/merchant-profile/api/v1/auth/refresh', token: 'none', body: '{"refresh_token":"nope"}', status: 401 },
];

beforeAll(async () => {
  cred = await signInMerchant(sb.baseUrl);
});

describe('sandbox validation', () => {
  it.each(BAD_INPUT.map((c) => [`${c.method} ${c.path} ${c.body ?? ''}`, c] as const))('400 for %s', async (_name, c) => {
    const res = await send(c);
    expect(res.status).toBe(c.status);
    const body = (await res.json()) as { message?: unknown };
    expect(typeof body.message === 'string' && body.message.length > 0).toBe(true);
  });

  it('404 for a review id that is not a number: a path naming no review, like a missing id', async () => {
    const res = await send({ method: 'GET', path: `${REVIEWS}/products/abc`, token: 'merchant' });
    expect(res.status).toBe(404);
  });

  it.each(NO_TOKEN.map((c) => [`${c.method} ${c.path} (${c.token})`, c] as const))('401 for %s', async (_name, c) => {
    const res = await send(c);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'unauthorized' });
  });

  it('refuses sign-in to disabled or closed stores with 403 partner_blocked', async () => {
    for (const mid of ['m-1004', 'm-1005']) {
      const res = await send({ method: 'POST', path: '/merchant-profile/api/v1/auth/sign-in', token: 'user', body: JSON.stringify({ mid }) });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'store is disabled', key: 'partner_blocked' });
    }
  });

  it('answers 401 invalid credentials, 404 unknown user and unknown review, 404 JSON for unknown paths', async () => {
    const wrong = await send({ method: 'POST', path: '/sso/api/v1/auth/signin/phone', token: 'none', body: '{"phone":"77010000001","password":"nope"}' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ key: 'auth_wrong_password' });
    expect((await send({ method: 'GET', path: '/sso/api/v1/users/kind/77019999999', token: 'none' })).status).toBe(404);
    expect((await send({ method: 'GET', path: `${REVIEWS}/products/1`, token: 'merchant' })).status).toBe(404);
    const unknown = await send({ method: 'GET', path: '/oms/api/v9/nothing', token: 'merchant' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
  });
});

interface ReviewList { reviews: Array<{ id: number; rating: number; created_at: string; merchant_sku: string; product_title: { ru: string } }>; total: number }
const reviews = async (query: string): Promise<ReviewList> => {
  const res = await send({ method: 'GET', path: `${REVIEWS}?${query}`, token: 'merchant' });
  expect(res.status).toBe(200);
  return (await res.json()) as ReviewList;
};

describe('sandbox services', () => {
  it('lists the shop reviews with paging, rating filter, sorting, dates and search', async () => {
    const all = await reviews('limit=100&page=1');
    expect(all.total).toBeGreaterThanOrEqual(320);
    expect(all.reviews).toHaveLength(100);
    const page4 = await reviews('limit=100&page=4');
    expect(page4.reviews).toHaveLength(all.total - 300);

    const low = await reviews('limit=100&ratings=1,2&sort_key=rating&sort_val=1');
    expect(low.reviews.every((r) => r.rating <= 2)).toBe(true);
    expect(low.reviews[0].rating).toBe(1);

    const asc = await reviews('limit=5&sort_key=created_at&sort_val=1');
    expect(asc.reviews[0].created_at <= asc.reviews[1].created_at).toBe(true);

    const ranged = await reviews(`limit=100&date_from=${seedAt(-19)}&date_to=${seedAt(1)}`);
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.total).toBeLessThan(all.total);
    expect(ranged.reviews.every((r) => r.created_at >= seedAt(-19))).toBe(true);

    const sku = all.reviews[0].merchant_sku;
    const bySku = await reviews(`limit=100&search=${sku.toLowerCase()}`);
    expect(bySku.reviews.every((r) => r.merchant_sku === sku)).toBe(true);
    const byTitle = await reviews(`search=${encodeURIComponent('SONY wh')}`);
    expect(byTitle.reviews.every((r) => r.product_title.ru.includes('Sony WH'))).toBe(true);

    const one = await send({ method: 'GET', path: `${REVIEWS}/products/${all.reviews[0].id}`, token: 'merchant' });
    expect(await one.json()).toMatchObject({ id: all.reviews[0].id, merchant_sku: sku });
  });

  it('keeps reviews per shop: another shop cannot read them', async () => {
    const mine = await reviews('limit=1');
    const other = await signInMerchant(sb.baseUrl, '77010000001', 'm-1002');
    const res = await fetch(`${sb.baseUrl}${REVIEWS}/products/${mine.reviews[0].id}`, { headers: { Authorization: `Bearer ${other.merchant_access_token}` } });
    expect(res.status).toBe(404);
  });

  it('serves reference data, the dictionary and generated images', async () => {
    const contacts = (await (await send({ method: 'GET', path: '/config-discovery/api/v2/contacts?user_type=merchant', token: 'none' })).json()) as { contacts_info: Array<{ type: string; name: string }> };
    expect(new Set(contacts.contacts_info.map((c) => c.type))).toEqual(new Set(['link', 'phone', 'email', 'social_network']));
    const networks = contacts.contacts_info.filter((c) => c.type === 'social_network').map((c) => c.name);
    expect(networks).toEqual(expect.arrayContaining(['facebook', 'telegram', 'instagram', 'youtube', 'tiktok', 'whatsapp', 'vk']));
    const cities = (await (await send({ method: 'GET', path: '/config-discovery/api/v2/cities', token: 'none' })).json()) as Array<{ id: string; name: { en: string } }>;
    expect(cities.find((c) => c.id === '750000000')?.name.en).toBe('Almaty');
    const dict = (await (await send({ method: 'GET', path: '/translations/api/v1/dictionary?platform=partner&lang=en', token: 'none' })).json()) as { data: Record<string, string> };
    expect(dict.data.brand_label).toBe('Partner');
    const svg = await send({ method: 'GET', path: '/f3/api/v1/files/review-1.svg', token: 'none' });
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg/);
  });

  it('refresh rotates, the old refresh token still works for a moment, sign-out ends the session', async () => {
    const s = await signInMerchant(sb.baseUrl);
    const refresh = (token: string | undefined) =>
      fetch(`${sb.baseUrl}/merchant-profile/api/v1/auth/refresh`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh_token: token }) });
    const [a, b] = await Promise.all([refresh(s.merchant_refresh_token), refresh(s.merchant_refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const pair = (await a.json()) as { access_token: string; refresh_token: string };
    expect(pair.refresh_token).not.toBe(s.merchant_refresh_token);
    const signout = await fetch(`${sb.baseUrl}/sso/api/v1/auth/signout`, { method: 'DELETE', headers: { Authorization: `Bearer ${s.user_access_token}` } });
    expect(signout.status).toBe(204);
    const after = await fetch(`${sb.baseUrl}/merchant-profile/api/v1/profile`, { headers: { Authorization: `Bearer ${pair.access_token}` } });
    expect(after.status).toBe(401);
  });
});

describe('sandbox faults and controls', () => {
  beforeEach(async () => {
    await sb.control.reset();
    cred = await signInMerchant(sb.baseUrl);
  });
  afterAll(() => sb.control.reset());

  const profile = () => send({ method: 'GET', path: '/merchant-profile/api/v1/profile', token: 'merchant' });

  it('adds latency to service calls', async () => {
    await sb.control.setFaults({ latencyMs: 300 });
    const started = performance.now();
    expect((await profile()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('answers 503 at errorRate 1, but never on control endpoints', async () => {
    await sb.control.setFaults({ errorRate: 1 });
    const res = await profile();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'service unavailable' });
    expect((await fetch(`${sb.baseUrl}/__sandbox/health`)).status).toBe(200);
  });

  it('drops the connection at dropRate 1: fetch rejects', async () => {
    await sb.control.setFaults({ dropRate: 1 });
    await expect(profile()).rejects.toThrow();
    const log = await sb.control.requests('/merchant-profile/api/v1/profile');
    expect(log.at(-1)?.status).toBe(0);
  });

  it('expires access tokens after accessTokenTtlSeconds', async () => {
    await sb.control.setFaults({ accessTokenTtlSeconds: 1 });
    cred = await signInMerchant(sb.baseUrl);
    expect((await profile()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await profile()).status).toBe(401);
  });

  it('validates fault settings and reports them', async () => {
    const bad = await fetch(`${sb.baseUrl}/__sandbox/faults`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"errorRate":2}' });
    expect(bad.status).toBe(400);
    await sb.control.setFaults({ latencyMs: 10 });
    expect(await (await fetch(`${sb.baseUrl}/__sandbox/faults`)).json()).toMatchObject({ latencyMs: 10, errorRate: 0, dropRate: 0 });
    expect(await (await fetch(`${sb.baseUrl}/__sandbox/health`)).json()).toEqual({ ok: true });
  });

  it('expires access tokens of one kind and revokes refresh tokens on demand', async () => {
    await sb.control.expireTokens('merchant');
    expect((await profile()).status).toBe(401);
    expect((await send({ method: 'GET', path: '/sso/api/v1/users/info', token: 'user' })).status).toBe(200);
    await sb.control.revokeRefresh();
    const res = await fetch(`${sb.baseUrl}/merchant-profile/api/v1/auth/refresh`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh_token: cred.merchant_refresh_token }) });
    expect(res.status).toBe(401);
  });

  it('logs the raw query string exactly as received, filters by path and clears', async () => {
    await sb.control.clearRequests();
    const query = 'limit=20&page=1&search=%D0%BD%D0%B0%D1%83+x&ratings=4,5&sort_key=rating&sort_val=-1';
    expect((await send({ method: 'GET', path: `${REVIEWS}?${query}`, token: 'merchant' })).status).toBe(200);
    await send({ method: 'GET', path: '/config-discovery/api/v2/cities', token: 'none' });
    const log = await sb.control.requests('/feedback');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ method: 'GET', path: REVIEWS, query, status: 200 });
    expect((await sb.control.requests()).length).toBe(2);
    await sb.control.clearRequests();
    expect(await sb.control.requests()).toEqual([]);
  });

  it('allows any origin with Authorization (standalone on another port)', async () => {
    const res = await fetch(`${sb.baseUrl}${REVIEWS}`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });
});
