import { expect, type Page } from '@playwright/test';
import type { RefundRequest, RefundStatus } from '../../resources/refunds/refunds-api';

export const REFUNDS_CALL = '/rms-new/api/v1/products';

/** Requests whose products are all in `status`, read over HTTP (the seed data, as it is now). */
export async function requestsIn(baseURL: string, token: string, status: RefundStatus): Promise<RefundRequest[]> {
  const response = await fetch(`${baseURL}${REFUNDS_CALL}?status=${status}&limit=100`, { headers: { authorization: `Bearer ${token}` } });
  const { requests } = (await response.json()) as { requests: RefundRequest[] };
  return requests.filter((q) => q.products.every((p) => p.status === status));
}

/** Moves every product of a request behind the app's back (the sandbox's control call), and sets their end date when given. */
export async function moveBehind(baseURL: string, uuid: string, status: RefundStatus, endAt?: string): Promise<void> {
  const response = await fetch(`${baseURL}/__sandbox/refunds/${uuid}/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status, end_at: endAt }) });
  if (!response.ok) throw new Error(`move ${uuid}: ${response.status}`);
}

/** Opens the list searched down to one request, as a link to it would. */
export async function openRequest(page: Page, q: RefundRequest): Promise<void> {
  await page.goto(`/refunds?filters[0][field]=search&filters[0][operator]=contains&filters[0][value]=${q.request_id}`);
  await expect(rowOf(page, q)).toBeVisible({ timeout: 20_000 });
}

export const rowOf = (page: Page, q: RefundRequest) => page.locator(`tr[data-row-key="${q.request_uuid}"]`);
export const productsOf = (page: Page, q: RefundRequest) => page.getByRole('region', { name: `Товары заявки №${q.request_id}` });

export async function expand(page: Page, q: RefundRequest) {
  await rowOf(page, q).locator('.ant-table-row-expand-icon').click();
  await expect(productsOf(page, q)).toBeVisible();
}

export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice-message').filter({ hasText: text });

/** Every request with a product in `status` (all pages), read over HTTP. */
export async function requestsWith(baseURL: string, token: string, status: RefundStatus): Promise<RefundRequest[]> {
  const all: RefundRequest[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${baseURL}${REFUNDS_CALL}?status=${status}&limit=100&page=${page}`, { headers: { authorization: `Bearer ${token}` } });
    const { requests, total } = (await response.json()) as { requests: RefundRequest[]; total: number };
    all.push(...requests);
    if (all.length >= total || requests.length === 0) return all;
  }
}

/**
 * Makes exactly `n` requests new (every product created): the ones new before are moved on
 * (finished), then `n` finished ones come back as new. Returns them.
 */
export async function seedNewRequests(baseURL: string, token: string, n: number): Promise<RefundRequest[]> {
  for (const q of await requestsWith(baseURL, token, 'created')) await moveBehind(baseURL, q.request_uuid, 'finished');
  const chosen = (await requestsIn(baseURL, token, 'finished')).slice(0, n);
  if (chosen.length < n) throw new Error(`only ${chosen.length} finished requests to make new`);
  for (const q of chosen) await moveBehind(baseURL, q.request_uuid, 'created');
  return chosen;
}
