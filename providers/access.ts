import type { ShopStatus } from './shop-status';

/**
 * Route access, in one place (spec 1 §4), applied in this order:
 * - no merchant token and a path outside /auth and /faq → /auth/sign-in;
 * - a token, no redirect_denied flag, shop status NEW and a path other than /register →
 *   /register (every other path: /auth/... and /faq too, as the spec says);
 * - a token on /auth/sign-in or /auth/sign-up → /;
 * - `/` → the first route the shop status allows (rootRoute, applied by the admin part,
 *   which knows the areas).
 * redirect_denied (our reading; the spec names the flag only) is the query parameter
 * `redirect_denied` on the address being opened: a link that must leave a NEW shop's
 * registration on purpose (the shop list, a help page) carries it, e.g.
 * `/auth/sign-in/partner-selection?redirect_denied=true` (withRedirectDenied). It holds
 * for that address only, so the next plain navigation is guarded again.
 */
export interface GuardState {
  hasMerchantToken: boolean;
  shopStatus?: ShopStatus;
  redirectDenied?: boolean;
}

export interface AreaAccess {
  route: string;
  access: ShopStatus[];
}

export const MAIN_AREA_STATUSES: ShopStatus[] = ['ACTIVE', 'ON_CHECK'];

export const REDIRECT_DENIED_PARAM = 'redirect_denied';

/** The flag is set by any value but 'false' and '0' (`?redirect_denied`, `=true`, `=1`). */
export function hasRedirectDenied(search: string): boolean {
  const value = new URLSearchParams(search).get(REDIRECT_DENIED_PARAM);
  return value !== null && value !== 'false' && value !== '0';
}

/** `path` with the flag, for links that lead out of registration on purpose. */
export function withRedirectDenied(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${REDIRECT_DENIED_PARAM}=true`;
}

export function isPublicPath(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth/') || path === '/faq' || path.startsWith('/faq/');
}

/** Where the guard sends the user, or null to stay. */
export function guardRedirect(path: string, state: GuardState): string | null {
  const signInOrUp = path === '/auth/sign-in' || path === '/auth/sign-up';
  if (!state.hasMerchantToken) return isPublicPath(path) ? null : '/auth/sign-in';
  if (!state.redirectDenied && state.shopStatus === 'NEW' && path !== '/register') return '/register';
  if (signInOrUp) return '/';
  return null;
}

export function rootRoute(status: ShopStatus | undefined, areas: AreaAccess[]): string {
  if (status === 'NEW') return '/register';
  return areas.find((area) => canOpen(area.access, status))?.route ?? '/profile/settings';
}

export function canOpen(allowed: ShopStatus[], status: ShopStatus | undefined): boolean {
  return status !== undefined && allowed.includes(status);
}
