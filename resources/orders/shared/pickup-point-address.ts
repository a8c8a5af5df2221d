import type { TFunction } from 'i18next';
import type { OrderPickupPoint } from '../orders-api';

/** A pickup point's address: the service's formatted one, else street, house, apartment and floor. */
export function addressOf(point: OrderPickupPoint, t: TFunction): string {
  if (point.address.formatted) return point.address.formatted;
  const { street, house, apartment, floor } = point.address;
  return [
    [street, house].filter(Boolean).join(', '),
    apartment && t('orders.details.pickup.apartment', { apartment }),
    floor && t('orders.details.pickup.floor', { floor }),
  ]
    .filter(Boolean)
    .join(', ');
}
