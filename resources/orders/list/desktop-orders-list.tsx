import type { ScreenProps } from '../../../src/engine/descriptor';
import { ListPage } from '../../../src/engine/list-page';

/** Desktop /orders: the engine's list of the orders resource (profit cards, reports and row parts come from its parts). */
export default function DesktopOrdersList({ resource }: ScreenProps) {
  return <ListPage descriptor={resource} />;
}
