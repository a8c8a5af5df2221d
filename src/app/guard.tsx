import { Navigate, Outlet, useLocation } from 'react-router';
import { guardRedirect, hasRedirectDenied } from '../../providers/access';
import { readShopStatus } from '../../providers/shop-status';
import { useSessionEnd } from './session-end/session-end-state';
import { useSessionSnapshot } from '../shell/use-session';

/**
 * Applies the access rules (providers/access.ts) on every navigation and every session
 * change, including one made in another tab: a sign-out there lands here on sign-in. Not
 * while the session-end dialog is open (src/app/session-end): the page waits under it.
 */
export function Guard() {
  const { pathname, search } = useLocation();
  const { signedIn } = useSessionSnapshot();
  // The session-end dialog is open over the page: it stays, with its dialogs and what was typed.
  const { open: sessionEnding } = useSessionEnd();
  if (sessionEnding) return <Outlet />;
  const redirect = guardRedirect(pathname, { hasMerchantToken: signedIn, shopStatus: readShopStatus(), redirectDenied: hasRedirectDenied(search) });
  if (redirect && redirect !== pathname) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
