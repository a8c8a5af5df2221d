import type { ResourceTexts } from '../../../providers/i18n/types';

/** Orders texts owned by the mobile screens (keys under `orders.mobile`, plus spec-named flat keys). */
export const ordersMobileTexts: ResourceTexts = {
  ru: { orders: { mobile: {} } },
  kz: { orders: { mobile: {} } },
  en: { orders: { mobile: {} } },
};
