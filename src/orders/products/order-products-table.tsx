import type { Order } from '../../../providers/api/orders-api';
import type { ProductEditing } from './use-product-editing';

export interface OrderProductsTableProps {
  order: Order;
  /** The editing state, owned by the screen (useProductEditing) so its actions see the same lines. */
  editing: ProductEditing;
  /** details: toolbar above the table; list: inside an expanded row, bottom bar while editing. */
  variant: 'details' | 'list';
}

/** The order's product lines with editing. Placeholder until the details screen lands. */
export function OrderProductsTable(_props: OrderProductsTableProps) {
  return null;
}
