import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Order } from '../../providers/api/orders-api';

/** Orders picked through the sandbox's API (never hard-coded numbers), for the details specs. */
export async function fetchOrders(baseURL: string, token: string, query: Record<string, string>): Promise<Order[]> {
  const params = new URLSearchParams({ limit: '100', page: '1', ...query });
  const response = await fetch(`${baseURL}/oms/api/v3/merchant/orders?${params}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`orders: ${response.status}`);
  return ((await response.json()) as { orders: Order[] }).orders;
}

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
  const statuses = ['waiting_confirmation', 'on_assembly', 'reassembly', 'assembled', 'delivering', 'completed', 'canceled'];
  const picked: Order[] = [];
  for (const status of statuses) {
    const list = await fetchOrders(baseURL, token, { status });
    const found = list.find((o) => isEditable(o)) ?? list[0];
    if (found) picked.push(found);
  }
  return picked;
}

/** Axe on the open dialogs only: behind a modal's mask the page itself reads as low contrast. */
export async function expectDialogsAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('.ant-modal-wrap').analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}
