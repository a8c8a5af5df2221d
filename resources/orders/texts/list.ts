import type { ResourceTexts } from '../../../providers/i18n/types';

/** Orders texts owned by the list screens (keys under `orders.list`, plus spec-named flat keys). */
export const ordersListTexts: ResourceTexts = {
  ru: { orders: { list: {} } },
  kz: { orders: { list: {} } },
  en: { orders: { list: {} } },
};
