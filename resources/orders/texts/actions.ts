import type { ResourceTexts } from '../../../providers/i18n/types';

/** Orders texts owned by the actions screens (keys under `orders.actions`, plus spec-named flat keys). */
export const ordersActionsTexts: ResourceTexts = {
  ru: { orders: { actions: {} } },
  kz: { orders: { actions: {} } },
  en: { orders: { actions: {} } },
};
