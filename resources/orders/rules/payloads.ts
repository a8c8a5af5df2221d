import type { DecisionBody, ProductQuantity } from '../orders-api';
import type { EditableLine } from './package-count';
import { allRemoved } from './product-editing';

/** What each order call sends (spec 2 §4 "Order decisions" and "Editing products"). */
export const ACCEPT_ALL_REMOVED_KEY = 'orders_details_accept_toast_error_products_removed_message';

export type RejectReason = { kind: 'not available' } | { kind: 'other reason'; text: string };
export const DEFAULT_REJECT_REASON: RejectReason = { kind: 'not available' };

const pair = (l: EditableLine): ProductQuantity => ({ sku: l.sku, quantity: l.quantity });

/** Accept sends only non-removed active lines; all removed → refused with the toast key. */
export function acceptBody(lines: readonly EditableLine[]): { ok: true; body: DecisionBody } | { ok: false; key: typeof ACCEPT_ALL_REMOVED_KEY } {
  if (allRemoved(lines)) return { ok: false, key: ACCEPT_ALL_REMOVED_KEY };
  return { ok: true, body: { solution: 'accept', products: lines.filter((l) => l.is_active && !l.removed).map(pair) } };
}

/** Reject sends every line with the reason: 'not available' or the typed text of 'other reason'. */
export function rejectBody(lines: readonly EditableLine[], reason: RejectReason = DEFAULT_REJECT_REASON): DecisionBody {
  const text = reason.kind === 'other reason' ? reason.text.trim() : 'not available';
  return { solution: 'reject', reason: text, products: lines.map(pair) };
}

/** 'other reason' needs text before it can be sent. */
export function canReject(reason: RejectReason): boolean {
  return reason.kind === 'not available' || reason.text.trim() !== '';
}

export function assembledBody(lines: readonly EditableLine[]): DecisionBody {
  return { solution: 'assembled', products: lines.filter((l) => l.is_active && !l.removed).map(pair) };
}

/**
 * Cancel call: only changed or removed lines, each with initial − current (all of the
 * initial quantity when removed).
 */
export function cancelProductsBody(lines: readonly EditableLine[]): ProductQuantity[] {
  return lines
    .filter((l) => l.is_active && (l.removed || l.quantity !== l.initial_quantity))
    .map((l) => ({ sku: l.sku, quantity: l.removed ? l.initial_quantity : l.initial_quantity - l.quantity }));
}
