import { lazy, Suspense, type ReactNode } from 'react';
import { canOpen } from '../../providers/access';
import { readShopStatus, type ShopStatus } from '../../providers/shop-status';
import { useSessionEnd } from './session-end/session-end-state';

const NoAccess = lazy(() => import('./no-access'));

/** A screen opens only for the shop statuses its descriptor allows (spec 1 §4). */
export function ResourceGate({ access, children }: { access: ShopStatus[]; children: ReactNode }) {
  // While the session-end dialog is open the stored status is gone: the ended session's stands in.
  const ending = useSessionEnd();
  if (canOpen(access, readShopStatus() ?? (ending.open ? ending.status : undefined))) return <>{children}</>;
  return (
    <Suspense>
      <NoAccess />
    </Suspense>
  );
}
