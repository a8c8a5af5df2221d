import { early, http, type HttpClient } from '../../providers/http/client';
import { resources } from '../../resources';
import { startProfileCalls } from '../../resources/profile/first-calls';
import { startUploadPageCalls } from '../../resources/price-lists/first-calls';
import type { AnyDescriptor, PageKind } from '../engine/descriptor';
import { openingListParams } from '../engine/list-params';
import { startRecordCalls } from '../engine/record-start';
import { adminPageOf, type AdminPageName } from './admin-pages';
import { earlyDataProvider } from './data-services';

/** Early loads are fire-and-forget: the screen that reads them reports their failures. */
export const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);

export interface RouteMatch {
  descriptor: AnyDescriptor;
  page: PageKind;
  id?: string;
}

/** The resource page a path opens: `/orders` → list, `/orders/7` → show, `/orders/7/edit` → edit. */
export function matchResource(pathname: string, list: AnyDescriptor[] = resources): RouteMatch | undefined {
  for (const descriptor of list) {
    // A show page that lives apart from its list (`/products/upload/events/:id`).
    const showBase = descriptor.showRoute;
    if (showBase && descriptor.pages.includes('show') && pathname.startsWith(`${showBase}/`)) {
      const rest = pathname.slice(showBase.length + 1);
      if (rest && !rest.includes('/')) return { descriptor, page: 'show', id: decodeURIComponent(rest) };
    }
    if (!pathname.startsWith(descriptor.route)) continue;
    const rest = pathname.slice(descriptor.route.length).split('/').filter(Boolean);
    const page: PageKind | undefined = rest.length === 0 ? 'list' : rest.length === 1 ? 'show' : rest.length === 2 && rest[1] === 'edit' ? 'edit' : undefined;
    if (page === 'show' && showBase) continue;
    if (page && descriptor.pages.includes(page) && (rest.length === 0 || pathname[descriptor.route.length] === '/')) {
      return { descriptor, page, id: rest[0] && decodeURIComponent(rest[0]) };
    }
  }
  return undefined;
}

/**
 * An in-app navigation's first calls (src/shell/page-start.ts), made in its click: the list's
 * rows and its descriptor's prefetch, a record's GET, or a page's own calls. The screen's code
 * is the route's to load, as it renders.
 */
export function startPageCalls(to: string): void {
  const { pathname, search } = new URL(to, window.location.origin);
  const match = matchResource(pathname);
  if (match) void prefetchPageData(match, search);
  else {
    const page = adminPageOf(pathname);
    if (page) PAGE_FIRST_CALLS[page]?.(pathname, early(http)).forEach(quiet);
  }
}

/** The first calls of the signed-in pages that are not resources (a resource's come from its descriptor). */
export const PAGE_FIRST_CALLS: Partial<Record<AdminPageName, (path: string, http: HttpClient) => Promise<unknown>[]>> = {
  upload: startUploadPageCalls,
  profile: (_path, client) => startProfileCalls(client),
};

/** The page's first calls; answers when its rows have arrived (or failed), when it is a list. */
export function prefetchPageData({ descriptor, page, id }: RouteMatch, search: string): Promise<unknown> | undefined {
  if (page === 'list' && descriptor.list) {
    const params = openingListParams(descriptor, search);
    // Its failure is the list's to show (it asks again); here it only ends the wait.
    const rows = earlyDataProvider.getList({ resource: descriptor.name, ...params }).catch(() => undefined);
    descriptor.list.prefetch?.({ filters: params.filters, http: early(http), dataProvider: earlyDataProvider }).forEach(quiet);
    return rows;
  }
  if (page === 'show' && id !== undefined) startRecordCalls(descriptor, id);
  return undefined;
}
