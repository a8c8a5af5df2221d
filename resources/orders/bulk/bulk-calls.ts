import type { Order } from '../orders-api';
import { withLockRetry } from '../../../providers/http/lock-retry';
import { newActionKeys, type ActionKeys } from '../../../providers/http/client';
import type { WriteStep } from './write-keys';
import { ordersApi } from '../orders-services';
import { linesOf } from '../products/use-product-editing';
import { acceptBody, assembledBody } from '../rules/payloads';

/** A change refused before any call (every product removed): its text key. */
export class RefusedBeforeCall extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/*
 * `keys`: the idempotency keys of the order's writes in this step. A bulk dialog keeps them per
 * order and step across "retry the failed", so a write whose answer was lost is replayed by the
 * server on the retry, not applied twice.
 */

/**
 * One order of a bulk accept, as the single accept does it (use-order-flows.ts): a new pickup
 * point first (fbs only), then the decision, each call repeated while the order answers 423.
 */
export async function acceptOne(order: Order, pointId: string | undefined, signal: AbortSignal, keys: ActionKeys = newActionKeys()): Promise<Order> {
  const body = acceptBody(linesOf(order));
  if (!body.ok) throw new RefusedBeforeCall(body.key);
  if (order.storage_type === 'fbs' && pointId && pointId !== order.pickup_point_id) {
    await withLockRetry(() => ordersApi.setPickupPoint(order.id, pointId), { signal, action: keys });
  }
  return withLockRetry(() => ordersApi.decide(order.id, body.body, signal), { signal, action: keys });
}

/** One order of a bulk "ready for delivery": its package count, then the assembled decision (the single flow's order). */
export async function readyOne(order: Order, count: number, signal: AbortSignal, keys: ActionKeys = newActionKeys()): Promise<Order> {
  await withLockRetry(() => ordersApi.setPackagesCount(order.id, count), { signal, action: keys });
  return withLockRetry(() => ordersApi.decide(order.id, assembledBody(linesOf(order)), signal), { signal, action: keys });
}

/**
 * One order of "Принять и подготовить" (issue 34): accepted, then ready with its package count.
 * `accepted` keeps the orders whose accept went through, so a retry of one that failed at the
 * second step only sends that step.
 */
export async function acceptAndReadyOne(
  order: Order,
  pointId: string | undefined,
  count: number,
  accepted: Map<string, Order>,
  signal: AbortSignal,
  keysOf: (step: WriteStep) => ActionKeys = () => newActionKeys(),
): Promise<Order> {
  const onAssembly = accepted.get(order.id) ?? (await acceptOne(order, pointId, signal, keysOf('accept')));
  accepted.set(order.id, onAssembly);
  return readyOne(onAssembly, count, signal, keysOf('ready'));
}
