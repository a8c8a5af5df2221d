import { useLogout } from '@refinedev/core';
import { createContext, useContext, useLayoutEffect, useMemo, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { createPath, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { useResourceRefresh, type RefreshTarget } from '../engine/use-resource-refresh';
import { PageStartContext } from './page-start';

/**
 * What the frame does with the router, as functions that never change. React Router's
 * useLocation, useNavigate and <Link>, and Refine's hooks that reach the URL (useLogout through
 * useGo, useInvalidate through useResourceParams), re-render their component on every change of
 * the address, its query string included: a list's next page, sort or filter (a router replace
 * of `?currentPage=…`) re-rendered the whole frame (issue 30). Those hooks are called once, here.
 */
export interface ShellRouter {
  navigate(to: string, options?: NavigateOptions): void;
  /** The address shown now (path, query, hash): read when acted on, never rendered from. */
  current(): string;
  logout(): void;
  refresh(resource: RefreshTarget): Promise<void>;
}

const ShellRouterContext = createContext<ShellRouter | undefined>(undefined);
/** The path alone: a new query string on the same page is not a change here. */
const PathnameContext = createContext<string | undefined>(undefined);

/**
 * Re-renders on each change of the address (it alone in the frame), and hands its children the
 * pathname and the stable ShellRouter. Its children are the same elements on every render, so
 * React skips them but for what reads a context that changed.
 */
export function ShellRouterProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const refresh = useResourceRefresh();
  const startPage = useContext(PageStartContext);
  const now = { navigate, href: createPath(location), logout, refresh, startPage };
  // The latest answers, for the stable functions below (set after render: React may render and not commit).
  const latest = useRef(now);
  useLayoutEffect(() => {
    latest.current = now;
  });
  const router = useMemo<ShellRouter>(
    () => ({
      navigate: (to, options) => {
        latest.current.startPage(to);
        void latest.current.navigate(to, options);
      },
      current: () => latest.current.href,
      logout: () => latest.current.logout(),
      refresh: (resource) => latest.current.refresh(resource),
    }),
    [],
  );
  return (
    <ShellRouterContext.Provider value={router}>
      <PathnameContext.Provider value={location.pathname}>{children}</PathnameContext.Provider>
    </ShellRouterContext.Provider>
  );
}

export function useShellRouter(): ShellRouter {
  const router = useContext(ShellRouterContext);
  if (!router) throw new Error('useShellRouter needs a <ShellRouterProvider> above it (shell-layout.tsx)');
  return router;
}

/** The current path; re-renders its component when the page changes, not when only the query string does. */
export function usePathname(): string {
  const pathname = useContext(PathnameContext);
  if (pathname === undefined) throw new Error('usePathname needs a <ShellRouterProvider> above it (shell-layout.tsx)');
  return pathname;
}

/**
 * React Router's <Link> for the frame's links to an absolute path: the same element and the
 * same click (a plain click navigates in the app, replacing when it is the address shown; with a
 * modifier key or another target the browser's own), without reading the location.
 */
export function ShellLink({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const router = useShellRouter();
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        if (rest.target && rest.target !== '_self') return;
        event.preventDefault();
        router.navigate(to, { replace: router.current() === to });
      }}
    />
  );
}
