import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandbox } from '../../sandbox/app';
import { answerClientErrorsAsJson } from '../../sandbox/limits';
import type { FaultSettings } from '../../sandbox/types';
import type { Credentials } from '../../providers/session';
import { DEMO_PASSWORD } from '../../sandbox/seed/accounts';

/**
 * The sandbox on a random loopback port with its own temp state file, for integration
 * tests, benchmarks and end-to-end support. Controls go through the real /__sandbox endpoints.
 */
export interface RunningSandbox {
  baseUrl: string;
  close(): Promise<void>;
  control: {
    reset(): Promise<void>;
    setFaults(f: Partial<FaultSettings>): Promise<void>;
    expireTokens(kind?: 'user' | 'merchant'): Promise<void>;
    revokeRefresh(kind?: 'user' | 'merchant'): Promise<void>;
    requests(pathPrefix?: string): Promise<Array<{ seq: number; method: string; path: string; query: string; status: number; body?: unknown; key?: string; replayed?: boolean }>>;
    clearRequests(): Promise<void>;
  };
}

async function call(baseUrl: string, method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox control ${method} ${path} → ${res.status} ${await res.text()}`);
  return res;
}

export async function startSandbox(opts: { faults?: Partial<FaultSettings> } = {}): Promise<RunningSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'partner-sandbox-'));
  const sandbox = createSandbox({ stateFile: join(dir, 'state.json'), faults: opts.faults });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  answerClientErrorsAsJson(server);
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets of fetch would otherwise hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
    control: {
      reset: async () => void (await call(baseUrl, 'POST', '/__sandbox/reset')),
      setFaults: async (f) => void (await call(baseUrl, 'PUT', '/__sandbox/faults', f)),
      expireTokens: async (kind) => void (await call(baseUrl, 'POST', '/__sandbox/tokens/expire', kind ? { kind } : {})),
      revokeRefresh: async (kind) => void (await call(baseUrl, 'POST', '/__sandbox/tokens/revoke', kind ? { kind } : {})),
      async requests(pathPrefix) {
        const query = pathPrefix ? `?path=${encodeURIComponent(pathPrefix)}` : '';
        const res = await call(baseUrl, 'GET', `/__sandbox/requests${query}`);
        return ((await res.json()) as { requests: Array<{ seq: number; method: string; path: string; query: string; status: number; body?: unknown; key?: string; replayed?: boolean }> }).requests;
      },
      clearRequests: async () => void (await call(baseUrl, 'DELETE', '/__sandbox/requests')),
    },
  };
}

async function json<T>(res: Response, step: string): Promise<T> {
  if (!res.ok) throw new Error(`signInMerchant: ${step} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The app's sign-in flow over raw fetch: kind → password → partner list → merchant sign-in. */
export async function signInMerchant(baseUrl: string, phone = '77010000001', mid = 'm-1001'): Promise<Credentials> {
  await json(await fetch(`${baseUrl}/sso/api/v1/users/kind/${phone}`), 'user kind');
  const user = await json<{ access_token: string; refresh_token: string; tdid: string }>(
    await fetch(`${baseUrl}/sso/api/v1/auth/signin/phone`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone, password: DEMO_PASSWORD }),
    }),
    'password sign-in',
  );
  const userAuth = { Authorization: `Bearer ${user.access_token}` };
  await json(await fetch(`${baseUrl}/merchant-profile/api/v1/auth`, { headers: userAuth }), 'partner list');
  const merchant = await json<{ mid: string; access_token: string; refresh_token: string }>(
    await fetch(`${baseUrl}/merchant-profile/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { ...userAuth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mid }),
    }),
    'merchant sign-in',
  );
  return {
    user_access_token: user.access_token,
    user_refresh_token: user.refresh_token,
    merchant_access_token: merchant.access_token,
    merchant_refresh_token: merchant.refresh_token,
    mid: merchant.mid,
    tdid: user.tdid,
  };
}
