import type { ErrorCatalogue } from '../../providers/http/error-catalogue';

/**
 * The refunds service's known refusals (spec 2 §8: its own texts are not shown). A move the
 * request no longer allows, or a courier already called, means the row is out of date: it is
 * read again so that only the moves its status now allows are offered.
 */
export const refundErrors: ErrorCatalogue = [
  { status: 400, key: 'refund_transition_not_allowed', text: 'refunds.errors.alreadyChanged', stale: true },
  { status: 400, key: 'refund_courier_not_requested', text: 'refunds.errors.alreadyChanged', stale: true },
  { status: 409, key: 'refund_courier_not_allowed', text: 'refunds.errors.alreadyChanged', stale: true },
  { status: 409, key: 'refund_courier_already_requested', text: 'refunds.errors.courierAlready', stale: true },
  { status: 400, key: 'refund_reason_required', text: 'refunds.errors.reasonRequired', field: 'reason' },
  { status: 400, key: 'refund_reason_too_long', text: 'refunds.errors.reasonTooLong', field: 'reason' },
  { status: 400, key: 'orders_cannot_select_disabled_pickup_point', text: 'refunds.toasts.disabledPoint', stale: true },
  { status: 400, key: 'pickup_point_not_found', text: 'refunds.errors.pointGone', stale: true },
];
