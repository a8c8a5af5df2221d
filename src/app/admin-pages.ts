import { preloadable } from '../controls/preloadable';

/**
 * The signed-in pages that are not resources, named once: admin-app.tsx renders `.Component`,
 * and the route's first wave (route-start.ts, through page-loaders.ts) calls `.load()`.
 */
export const adminPages = {
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

export type AdminPageName = keyof typeof adminPages;

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

const ADMIN_PAGES = ['help', 'icons', 'register', 'settings', 'crash', 'profile'] as const;

/** The signed-in page (not a resource) a path opens; help has pages below its path. */
export function adminPageOf(pathname: string): AdminPageName {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  if (pathname === PAGE_PATHS.profileRoot) return 'profile'; // redirects to /profile/info
  if (pathname === PAGE_PATHS.upload || UPLOAD_PAGE_TABS.some((tab) => pathname === `${PAGE_PATHS.upload}/${tab}`)) return 'upload';
  return ADMIN_PAGES.find((name) => (name === 'help' ? under(PAGE_PATHS.help) : pathname === PAGE_PATHS[name])) ?? 'notFound';
}
