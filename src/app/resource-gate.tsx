import { lazy, Suspense, type ReactNode } from 'react';
import { canOpen } from '../../providers/access';
import { readShopStatus, type ShopStatus } from '../../providers/shop-status';

const NoAccess = lazy(() => import('./no-access'));

/** A screen opens only for the shop statuses its descriptor allows (spec 1 §4). */
export function ResourceGate({ access, children }: { access: ShopStatus[]; children: ReactNode }) {
  if (canOpen(access, readShopStatus())) return <>{children}</>;
  return (
    <Suspense>
      <NoAccess />
    </Suspense>
  );
}
