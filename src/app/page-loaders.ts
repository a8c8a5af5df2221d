import { preloadable } from '../controls/preloadable';

/**
 * Every route-level chunk, named once: the routes render `.Component` and the route's first
 * wave (route-start.ts) calls `.load()` for the ones the landing URL needs, all at once.
 */
export const pages = {
  signIn: preloadable(() => import('../auth/sign-in-page')),
  partnerSelection: preloadable(() => import('../auth/partner-selection-page')),
  signUp: preloadable(() => import('../auth/sign-up-page')),
  publicHelp: preloadable(() => import('../help/public-help-layout')),
  admin: preloadable(() => import('./admin-app')),
  shell: preloadable(() => import('../shell/shell-layout')),
  notFound: preloadable(() => import('../shell/not-found-page')),
  help: preloadable(() => import('../help/help-pages')),
  icons: preloadable(() => import('../icons/icons-page')),
  crash: preloadable(() => import('./crash-test-page')),
  register: preloadable(() => import('../register/register-page')),
  settings: preloadable(() => import('../settings/settings-page')),
};

export type PageName = keyof typeof pages;

/** Signed-out pages and the signed-in pages that are not resources, by path (the admin part and shell come with the latter). */
export const PUBLIC_PAGES: Record<string, PageName> = {
  '/auth/sign-in': 'signIn',
  '/auth/sign-in/partner-selection': 'partnerSelection',
  '/auth/sign-up': 'signUp',
};

export function adminPageOf(pathname: string): PageName {
  if (pathname === '/faq' || pathname.startsWith('/faq/')) return 'help';
  if (pathname === '/icons') return 'icons';
  if (pathname === '/register') return 'register';
  if (pathname === '/profile/settings') return 'settings';
  if (pathname === '/__crash') return 'crash';
  return 'notFound';
}
