import { preloadable } from '../controls/preloadable';

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
  shell: preloadable(() => import('../shell/shell-layout')),
  notFound: preloadable(() => import('../shell/not-found-page')),
  help: preloadable(() => import('../../resources/help/help-pages')),
  icons: preloadable(() => import('../../resources/icons/icons-page')),
  crash: preloadable(() => import('./crash-test-page')),
  register: preloadable(() => import('../../resources/register/register-page')),
  settings: preloadable(() => import('../../resources/settings/settings-page')),
  profile: preloadable(() => import('../../resources/profile/profile-page')),
  upload: preloadable(() => import('../../resources/price-lists/upload-page')),
};

export type PageName = keyof typeof pages;

/** The paths of the pages that are not resources, named once: the routes and route-start.ts read them. */
export const PAGE_PATHS = {
  signIn: '/auth/sign-in',
  partnerSelection: '/auth/sign-in/partner-selection',
  signUp: '/auth/sign-up',
  help: '/faq',
  icons: '/icons',
  register: '/register',
  settings: '/profile/settings',
  profileRoot: '/profile',
  profile: '/profile/info',
  crash: '/__crash',
  products: '/products',
  /** The upload page; its manual and automatic tabs are pages, its history tab the upload-events list. */
  upload: '/products/upload',
} as const;

/** The upload page's tabs that are this page (history is the upload-events resource's list). */
export const UPLOAD_PAGE_TABS = ['manual', 'automatic'] as const;

/** The signed-out pages by path (route-start.ts loads the one the landing URL opens). */
export const PUBLIC_PAGES: Record<string, PageName> = {
  [PAGE_PATHS.signIn]: 'signIn',
  [PAGE_PATHS.partnerSelection]: 'partnerSelection',
  [PAGE_PATHS.signUp]: 'signUp',
};

const ADMIN_PAGES = ['help', 'icons', 'register', 'settings', 'crash', 'profile'] as const;

/** The signed-in page (not a resource) a path opens; help has pages below its path. */
export function adminPageOf(pathname: string): PageName {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  if (pathname === PAGE_PATHS.profileRoot) return 'profile'; // redirects to /profile/info
  if (pathname === PAGE_PATHS.upload || UPLOAD_PAGE_TABS.some((tab) => pathname === `${PAGE_PATHS.upload}/${tab}`)) return 'upload';
  return ADMIN_PAGES.find((name) => (name === 'help' ? under(PAGE_PATHS.help) : pathname === PAGE_PATHS[name])) ?? 'notFound';
}
