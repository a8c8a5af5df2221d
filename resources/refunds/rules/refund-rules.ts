import { REFUND_STATUSES, type RefundProduct, type RefundRequest, type RefundStatus, type StatusChange } from '../refunds-api';

/**
 * Spec 2 §4 filter groups, in the spec's order. A group is what the seller picks; the call
 * sends the statuses it stands for (resources/refunds: backend.filterValues).
 */
export const REFUND_GROUPS = {
  needs_confirmation: ['created'],
  delivery: ['waiting_for_delivery', 'delivery_to_partner', 'delivery_to_client', 'on_stock'],
  seller_check: ['in_progress'],
  moderation: ['on_moderation_return', 'on_moderation_req'],
  finished: ['finished'],
} as const satisfies Record<string, readonly RefundStatus[]>;
export type RefundGroup = keyof typeof REFUND_GROUPS;
export const GROUP_KEYS = Object.keys(REFUND_GROUPS) as RefundGroup[];

/** The statuses a choice of groups sends, in the groups' order. */
export function statusesOf(groups: readonly RefundGroup[]): RefundStatus[] {
  return groups.flatMap((g) => [...REFUND_GROUPS[g]]);
}

/** The six decisions of spec 2 §4, each from one status to one status. */
export const REFUND_ACTIONS = {
  acceptWithCourier: { from: 'created', to: 'waiting_for_delivery' },
  acceptWithoutCourier: { from: 'created', to: 'delivery_to_partner' },
  rejectRequest: { from: 'created', to: 'on_moderation_req' },
  receive: { from: 'delivery_to_partner', to: 'in_progress' },
  acceptRefund: { from: 'in_progress', to: 'finished' },
  rejectRefund: { from: 'in_progress', to: 'on_moderation_return' },
} as const satisfies Record<string, { from: RefundStatus; to: RefundStatus }>;
export type RefundAction = keyof typeof REFUND_ACTIONS;
export const ACTION_KEYS = Object.keys(REFUND_ACTIONS) as RefundAction[];

/** Rejections ask for a reason and a confirmation. */
export const REJECTIONS: readonly RefundAction[] = ['rejectRequest', 'rejectRefund'];

/** The actions a product in this status offers (none for the other nine statuses). */
export function actionsFor(status: RefundStatus): RefundAction[] {
  return ACTION_KEYS.filter((a) => REFUND_ACTIONS[a].from === status);
}

/** The products an action applies to: the given one, or, for the whole request, every product in its starting status. */
export function targetsOf(request: RefundRequest, action: RefundAction, product?: RefundProduct): RefundProduct[] {
  const from = REFUND_ACTIONS[action].from;
  return (product ? [product] : request.products).filter((p) => p.status === from);
}

/** Actions for the whole request: those at least one product offers, each for all products in that status. */
export function requestActions(request: RefundRequest): RefundAction[] {
  return ACTION_KEYS.filter((a) => targetsOf(request, a).length > 0);
}

/** The PATCH body's products for an action (a rejection carries the seller's reason). */
export function changesFor(action: RefundAction, products: readonly RefundProduct[], reason?: string): StatusChange[] {
  const to = REFUND_ACTIONS[action].to;
  const text = REJECTIONS.includes(action) ? reason?.trim() : undefined;
  return products.map((p) => (text ? { uuid: p.uuid, status: to, reason: text } : { uuid: p.uuid, status: to }));
}

/** A courier can be requested for a request accepted without one (its products wait for the seller to fetch them). */
export function canRequestCourier(request: RefundRequest): boolean {
  return !request.is_delivery_requested && request.products.some((p) => p.status === 'delivery_to_partner');
}

/** The distinct statuses of a request's products, in the spec's order: its status chips. */
export function statusesOfRequest(request: RefundRequest): RefundStatus[] {
  const present = new Set(request.products.map((p) => p.status));
  return REFUND_STATUSES.filter((s) => present.has(s));
}
