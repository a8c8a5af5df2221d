import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Talks to the sandbox's control endpoints through the preview server. */
export function sandbox(baseURL: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseURL}/__sandbox${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status}`);
    return response.status === 204 ? undefined : ((await response.json()) as unknown);
  };
  return {
    reset: () => call('POST', '/reset'),
    setFaults: (faults: Record<string, number>) => call('PUT', '/faults', faults),
    expireTokens: (kind?: 'user' | 'merchant') => call('POST', '/tokens/expire', kind ? { kind } : {}),
    clearRequests: () => call('DELETE', '/requests'),
    requests: async (path: string) => ((await call('GET', `/requests?path=${encodeURIComponent(path)}`)) as { requests: Array<{ method: string; path: string; query: string; status: number; body?: unknown; key?: string; replayed?: boolean }> }).requests,
  };
}

export const DEMO = { phone: '7010000001', password: 'Partner1!', store: 'Tech Store Almaty', mid: 'm-1001' };

/** Signs in through the real forms: phone, password, store (on the worker's server, or the app at `origin`). */
export async function signIn(page: Page, store = DEMO.store, origin = '') {
  await page.goto(`${origin}/auth/sign-in`);
  await page.getByLabel('Номер телефона').fill(DEMO.phone);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByLabel('Пароль').fill(DEMO.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: /Выберите магазин/ })).toBeVisible();
  await page.getByText(store, { exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\//);
}

/** A JSON POST to the sandbox (sign-in calls for the set-up), its answer's body. */
export async function postJson<T>(baseURL: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A signed-in person's store sign-in into `mid`, as the credentials the app keeps. */
export async function merchantCredentials(baseURL: string, user: { access_token: string; refresh_token: string; tdid: string }, mid: string) {
  const merchant = await postJson<{ access_token: string; refresh_token: string; mid: string }>(baseURL, '/merchant-profile/api/v1/auth/sign-in', { mid }, user.access_token);
  return {
    user_access_token: user.access_token,
    user_refresh_token: user.refresh_token,
    tdid: user.tdid,
    merchant_access_token: merchant.access_token,
    merchant_refresh_token: merchant.refresh_token,
    mid: merchant.mid,
  };
}

/** Signs in over HTTP and puts the credentials where the app keeps them (faster set-up). */
export async function injectSession(context: BrowserContext, baseURL: string, mid = DEMO.mid, status: 'active' | 'on-check' | 'new' = 'active') {
  const post = <T>(path: string, body: unknown, token?: string) => postJson<T>(baseURL, path, body, token);
  const user = await post<{ access_token: string; refresh_token: string; tdid: string }>('/sso/api/v1/auth/signin/phone', { phone: `7${DEMO.phone}`, password: DEMO.password });
  const credentials = await merchantCredentials(baseURL, user, mid);
  await storeCredentials(context, credentials, status);
  return credentials;
}

export interface StoredCredentials {
  user_access_token: string;
  user_refresh_token: string;
  tdid: string;
  merchant_access_token: string;
  merchant_refresh_token: string;
  mid: string;
}

/** Puts signed-in credentials where the app keeps them, on the first load of each tab only. */
export async function storeCredentials(context: BrowserContext, credentials: StoredCredentials, status: 'active' | 'on-check' | 'new' = 'active') {
  await context.addInitScript(
    ([c, s]) => {
      if (sessionStorage.getItem('e2e-injected')) return; // only the first load of each tab
      sessionStorage.setItem('e2e-injected', '1');
      if (!localStorage.getItem('merchant_cabinet')) {
        localStorage.setItem('merchant_cabinet', JSON.stringify(c));
        localStorage.setItem('merchant_cabinet_profile', JSON.stringify({ state: { status: s }, version: 1 }));
      }
    },
    [credentials, status] as const,
  );
}
