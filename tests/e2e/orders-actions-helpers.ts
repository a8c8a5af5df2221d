import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Order } from '../../providers/api/orders-api';

/** Orders for the actions specs, picked through the sandbox's API (never hard-coded numbers). */
export async function ordersOf(baseURL: string, token: string, status: Order['status']): Promise<Order[]> {
  const params = new URLSearchParams({ limit: '100', page: '1', status });
  const response = await fetch(`${baseURL}/oms/api/v3/merchant/orders?${params}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`orders: ${response.status}`);
  return ((await response.json()) as { orders: Order[] }).orders;
}

/** The number of units a package count may not exceed. */
export const unitsOf = (o: Order): number => o.products.filter((p) => p.is_active).reduce((n, p) => n + p.quantity, 0);

/** Locks an order for `ms` (the sandbox answers its changes with 423 meanwhile). */
export async function lockOrder(baseURL: string, id: string, ms: number): Promise<void> {
  const response = await fetch(`${baseURL}/__sandbox/orders/${id}/lock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms }) });
  if (!response.ok) throw new Error(`lock ${id}: ${response.status}`);
}

export async function openOrder(page: Page, id: string): Promise<void> {
  await page.goto(`/orders/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`${id}`) })).toBeVisible();
}

/** The text of the newest toast of a kind (antd notifications). */
export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice-message').filter({ hasText: text });

/**
 * Axe on the open dialogs only: the page behind them belongs to the details screen, which has
 * its own scans (its status tags are reported there, not here).
 */
export async function expectDialogsAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('.ant-modal-wrap, .ant-drawer, .ant-popover, .ant-tooltip').analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}
