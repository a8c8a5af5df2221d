import type { Order } from '../../../providers/api/orders-api';
import type { EditLine } from '../products/use-product-editing';

export interface OrderActionsProps {
  order: Order;
  /** details: page header buttons; row: small buttons in a hovered table row; mobile: full-width, stacked. */
  variant: 'details' | 'row' | 'mobile';
  /** The lines being edited, when the screen has an editor open (accept and the package count use them). */
  lines?: EditLine[];
  /** After any successful change (the list/details are already refreshed). */
  onChanged?(order?: Order): void;
  /** After a successful reject/cancel (details go back to /orders). */
  onRejected?(): void;
}

/** The actions an order's status allows (spec 2 §4). Placeholder until the decisions UI lands. */
export function OrderActions(_props: OrderActionsProps) {
  return null;
}

/** Change of pickup point, fbs orders waiting for confirmation only. Placeholder. */
export function ChangePickupPointButton(_props: { order: Order; onChanged?(order?: Order): void }) {
  return null;
}
