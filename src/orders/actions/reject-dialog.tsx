import type { Order } from '../../../providers/api/orders-api';
import type { EditLine } from '../products/use-product-editing';

export interface RejectDialogProps {
  order: Order;
  open: boolean;
  /** reject: a waiting order; cancel: an order already accepted (same call, solution reject). */
  mode: 'reject' | 'cancel';
  lines?: EditLine[];
  onClose(): void;
  /** After success (toast shown, list/details refreshed). */
  onDone(): void;
}

/** Reject / cancel with a reason. Placeholder until the decisions UI lands. */
export function RejectDialog(_props: RejectDialogProps) {
  return null;
}
