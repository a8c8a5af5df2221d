import type { BrowserContext } from '@playwright/test';
import { DEMO, merchantCredentials, postJson } from './support';

/**
 * Signs a demo person in over HTTP and puts the credentials where the app keeps them (as
 * support.ts's injectSession, for any phone: the employees tests need a non-owner too).
 * Answers the merchant token, for seeding through the API.
 */
export async function injectPerson(context: BrowserContext, baseURL: string, phone: string, mid = DEMO.mid): Promise<{ token: string; tdid: string }> {
  const post = <T>(path: string, body: unknown, token?: string) => postJson<T>(baseURL, path, body, token);
  const user = await post<{ access_token: string; refresh_token: string; tdid: string }>('/sso/api/v1/auth/signin/phone', { phone, password: DEMO.password });
  const credentials = await merchantCredentials(baseURL, user, mid);
  await context.addInitScript((c) => {
    if (sessionStorage.getItem('e2e-injected')) return;
    sessionStorage.setItem('e2e-injected', '1');
    localStorage.setItem('merchant_cabinet', JSON.stringify(c));
    localStorage.setItem('merchant_cabinet_profile', JSON.stringify({ state: { status: 'active' }, version: 1 }));
  }, credentials);
  return { token: credentials.merchant_access_token, tdid: user.tdid };
}

/** A call of the services with a merchant token (seeding through the API, not the UI). */
export async function api(baseURL: string, token: string, method: string, path: string): Promise<unknown> {
  const response = await fetch(`${baseURL}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return response.status === 204 ? undefined : response.json();
}

export const EMPLOYEES = '/merchant-profile/api/v1/profile/employees';

/** A small valid PDF of the given size in bytes. */
export function pdfBytes(size = 2048): Buffer {
  const body = Buffer.alloc(Math.max(size, 8), 0x20);
  body.write('%PDF-1.4\n', 0, 'ascii');
  return body;
}
