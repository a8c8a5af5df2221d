import { Navigate, Outlet, useLocation } from 'react-router';
import { guardRedirect, hasRedirectDenied } from '../../providers/access';
import { readShopStatus } from '../../providers/shop-status';
import { useSessionSnapshot } from './use-session';

/**
 * Applies the access rules (providers/access.ts) on every navigation and every session
 * change, including one made in another tab: a sign-out there lands here on sign-in.
 */
export function Guard() {
  const { pathname, search } = useLocation();
  const { signedIn } = useSessionSnapshot();
  const redirect = guardRedirect(pathname, { hasMerchantToken: signedIn, shopStatus: readShopStatus(), redirectDenied: hasRedirectDenied(search) });
  if (redirect && redirect !== pathname) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
