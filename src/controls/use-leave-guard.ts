import { useEffect, useRef } from 'react';

/**
 * While `dirty`, leaving asks first: closing or reloading the tab (the browser's own
 * prompt), and clicking an in-app link anywhere on the page (the shell's menu, a
 * breadcrumb), which is held until `confirm` resolves true and then followed with `go`.
 * The app uses a BrowserRouter, which has no navigation blocker, hence the click capture;
 * antd menu items whose key is a route (the side menu) are links too (`data-menu-id` ends
 * with the key). The browser's back button is not held.
 */
function targetOf(element: Element): string | undefined {
  const link = element.closest('a[href]');
  if (link instanceof HTMLAnchorElement) {
    if (link.target === '_blank' || link.hasAttribute('download')) return undefined;
    const url = new URL(link.href, window.location.href);
    return url.origin === window.location.origin ? url.pathname + url.search : undefined;
  }
  const menuId = element.closest('[data-menu-id]')?.getAttribute('data-menu-id') ?? '';
  const at = menuId.indexOf('-/');
  return at >= 0 ? menuId.slice(at + 1) : undefined;
}

export function useLeaveGuard(dirty: boolean, confirm: () => Promise<boolean>, go: (href: string) => void) {
  const latest = useRef({ confirm, go });
  latest.current = { confirm, go };

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = event.target instanceof Element ? targetOf(event.target) : undefined;
      if (!href || href.split('?')[0] === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      void latest.current.confirm().then((leave) => leave && latest.current.go(href));
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}
