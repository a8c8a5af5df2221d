import type { RefundRequest } from '../refunds-api';
import { inAction, type ActionKeys } from '../../../providers/http/idempotency';
import { refundsApi } from '../refunds-services';
import { changesFor, targetsOf } from '../rules/refund-rules';
import type { BulkRefundAction } from '../rules/queue-rules';

/** A request refused before any call (accepting with a courier, no point for it): its text key. */
export class RefusedBeforeCall extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/**
 * One request of a bulk action, as its own buttons do it (refund-actions.tsx): for an accept
 * with a courier, the courier to `pointId` (undefined: the request's own point) unless one is
 * already requested, then the status change of every product in the action's starting status.
 * Both calls take their idempotency keys from `keys`, the request's for the whole dialog: a
 * retry after a lost answer sends the same keys, so the service answers it again instead of
 * applying it twice.
 */
export async function applyOne(request: RefundRequest, action: BulkRefundAction, pointId: string | undefined, keys: ActionKeys, signal: AbortSignal): Promise<RefundRequest> {
  if (action === 'acceptWithCourier' && !request.is_delivery_requested) {
    const point = pointId ?? request.pickup_point_id;
    if (!point) throw new RefusedBeforeCall('refunds.queue.bulk.noOwnPoint');
    await inAction(keys, () => refundsApi.requestCourier(request.request_uuid, point, signal));
  }
  const changes = changesFor(action, targetsOf(request, action));
  return inAction(keys, () => refundsApi.changeStatus(request.request_uuid, changes, signal));
}
