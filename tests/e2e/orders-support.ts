import { expect, type Page } from '@playwright/test';
import type { Order } from '../../resources/orders/orders-api';
import { postJson } from './support';

/** Orders picked through the sandbox's API (never hard-coded numbers). */
export async function fetchOrders(baseURL: string, token: string, query: Record<string, string>): Promise<Order[]> {
  const params = new URLSearchParams({ limit: '100', page: '1', ...query });
  const response = await fetch(`${baseURL}/oms/api/v3/merchant/orders?${params}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`orders: ${response.status}`);
  return ((await response.json()) as { orders: Order[] }).orders;
}

/** The first 100 orders of a status. */
export const ordersOf = (baseURL: string, token: string, status: Order['status']): Promise<Order[]> => fetchOrders(baseURL, token, { status });

export async function fetchOrder(baseURL: string, token: string, id: string): Promise<Order> {
  const response = await fetch(`${baseURL}/oms/api/v3/merchant/orders/${id}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`order ${id}: ${response.status}`);
  return (await response.json()) as Order;
}

/** Editable (spec 2 §4): fbs, divisible, with at least `lines` active lines, one of them with more than one unit. */
export function isEditable(o: Order, lines = 2): boolean {
  const active = o.products.filter((p) => p.is_active);
  return o.storage_type === 'fbs' && o.payment.dividable && active.length >= lines && active.some((p) => p.quantity > 1);
}

/** One order of each status, preferring editable ones where the status allows editing. */
export async function oneOfEachStatus(baseURL: string, token: string): Promise<Order[]> {
  const statuses: Order['status'][] = ['waiting_confirmation', 'on_assembly', 'reassembly', 'assembled', 'delivering', 'completed', 'canceled'];
  const picked: Order[] = [];
  for (const status of statuses) {
    const list = await ordersOf(baseURL, token, status);
    const found = list.find((o) => isEditable(o)) ?? list[0];
    if (found) picked.push(found);
  }
  return picked;
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

/** A new order waiting confirmation in the demo store, made now (the newest of the list). */
export async function addWaitingOrder(baseURL: string): Promise<string> {
  return (await postJson<{ id: string }>(baseURL, '/__sandbox/orders', { mid: 'm-1001' })).id;
}
