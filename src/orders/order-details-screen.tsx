import { lazy } from 'react';
import { useIsPhone } from '../shell/mobile/use-mobile-layout';

const DesktopOrderDetails = lazy(() => import('./details/desktop-order-details'));
const MobileOrderDetails = lazy(() => import('./mobile/mobile-order-details'));

/** /orders/{orderId}: breadcrumb and tabs on desktop; header, composition and info on a phone. */
export default function OrderDetailsScreen() {
  return useIsPhone() ? <MobileOrderDetails /> : <DesktopOrderDetails />;
}
