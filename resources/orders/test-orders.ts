import type { Order, OrderProduct } from './orders-api';

/** One order line for component tests (not shipped): price 1000, no commission, active. */
export function testLine(sku: string, quantity: number, extra: Partial<OrderProduct> = {}): OrderProduct {
  return {
    sku,
    merchant_sku: `M-${sku}`,
    title: { ru: `Товар ${sku}` },
    image_url: '',
    price: 1000,
    quantity,
    initial_quantity: quantity,
    delivery_price: 0,
    total_price: 1000 * quantity,
    category_commission: 0,
    category_percent: 0,
    installment_commission: 0,
    installment_percent: 0,
    is_active: true,
    ...extra,
  };
}

/** A waiting, divisible fbs order for component tests; each suite overrides what it needs. */
export function testOrder(extra: Partial<Order> = {}): Order {
  return {
    _id: 'abc123',
    id: '604748909',
    status: 'waiting_confirmation',
    products: [testLine('111', 3), testLine('222', 2)],
    products_count: 5,
    packages_count: 0,
    created_at: '2026-11-20T08:00:00.000Z',
    end_at: '2026-11-23T08:00:00.000Z',
    max_confirm_time: '2026-11-21T08:00:00.000Z',
    max_assembly_time: '2026-11-21T12:00:00.000Z',
    courier_arrival_date: null,
    completed_time: null,
    pickup_point_id: 'pp-1',
    delivery_price: '0',
    total_price: 5000,
    total_commission: 40000,
    storage_type: 'fbs',
    payment: { type: 'card', dividable: true },
    shipping: { type: 'courier' },
    ...extra,
  };
}
