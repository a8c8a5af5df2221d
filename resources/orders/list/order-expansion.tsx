import type { Order } from '../orders-api';
import { OrderProductsTable } from '../products/order-products-table';
import { useProductEditing } from '../products/use-product-editing';

/** An expanded list row: the order's products, editable in place (the bottom bar shows while editing). */
export function OrderExpansion({ order }: { order: Order }) {
  const editing = useProductEditing(order);
  return <OrderProductsTable order={order} editing={editing} variant="list" />;
}
