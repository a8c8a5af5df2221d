import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { pollOverrideMs, readOrderAlertPrefs, subscribeOrderAlertPrefs } from '../../../providers/order-alert-prefs';
import type { AnyDescriptor, RecordsAlert } from '../../engine/descriptor';
import { countRecords } from '../../engine/list-count';
import { announceArrivals } from '../../engine/live/arrivals';
import { listUrl } from '../../engine/list-url';
import { pluralForm } from '../../format/plural';
import { requestLeave } from '../../controls/leave-guard';
import { startPoller } from '../../controls/poller';
import { countAnswered, countSeen, initialAlertCount } from './alert-count';
import { notifyBrowser, playTone } from '../../../providers/browser-alerts';
import { usePathname, useShellRouter } from '../shell-router';

/** Issue 16: the waiting-orders count every 30 s while the page shows, every 60 s hidden (only with sound or browser alerts on). */
export const ALERT_POLL_MS = 30_000;
export const ALERT_HIDDEN_POLL_MS = 60_000;
/** After failures the wait doubles (30 s, 1 min, 2 min, ...) up to this, and drops back after a success. */
export const ALERT_MAX_BACKOFF_MS = 5 * 60_000;

/** A descriptor with an `alert` (the orders: those waiting confirmation), as far as the alert reads it. */
export type AlertingResource = Pick<AnyDescriptor, 'name' | 'route' | 'relatedQueries'> & { alert: RecordsAlert };

export const isAlerting = <T extends Pick<AnyDescriptor, 'alert'>>(d: T): d is T & { alert: RecordsAlert } => d.alert !== undefined;

/** The resource's list filtered to the records its alert watches (the banner's "show"). */
export const alertListUrl = (resource: AlertingResource): string => listUrl(resource.route, resource.alert.filters);

/**
 * New-record alerts (issue 16, the orders waiting confirmation): polls how many records the
 * descriptor's `alert` filters select while the app is open (its list call through the data
 * provider, one row, the total), and on a rise offers the banner, plus the sound and browser
 * notification when the seller turned them on.
 */
export function useOrderAlerts(resource: AlertingResource, enabled: boolean): { fresh: number; show: () => void; dismiss: () => void } {
  const { i18n } = useTranslation();
  // The shell's router (not useNavigate, useLocation, useResourceRefresh: they re-render on every URL change, issue 30).
  // refresh: the list and what is counted beside it (the status tabs, the profit), the new records in them all.
  const { navigate, refresh } = useShellRouter();
  const dataProvider = useDataProvider();
  const state = useRef(initialAlertCount);
  const [fresh, setFresh] = useState(0);

  const seen = useCallback(() => {
    state.current = countSeen(state.current);
    setFresh(0);
  }, []);
  const pathname = usePathname();
  const show = useCallback(() => {
    const go = () => {
      seen();
      navigate(alertListUrl(resource));
      void refresh(resource);
    };
    // On the list itself the page stays (the open list shows the address it is sent to,
    // use-list-state.ts), so a running bulk job's "leave the page?" does not apply.
    if (pathname === resource.route) go();
    else requestLeave(go);
  }, [refresh, resource, navigate, seen, pathname]);
  const showRef = useRef(show);
  useEffect(() => {
    showRef.current = show;
  });

  const { name, alert } = resource;
  const filters = alert.filters;
  useEffect(() => {
    if (!enabled) return;
    const override = pollOverrideMs();
    const poller = startPoller({
      task: async () => {
        const count = await countRecords(dataProvider(), name, filters);
        // Read the state after the answer: the seller may have looked while the call was out.
        const next = countAnswered(state.current, count);
        state.current = next;
        // The open list takes them in where it can (issue 34): shown there, they are seen.
        if (next.rose && (await announceArrivals(name))) seen();
        else setFresh(next.fresh);
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
  }, [enabled, i18n, dataProvider, name, filters, seen]);

  return { fresh, show, dismiss: seen };
}
