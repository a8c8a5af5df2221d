import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setLeaveGuard } from './leave-guard';

/** Marks the history entry pushed on top of the form's own, which the browser's Back pops first. */
const SENTINEL = 'partnerLeaveGuard';

/** Where a click on this element would take the app, if it is an in-app link. */
function inAppTarget(element: Element): string | undefined {
  const link = element.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return undefined;
  if (link.origin !== window.location.origin) return undefined;
  return `${link.pathname}${link.search}${link.hash}`;
}

const onSentinel = () => Boolean((window.history.state as Record<string, unknown> | null)?.[SENTINEL]);

/**
 * A form's unsaved changes are asked about before they are left: the browser's own question
 * on reload or closing the tab; ours ("Leave without saving?") on an in-app link, on the side
 * menu (which navigates through `requestLeave`, ./leave-guard.ts), on the browser's Back and
 * wherever the form calls `confirmLeave` itself (its Cancel).
 *
 * The app uses a BrowserRouter, which has no navigation blocker: links are caught on the
 * document (capture phase) before the router sees them, and Back is held by a history entry
 * with the same address pushed while the form has changes. Back pops that entry first (nothing
 * moves) and the question is asked; "leave" then goes back for real, "stay" pushes it again.
 * Every way out that the form takes itself (`confirmLeave`'s leave, `release(then)` after a
 * save) removes that entry first, so the history holds no extra step.
 */
export function useLeaveGuard(
  active: boolean,
  /** The question's text keys (title, body, ok, cancel) when it is not about unsaved changes (a running bulk action). */
  textKeys: string = 'controls.leave',
): {
  confirmLeave: (leave: () => void) => void;
  release: (then?: () => void) => void;
} {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const activeRef = useRef(active);
  activeRef.current = active;
  const asking = useRef(false);
  const armed = useRef(false);
  const afterDisarm = useRef<(() => void) | null>(null);

  const arm = useCallback(() => {
    if (armed.current) return;
    window.history.pushState({ ...(window.history.state as object | null), [SENTINEL]: true }, '', window.location.href);
    armed.current = true;
  }, []);

  /** Removes the extra entry (an asynchronous Back), then runs `then`. */
  const disarm = useCallback((then: () => void) => {
    if (!armed.current || !onSentinel()) {
      armed.current = false;
      then();
      return;
    }
    afterDisarm.current = then;
    window.history.back();
  }, []);

  /** Asks once at a time; a second request while the question is open counts as "stay". */
  const ask = useCallback(
    (leave: () => void, stay?: () => void) => {
      if (asking.current) return stay?.();
      asking.current = true;
      modal.confirm({
        title: t(`${textKeys}.title`),
        content: t(`${textKeys}.body`),
        okText: t(`${textKeys}.ok`),
        cancelText: t(`${textKeys}.cancel`),
        okButtonProps: { danger: true },
        onOk: () => {
          asking.current = false;
          activeRef.current = false;
          leave();
        },
        onCancel: () => {
          asking.current = false;
          stay?.();
        },
      });
    },
    [modal, t, textKeys],
  );

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!activeRef.current) return disarm(leave);
      ask(() => disarm(leave));
    },
    [ask, disarm],
  );

  useEffect(() => {
    if (active) arm();
  }, [active, arm]);

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
    const pop = () => {
      if (!armed.current || onSentinel()) return;
      // The extra entry was popped: by our own disarm, or by the browser's Back.
      armed.current = false;
      const then = afterDisarm.current;
      afterDisarm.current = null;
      if (then) return then();
      if (!activeRef.current) return window.history.back();
      ask(() => window.history.back(), arm);
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('popstate', pop);
    document.addEventListener('click', click, true);
    const removeGuard = setLeaveGuard(confirmLeave);
    return () => {
      removeGuard();
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('popstate', pop);
      document.removeEventListener('click', click, true);
    };
  }, [confirmLeave, navigate, ask, arm]);

  const release = useCallback(
    (then: () => void = () => undefined) => {
      activeRef.current = false;
      disarm(then);
    },
    [disarm],
  );

  return { confirmLeave, release };
}
