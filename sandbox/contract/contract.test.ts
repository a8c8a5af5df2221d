import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createSandbox, type Sandbox } from '../app';
import { DEMO_PASSWORD } from '../seed/accounts';
import type { SandboxEnv } from '../types';
import { contractApp } from './contract-app';
import { operations } from './operations/index';
import { openApiText, OPENAPI_FILE } from '../../scripts/write-openapi';

async function merchantToken(sb: Sandbox): Promise<string> {
  const post = (path: string, body: unknown, token?: string) =>
    sb.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const user = (await (await post('/sso/api/v1/auth/signin/phone', { phone: '77010000001', password: DEMO_PASSWORD })).json()) as { access_token: string };
  return ((await (await post('/merchant-profile/api/v1/auth/sign-in', { mid: 'm-1001' }, user.access_token)).json()) as { access_token: string }).access_token;
}

describe('the contract and the sandbox cannot drift', () => {
  it('serves every operation of the document, and nothing else (a route outside it stops the start)', () => {
    const sb = createSandbox({ stateFile: '' });
    expect([...sb.served].sort()).toEqual(operations.map((op) => `${op.method} ${op.path}`).sort());
    sb.close();
    const app = contractApp(new Hono<SandboxEnv>(), operations, new Set());
    expect(() => app.get('/oms/api/v3/merchant/orders/:id/secret', (c) => c.json({}))).toThrow(/GET \/oms\/api\/v3\/merchant\/orders\/\{id\}\/secret is served but not in the contract/);
  });

  it('marks every operation spec or designed, the designed ones with their reason', () => {
    for (const op of operations) expect(Boolean(op.spec) !== Boolean(op.designed), `${op.method} ${op.path}`).toBe(true);
    const keys = operations.map((op) => `${op.method} ${op.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('docs/openapi.json is the document generated from the schemas (npm run contract:doc)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText());
  });
});

describe('the contract checks each request before the module', () => {
  it("refuses a query or body the document calls invalid with the sandbox's 400 {message}", async () => {
    const sb = createSandbox({ stateFile: '' });
    const token = await merchantToken(sb);
    const auth = { Authorization: `Bearer ${token}` };
    const sorting = await sb.app.request('/oms/api/v3/merchant/orders?sorting=price', { headers: auth });
    expect(sorting.status).toBe(400);
    expect(await sorting.json()).toEqual({ message: 'sorting must be one of _id, -_id, total_price, -total_price, created_at, -created_at, completed_time, -completed_time' });
    const body = await sb.app.request('/merchant-gateway/api/v2/merchants/products/price', { method: 'PUT', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ store_sku: 'x', price: '500' }) });
    expect(body.status).toBe(400);
    expect(((await body.json()) as { message: string }).message).toMatch(/^price: .*expected number/);
    sb.close();
  });

  it("keeps a module's coded refusal: the schema words it as the module does, with its key", async () => {
    const sb = createSandbox({ stateFile: '' });
    const res = await sb.app.request('/sso/api/v1/auth/signin/phone', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone: 77010000001, password: 'x' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'phone must be 11 digits starting with 7', key: 'auth_phone_invalid' });
    sb.close();
  });

  it('answers a caller without a token 401 before looking at the shape of the request', async () => {
    const sb = createSandbox({ stateFile: '' });
    const res = await sb.app.request('/merchant-gateway/api/v2/merchants/products/price', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '[]' });
    expect(res.status).toBe(401);
    sb.close();
  });

  it('serves the document and its reference page', async () => {
    const sb = createSandbox({ stateFile: '' });
    const doc = (await (await sb.app.request('/__sandbox/openapi.json')).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/oms/api/v3/merchant/orders/counts');
    const page = await (await sb.app.request('/__sandbox/docs')).text();
    expect(page).toContain('data-url="/__sandbox/openapi.json"');
    const script = await sb.app.request('/__sandbox/docs/standalone.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    sb.close();
  });
});
