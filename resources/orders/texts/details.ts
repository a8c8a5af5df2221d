import type { ResourceTexts } from '../../../providers/i18n/types';

/** Orders texts owned by the details screens (keys under `orders.details`, plus spec-named flat keys). */
export const ordersDetailsTexts: ResourceTexts = {
  ru: { orders: { details: {} } },
  kz: { orders: { details: {} } },
  en: { orders: { details: {} } },
};
