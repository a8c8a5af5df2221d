import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setLeaveGuard } from './leave-guard';

/** Where a click on this element would take the app, if it is an in-app link. */
function inAppTarget(element: Element): string | undefined {
  const link = element.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return undefined;
  if (link.origin !== window.location.origin) return undefined;
  return `${link.pathname}${link.search}${link.hash}`;
}

/**
 * A form's unsaved changes are asked about before they are left: the browser's own question
 * on reload or closing the tab; ours ("Leave without saving?") on an in-app link, on the side
 * menu (which navigates through `requestLeave`, ./leave-guard.ts) and wherever the form calls
 * `confirmLeave` itself (its Cancel). The app uses a BrowserRouter, which has no navigation
 * blocker, so links are caught on the document (capture phase) before the router sees them;
 * the browser's Back button is not held. `release()` marks the form saved, so the navigation
 * that follows a save is not asked about.
 */
export function useLeaveGuard(active: boolean): { confirmLeave: (leave: () => void) => void; release: () => void } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const activeRef = useRef(active);
  activeRef.current = active;
  const asking = useRef(false);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!activeRef.current) return leave();
      if (asking.current) return; // a second click while the question is open
      asking.current = true;
      modal.confirm({
        title: t('controls.leave.title'),
        content: t('controls.leave.body'),
        okText: t('controls.leave.ok'),
        cancelText: t('controls.leave.cancel'),
        okButtonProps: { danger: true },
        onOk: () => {
          activeRef.current = false;
          leave();
        },
        afterClose: () => {
          asking.current = false;
        },
      });
    },
    [modal, t],
  );

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!activeRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!activeRef.current || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const to = event.target instanceof Element ? inAppTarget(event.target) : undefined;
      if (!to || to === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      confirmLeave(() => navigate(to));
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    const removeGuard = setLeaveGuard(confirmLeave);
    return () => {
      removeGuard();
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [confirmLeave, navigate]);

  const release = useCallback(() => {
    activeRef.current = false;
  }, []);

  return { confirmLeave, release };
}
