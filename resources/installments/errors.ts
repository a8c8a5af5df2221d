import type { ErrorCatalogue } from '../../providers/http/error-catalogue';

/**
 * The installment services' known refusals (the new programme and the old one). A step the
 * promotion's status or offer no longer allows is a change made meanwhile: the promotion and
 * its lists are read again.
 */
export const installmentErrors: ErrorCatalogue = [
  { status: 400, key: 'installment_transition_not_allowed', text: 'installments.errors.alreadyChanged', stale: true },
  { status: 400, key: 'installment_all_categories', text: 'installments.errors.allCategories', stale: true },
  { status: 400, key: 'installment_category_outside', text: 'installments.errors.categoryUnavailable', stale: true },
  { status: 400, key: 'installment_category_not_merchant', text: 'installments.errors.categoryUnavailable', stale: true },
  { status: 400, key: 'installment_commission_not_offered', text: 'installments.errors.commissionUnavailable', stale: true },
  { status: 400, key: 'installment_no_categories', text: 'installments.errors.noCategories' },
  { status: 400, key: 'installment_no_commissions', text: 'installments.errors.noCommissions' },
  { status: 400, key: 'installment_no_participation', text: 'installments.errors.noParticipation' },
  { status: 400, key: 'installment_bad_body', text: 'installments.errors.badChoice', stale: true },
];

/** The old programme's (its products in a promotion): its own texts, loaded with its pages. */
export const oldInstallmentErrors: ErrorCatalogue = [
  { status: 400, key: 'installment_product_not_enrolled', text: 'old-installments.errors.productLeft', stale: true },
  { status: 400, key: 'installment_product_enrolled', text: 'old-installments.errors.productJoined', stale: true },
  { status: 400, key: 'installment_unknown_product', text: 'old-installments.errors.productUnknown', stale: true },
  { status: 400, key: 'installment_price_out_of_bounds', text: 'old-installments.errors.priceOutOfBounds' },
  { status: 400, key: 'installment_bad_body', text: 'old-installments.errors.badChoice', stale: true },
];
