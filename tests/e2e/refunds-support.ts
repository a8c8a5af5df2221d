import { expect, type Page } from '@playwright/test';
import type { RefundRequest, RefundStatus } from '../../resources/refunds/refunds-api';

export const REFUNDS_CALL = '/rms-new/api/v1/products';

/** Requests whose products are all in `status`, read over HTTP (the seed data, as it is now). */
export async function requestsIn(baseURL: string, token: string, status: RefundStatus): Promise<RefundRequest[]> {
  const response = await fetch(`${baseURL}${REFUNDS_CALL}?status=${status}&limit=100`, { headers: { authorization: `Bearer ${token}` } });
  const { requests } = (await response.json()) as { requests: RefundRequest[] };
  return requests.filter((q) => q.products.every((p) => p.status === status));
}

/** Moves every product of a request behind the app's back (the sandbox's control call). */
export async function moveBehind(baseURL: string, uuid: string, status: RefundStatus): Promise<void> {
  const response = await fetch(`${baseURL}/__sandbox/refunds/${uuid}/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }) });
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
