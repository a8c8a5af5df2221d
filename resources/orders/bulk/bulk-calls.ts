import type { Order } from '../orders-api';
import { withLockRetry } from '../../../providers/http/lock-retry';
import { ordersApi } from '../orders-services';
import { linesOf } from '../products/use-product-editing';
import { acceptBody, assembledBody } from '../rules/payloads';

/** A change refused before any call (every product removed): its text key. */
export class RefusedBeforeCall extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/**
 * One order of a bulk accept, as the single accept does it (use-order-flows.ts): a new pickup
 * point first (fbs only), then the decision, each call repeated while the order answers 423.
 */
export async function acceptOne(order: Order, pointId: string | undefined, signal: AbortSignal): Promise<Order> {
  const body = acceptBody(linesOf(order));
  if (!body.ok) throw new RefusedBeforeCall(body.key);
  if (order.storage_type === 'fbs' && pointId && pointId !== order.pickup_point_id) {
    await withLockRetry(() => ordersApi.setPickupPoint(order.id, pointId), { signal });
  }
  return withLockRetry(() => ordersApi.decide(order.id, body.body, signal), { signal });
}

/** One order of a bulk "ready for delivery": its package count, then the assembled decision (the single flow's order). */
export async function readyOne(order: Order, count: number, signal: AbortSignal): Promise<Order> {
  await withLockRetry(() => ordersApi.setPackagesCount(order.id, count), { signal });
  return withLockRetry(() => ordersApi.decide(order.id, assembledBody(linesOf(order)), signal), { signal });
}
