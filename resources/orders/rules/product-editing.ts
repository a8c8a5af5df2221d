import type { Order, OrderStatus } from '../orders-api';
import type { EditableLine } from './package-count';

/**
 * Product line editing, spec 2 §4 "Editing products": quantity never above initial_quantity,
 * 0 marks the line removed, restoring a removed line resets it to initial_quantity, empty
 * input is ignored; cancel restores the lines kept when editing started.
 */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['waiting_confirmation', 'on_assembly', 'reassembly'];

/** Whether the order's lines may be edited at all. */
export function canEditProducts(order: Pick<Order, 'status' | 'storage_type' | 'payment'>): boolean {
  return order.storage_type !== 'fbo' && order.payment.dividable && EDITABLE_STATUSES.includes(order.status);
}

/** Pickup point change is for fbs orders only (spec 2 §4). */
export function canChangePickupPoint(order: Pick<Order, 'storage_type' | 'status'>): boolean {
  return order.storage_type === 'fbs' && order.status === 'waiting_confirmation';
}

export type QuantityEdit<L extends EditableLine> = { lines: L[]; tooHigh: boolean };

/**
 * Applies a typed quantity to one line. Empty or non-numeric input changes nothing; above
 * initial is capped and reported (the tooltip orders_details_products_quantity_error).
 */
export function setQuantity<L extends EditableLine>(lines: readonly L[], sku: string, input: string): QuantityEdit<L> {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return { lines: [...lines], tooHigh: false };
  let tooHigh = false;
  const next = lines.map((l) => {
    if (l.sku !== sku || !l.is_active) return l;
    const wanted = Number(text);
    tooHigh = wanted > l.initial_quantity;
    const quantity = Math.min(wanted, l.initial_quantity);
    return { ...l, quantity, removed: quantity === 0 };
  });
  return { lines: next, tooHigh };
}

export function removeLine<L extends EditableLine>(lines: readonly L[], sku: string): L[] {
  return lines.map((l) => (l.sku === sku && l.is_active ? { ...l, quantity: 0, removed: true } : l));
}

/** Restoring a removed line brings back its whole initial quantity. */
export function restoreLine<L extends EditableLine>(lines: readonly L[], sku: string): L[] {
  return lines.map((l) => (l.sku === sku && l.removed ? { ...l, quantity: l.initial_quantity, removed: false } : l));
}

/** Escape / cancel: the lines as they were when editing began (copied, never shared). */
export function cancelEditing<L extends EditableLine>(saved: readonly L[]): L[] {
  return saved.map((l) => ({ ...l }));
}

/** Everything removed or inactive: the UI offers cancelling the whole order; accept is refused. */
export function allRemoved(lines: readonly EditableLine[]): boolean {
  return lines.every((l) => l.removed || !l.is_active || l.quantity === 0);
}
