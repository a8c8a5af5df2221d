import { preloadable } from '../controls/preloadable';
import { adminPageOf, adminPages, PAGE_PATHS, UPLOAD_PAGE_TABS } from './admin-pages';

export { adminPageOf, PAGE_PATHS, UPLOAD_PAGE_TABS };

/**
 * Every route-level chunk, named once: the routes render `.Component` and the route's first
 * wave (route-start.ts) calls `.load()` for the ones the landing URL needs, all at once.
 */
export const pages = {
  signIn: preloadable(() => import('../auth/sign-in-page')),
  partnerSelection: preloadable(() => import('../auth/partner-selection-page')),
  signUp: preloadable(() => import('../auth/sign-up-page')),
  publicHelp: preloadable(() => import('../../resources/help/public-help-layout')),
  admin: preloadable(() => import('./admin-app')),
  ...adminPages,
};

export type PageName = keyof typeof pages;

/** The signed-out pages by path (route-start.ts loads the one the landing URL opens). */
export const PUBLIC_PAGES: Record<string, PageName> = {
  [PAGE_PATHS.signIn]: 'signIn',
  [PAGE_PATHS.partnerSelection]: 'partnerSelection',
  [PAGE_PATHS.signUp]: 'signUp',
};
