import { matchResourceFromRoute, QS_PARSE_DEPTH, ResourceContext, type ParseResponse, type RouterProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext, useMemo } from 'react';
import { matchPath, useLocation, useParams } from 'react-router';
import { readListSearch } from '../engine/list-search';

type RouteMatch = ReturnType<typeof matchResourceFromRoute>;

/** One walk per resources list and path (the list given to <Refine> is made once). */
const matches = new WeakMap<object, Map<string, RouteMatch>>();
/** The last search strings parsed (a page's hooks all read the same one). */
const searches = new Map<string, Record<string, unknown>>();
const KEPT_SEARCHES = 8;

function matchRoute(pathname: string, resources: Parameters<typeof matchResourceFromRoute>[1]): RouteMatch {
  let byPath = matches.get(resources);
  if (!byPath) matches.set(resources, (byPath = new Map()));
  let match = byPath.get(pathname);
  if (!match) byPath.set(pathname, (match = matchResourceFromRoute(pathname, resources)));
  return match;
}

/**
 * A search as the stock parse reads it (`qs`), but for the list's state (page, size, sorters,
 * filters), which is readListSearch's: the reader the route's early call uses too, so useTable
 * and that call never read one URL two ways.
 */
function parseSearch(search: string): Record<string, unknown> {
  let parsed = searches.get(search);
  if (!parsed) {
    parsed = { ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }), ...readListSearch(search) };
    searches.set(search, parsed);
    if (searches.size > KEPT_SEARCHES) searches.delete(searches.keys().next().value!);
  }
  return parsed;
}

/**
 * @refinedev/react-router's router, with its `parse` made cheap: every Refine hook of a page
 * (useTable alone reaches it some ten times, through useList, useGo, useOnError…) parses the
 * route, and the stock parse walks every resource's routes, compiling each path pattern, once
 * per hook: the biggest single cost of a list's first render on a phone. Here the walk is
 * done once per path and the search parsed once per string; the answer is the stock one's,
 * but for the list's state, read as the route's early call reads it (parseSearch).
 * (Refine's `parse` is a hook that answers a parse function.)
 */
function useParse() {
  let params = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = useMemo(() => matchRoute(pathname, resources), [resources, pathname]);
  // params is empty when the hook is used outside a <Route> (as the stock parse says)
  if (Object.keys(params).length === 0 && matchedRoute) params = matchPath(matchedRoute, pathname)?.params ?? {};

  return useCallback((): ParseResponse => {
    const combined: Record<string, unknown> = { ...params, ...parseSearch(search) };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params?.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: { ...combined, to: combined.to ? decodeURIComponent(combined.to as string) : undefined },
    };
  }, [pathname, search, params, resource, action]);
}

export const partnerRouterProvider: RouterProvider = { ...routerProvider, parse: useParse };
