import type { ErrorCatalogue } from '../../providers/http/error-catalogue';

/**
 * The order service's known refusals (spec 2 §8). A decision, product change, package count,
 * point change or document the order's status no longer allows means it changed meanwhile
 * (another tab, a colleague, the marketplace): the text says so and the order is read again.
 */
const changedMeanwhile = ['order_decision_not_allowed', 'order_products_status', 'order_packages_status', 'order_pickup_status', 'order_documents_status', 'order_product_unknown', 'order_quantity_above', 'order_reject_every_product'];

export const orderErrors: ErrorCatalogue = [
  ...changedMeanwhile.map((key) => ({ status: 400, key, text: 'orders.errors.alreadyChanged', stale: true as const })),
  // Spec 2 §8 names this decision refusal by its message; a service without our codes sends only that.
  { status: 400, words: /^undefined solution command$/, text: 'orders.errors.alreadyChanged', stale: true },
  { status: 400, key: 'orders_cannot_select_disabled_pickup_point', text: 'orders_cannot_select_disabled_pickup_point' },
  { status: 400, key: 'pickup_point_not_found', text: 'orders.errors.pointGone', stale: true },
  { status: 400, key: 'order_reason_required', text: 'orders.errors.reasonRequired', field: 'reason' },
  { status: 400, key: 'order_products_removed', text: 'orders.errors.productsRemoved' },
  { status: 400, key: 'order_products_fbo', text: 'orders.errors.productsFbo' },
  { status: 400, key: 'order_products_indivisible', text: 'orders.errors.productsIndivisible' },
  { status: 400, key: 'order_quantity_invalid', text: 'orders.errors.quantityInvalid' },
  { status: 400, key: 'order_packages_min', text: 'orders.errors.packagesMin', field: 'count' },
  { status: 400, key: 'order_packages_max', text: 'orders.errors.packagesMax', field: 'count' },
  { status: 400, key: 'order_pickup_fbs_only', text: 'orders.errors.pickupFbsOnly' },
];
