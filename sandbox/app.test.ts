import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './app';
import { DEMO_PASSWORD } from './seed/accounts';

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function post(sb: Sandbox, path: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return sb.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function signIn(sb: Sandbox): Promise<string> {
  const user = (await (await post(sb, '/sso/api/v1/auth/signin/phone', { phone: '77010000001', password: DEMO_PASSWORD })).json()) as { access_token: string };
  const merchant = (await (await post(sb, '/merchant-profile/api/v1/auth/sign-in', { mid: 'm-1001' }, user.access_token)).json()) as { access_token: string };
  return merchant.access_token;
}

describe('sandbox app state across restarts', () => {
  let dir: string;
  let stateFile: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-app-'));
    stateFile = join(dir, 'state.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const settings = (sb: Sandbox, token: string) =>
    sb.app.request('/user-profile/api/v1/profile/settings', { headers: { Authorization: `Bearer ${token}` } });

  it('keeps tokens and changes after a restart; reset restores the seed and drops tokens', async () => {
    const first = createSandbox({ stateFile });
    const token = await signIn(first);
    expect((await post(first, '/user-profile/api/v1/profile/settings', { guides: { orders: true } }, token)).status).toBe(200);
    await tick(); // no close(): as if the process were killed after the answer

    const second = createSandbox({ stateFile });
    const res = await settings(second, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ guides: { orders: true } });

    expect((await second.app.request('/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect((await settings(second, token)).status).toBe(401);
    const fresh = await signIn(second);
    expect(await (await settings(second, fresh)).json()).toEqual({ guides: {} });
    second.close();
  });

  it('takes start faults from options over the environment, and reset restores them', async () => {
    const sb = createSandbox({ stateFile: '', faults: { latencyMs: 5 } });
    expect(sb.faults.latencyMs).toBe(5);
    await sb.app.request('/__sandbox/faults', { method: 'PUT', body: JSON.stringify({ latencyMs: 0, errorRate: 0.5 }) });
    expect(sb.faults).toMatchObject({ latencyMs: 0, errorRate: 0.5 });
    await sb.app.request('/__sandbox/reset', { method: 'POST' });
    expect(sb.faults).toMatchObject({ latencyMs: 5, errorRate: 0 });
  });
});
