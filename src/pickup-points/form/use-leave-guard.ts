import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setLeaveGuard } from '../../controls/leave-guard';

/**
 * Asks before unsaved changes are left (issue: "unsaved changes are guarded when leaving"):
 * the browser's own question on reload or closing the tab, and ours on any in-app link
 * (breadcrumb), in the side menu (src/controls/leave-guard.ts) and on the form's cancel.
 * The app uses a BrowserRouter, which has no navigation blocker, so in-app links are caught
 * on the document (capture phase) before the router sees them.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const asking = useRef(false);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!dirtyRef.current) return leave();
      if (asking.current) return;
      asking.current = true;
      modal.confirm({
        title: t('pickup-points.form.leave.title'),
        content: t('pickup-points.form.leave.body'),
        okText: t('pickup-points.form.leave.ok'),
        cancelText: t('pickup-points.form.leave.cancel'),
        okButtonProps: { danger: true },
        onOk: () => {
          dirtyRef.current = false;
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
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
      const to = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      if (to === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
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

  /** Marks the form as saved, so that the navigation after it is not asked about. */
  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  return { confirmLeave, release };
}
