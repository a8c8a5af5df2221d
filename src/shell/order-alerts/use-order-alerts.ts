import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pollOverrideMs, readOrderAlertPrefs, subscribeOrderAlertPrefs } from '../../../providers/order-alert-prefs';
import { listUrl } from '../../engine/list-url';
import { useOrdersRefresh } from '../../../resources/orders/shared/use-orders-refresh';
import { pluralForm } from '../../format/plural';
import { requestLeave } from '../../controls/leave-guard';
import { startPoller } from '../../controls/poller';
import { ordersCountApi } from '../shell-services';
import { countAnswered, countSeen, initialAlertCount } from './alert-count';
import { notifyBrowser, playTone } from '../../../providers/browser-alerts';

/** Issue 16: the waiting-orders count every 30 s while the page shows, every 60 s hidden (only with sound or browser alerts on). */
export const ALERT_POLL_MS = 30_000;
export const ALERT_HIDDEN_POLL_MS = 60_000;
/** After failures the wait doubles (30 s, 1 min, 2 min, ...) up to this, and drops back after a success. */
export const ALERT_MAX_BACKOFF_MS = 5 * 60_000;

const ORDERS_ROUTE = '/orders';
/** The orders list filtered to the orders waiting confirmation (the banner's "show"). */
export const WAITING_ORDERS_URL = listUrl(ORDERS_ROUTE, [{ field: 'status', operator: 'in', value: ['waiting_confirmation'] }]);

/**
 * New-order alerts (issue 16): polls the number of waiting orders while the app is open
 * (providers/api/orders-api list, limit 1, total_count), and on a rise offers the banner,
 * plus the sound and browser notification when the seller turned them on.
 */
export function useOrderAlerts(enabled: boolean): { fresh: number; show: () => void; dismiss: () => void } {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  // The list and what is counted beside it (the status tabs, the profit): the new orders in them all.
  const reread = useOrdersRefresh();
  const state = useRef(initialAlertCount);
  const [fresh, setFresh] = useState(0);

  const seen = useCallback(() => {
    state.current = countSeen(state.current);
    setFresh(0);
  }, []);
  const { pathname } = useLocation();
  const show = useCallback(() => {
    const go = () => {
      seen();
      navigate(WAITING_ORDERS_URL);
      void reread();
    };
    // On the orders list itself the page stays (the open list shows the address it is sent to,
    // use-list-state.ts), so a running bulk job's "leave the page?" does not apply.
    if (pathname === ORDERS_ROUTE) go();
    else requestLeave(go);
  }, [reread, navigate, seen, pathname]);
  const showRef = useRef(show);
  useEffect(() => {
    showRef.current = show;
  });

  useEffect(() => {
    if (!enabled) return;
    const override = pollOverrideMs();
    const poller = startPoller({
      task: async () => {
        const next = countAnswered(state.current, await ordersCountApi.waitingCount());
        state.current = next;
        setFresh(next.fresh);
        if (!next.rose) return;
        const prefs = readOrderAlertPrefs();
        if (prefs.sound) playTone();
        if (prefs.browser) {
          const body = i18n.t(`shell.alerts.notificationBody.${pluralForm(i18n.language, next.fresh)}`, { count: next.fresh });
          notifyBrowser(i18n.t('shell.alerts.notificationTitle'), body, () => showRef.current());
        }
      },
      intervalMs: override ?? ALERT_POLL_MS,
      maxBackoffMs: ALERT_MAX_BACKOFF_MS,
      // A hidden tab polls only for an alert the seller will hear or see.
      hiddenIntervalMs: () => {
        const prefs = readOrderAlertPrefs();
        return prefs.sound || prefs.browser ? (override ? override * 2 : ALERT_HIDDEN_POLL_MS) : undefined;
      },
    });
    const unsubscribe = subscribeOrderAlertPrefs(() => poller.reschedule());
    return () => {
      unsubscribe();
      poller.stop();
    };
  }, [enabled, i18n]);

  return { fresh, show, dismiss: seen };
}
