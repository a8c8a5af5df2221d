import type { Order, OrderProduct } from '../orders-api';
import { testLine, testOrder } from '../test-orders';

/** A product line for the mobile screens' tests: two pieces. */
export function makeProduct(sku: string, over: Partial<OrderProduct> = {}): OrderProduct {
  return testLine(sku, 2, over);
}

/** A waiting, divisible fbs order with three products and no pickup point. */
export function makeOrder(over: Partial<Order> = {}): Order {
  return testOrder({
    products: [makeProduct('111'), makeProduct('222'), makeProduct('333')],
    products_count: 6,
    created_at: '2026-03-02T08:30:00.000Z',
    end_at: '2026-03-05T00:00:00.000Z',
    max_confirm_time: '2026-03-02T12:00:00.000Z',
    max_assembly_time: '2026-03-03T12:00:00.000Z',
    pickup_point_id: null,
    total_price: 12345,
    total_commission: 123400,
    ...over,
  });
}
