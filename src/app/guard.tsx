import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { guardRedirect, type AreaAccess } from '../../providers/access';
import { readShopStatus } from '../../providers/shop-status';
import { useSessionSnapshot } from './use-session';

/**
 * Applies the access rules (providers/access.ts) on every navigation and every session
 * change, including one made in another tab: a sign-out there lands here on sign-in.
 */
export function Guard({ areas }: { areas: AreaAccess[] }) {
  const { pathname } = useLocation();
  const { signedIn, mid } = useSessionSnapshot();
  const queryClient = useQueryClient();
  const lastMid = useRef(mid);

  useEffect(() => {
    // Another store's (or nobody's) data must never show from the cache.
    if (lastMid.current !== mid) queryClient.clear();
    lastMid.current = mid;
  }, [mid, queryClient]);

  const redirect = guardRedirect(pathname, { hasMerchantToken: signedIn, shopStatus: readShopStatus(), areas });
  if (redirect && redirect !== pathname) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
