import { orders } from '../../../resources/orders';
import { ListPage } from '../../engine/list-page';

/** Desktop /orders: the engine's list of the orders descriptor. */
export default function DesktopOrdersList() {
  return <ListPage descriptor={orders} />;
}
