import type { ShopStatus } from './shop-status';

/**
 * Route access, in one place (spec 1 §4):
 * - no merchant token and a path outside /auth and /faq → /auth/sign-in;
 * - a token, no redirect_denied flag, shop status NEW and a path other than /register → /register;
 * - a token on /auth/sign-in or /auth/sign-up → /;
 * - `/` → the first route the shop status allows (rootRoute, applied by the admin part,
 *   which knows the areas).
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

export function isPublicPath(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth/') || path === '/faq' || path.startsWith('/faq/');
}

/** Where the guard sends the user, or null to stay. */
export function guardRedirect(path: string, state: GuardState): string | null {
  const signInOrUp = path === '/auth/sign-in' || path === '/auth/sign-up';
  if (!state.hasMerchantToken) return isPublicPath(path) ? null : '/auth/sign-in';
  if (!state.redirectDenied && state.shopStatus === 'NEW' && path !== '/register' && !isPublicPath(path)) return '/register';
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
