import { matchResourceFromRoute, QS_PARSE_DEPTH, ResourceContext, type ParseResponse, type RouterProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext, useMemo } from 'react';
import { matchPath, useLocation, useParams } from 'react-router';

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

function parseSearch(search: string): Record<string, unknown> {
  let parsed = searches.get(search);
  if (!parsed) {
    parsed = qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH });
    searches.set(search, parsed);
    if (searches.size > KEPT_SEARCHES) searches.delete(searches.keys().next().value!);
  }
  return parsed;
}

/** `convertToNumberIfPossible` of @refinedev/react-router: '2' → 2, anything else unchanged. */
const numberIfPossible = (value: unknown) => (typeof value === 'string' && `${Number(value)}` === value ? Number(value) : value);

/**
 * @refinedev/react-router's router, with its `parse` made cheap: every Refine hook of a page
 * (useTable alone reaches it some ten times, through useList, useGo, useOnError…) parses the
 * route, and the stock parse walks every resource's routes, compiling each path pattern, once
 * per hook: the biggest single cost of a list's first render on a phone. Here the walk is
 * done once per path and the search parsed once per string; the answer is the stock one's.
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
      params: {
        ...combined,
        currentPage: numberIfPossible(combined.currentPage) as number | undefined,
        pageSize: numberIfPossible(combined.pageSize) as number | undefined,
        to: combined.to ? decodeURIComponent(combined.to as string) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
}

export const partnerRouterProvider: RouterProvider = { ...routerProvider, parse: useParse };
