/** The installment routes (spec 3 §2), named once: descriptors and screens read them. */
export const NEW_INSTALLMENTS_ROOT = '/newInstallments';
export const ACTIVE_ROUTE = `${NEW_INSTALLMENTS_ROOT}/active`;
export const PAST_ROUTE = `${NEW_INSTALLMENTS_ROOT}/past`;
export const OLD_ROUTE = '/installments';
export const ENROLLED_ROUTE = `${OLD_ROUTE}/products`;
export const NOT_FOUND_ROUTE = '/404';
