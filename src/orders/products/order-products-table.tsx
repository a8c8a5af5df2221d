import type { Order } from '../../../providers/api/orders-api';

export interface OrderProductsTableProps {
  order: Order;
  /** details: toolbar above the table; list: inside an expanded row, bottom bar while editing. */
  variant: 'details' | 'list';
}

/** The order's product lines with editing. Placeholder until the details screen lands. */
export function OrderProductsTable(_props: OrderProductsTableProps) {
  return null;
}
