import type { Order } from '../orders-api';

/** Spec 2 §5: earnings = total price − (commission/100 + delivery price). */
export function earningsOf(order: Pick<Order, 'total_price' | 'total_commission' | 'delivery_price'>): number {
  const delivery = Number(order.delivery_price) || 0;
  return Math.round((order.total_price - (order.total_commission / 100 + delivery)) * 100) / 100;
}

export function isFreeDelivery(order: Pick<Order, 'delivery_price'>): boolean {
  return order.delivery_price === '0';
}
