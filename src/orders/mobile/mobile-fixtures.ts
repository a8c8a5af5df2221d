import type { Order, OrderProduct } from '../../../providers/api/orders-api';

/** A product line for the mobile screens' tests. */
export function makeProduct(sku: string, over: Partial<OrderProduct> = {}): OrderProduct {
  return {
    sku,
    merchant_sku: `M-${sku}`,
    title: { ru: `Товар ${sku}` },
    image_url: '',
    price: 1000,
    quantity: 2,
    initial_quantity: 2,
    delivery_price: 0,
    total_price: 2000,
    category_commission: 0,
    category_percent: 0,
    installment_commission: 0,
    installment_percent: 0,
    is_active: true,
    ...over,
  };
}

/** A waiting, divisible fbs order with three products. */
export function makeOrder(over: Partial<Order> = {}): Order {
  return {
    _id: 'abc123',
    id: '604748909',
    status: 'waiting_confirmation',
    products: [makeProduct('111'), makeProduct('222'), makeProduct('333')],
    products_count: 6,
    packages_count: 0,
    created_at: '2026-03-02T08:30:00.000Z',
    end_at: '2026-03-05T00:00:00.000Z',
    max_confirm_time: '2026-03-02T12:00:00.000Z',
    max_assembly_time: '2026-03-03T12:00:00.000Z',
    courier_arrival_date: null,
    completed_time: null,
    pickup_point_id: null,
    delivery_price: '0',
    total_price: 12345,
    total_commission: 123400,
    storage_type: 'fbs',
    payment: { type: 'card', dividable: true },
    shipping: { type: 'courier' },
    ...over,
  };
}
