import { lazy } from 'react';
import { useIsPhone } from '../shell/mobile/use-mobile-layout';

const DesktopOrdersList = lazy(() => import('./list/desktop-orders-list'));
const MobileOrdersList = lazy(() => import('./mobile/mobile-orders-list'));

/** /orders: the table on desktop, cards with a filter drawer on a phone (spec 2 §2). */
export default function OrdersListScreen() {
  return useIsPhone() ? <MobileOrdersList /> : <DesktopOrdersList />;
}
