/**
 * Spec 1 §2: phones on /orders or /profile/info get the mobile layout (bottom bar, locked
 * zoom). An order's own page belongs to /orders; other pages keep the desktop shell.
 */
export { PHONE_QUERY } from '../../controls/phone-viewport';
export const MOBILE_ROUTES = ['/orders', '/profile/info'];

export function isMobileRoute(pathname: string): boolean {
  return MOBILE_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

export const LOCKED_VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no';
