import type { VisibilitySource } from '../notifications/poller';

/** Issue 16: the waiting-orders count every 30 s while the page shows, every 60 s hidden (only with sound or browser alerts on). */
export const ALERT_POLL_MS = 30_000;
export const ALERT_HIDDEN_POLL_MS = 60_000;
/** After failures the wait doubles (30 s, 1 min, 2 min, ...) up to this, and drops back after a success. */
export const ALERT_MAX_BACKOFF_MS = 5 * 60_000;

export interface AlertPollerOptions {
  /** One poll; a rejection counts as a failure. */
  task: () => Promise<unknown>;
  visibleMs?: number;
  hiddenMs?: number;
  maxBackoffMs?: number;
  /** Whether to keep polling while the tab is hidden (read at each scheduling, so a changed choice applies). */
  keepWhenHidden: () => boolean;
  page?: VisibilitySource;
}

export interface AlertPoller {
  /** Applies a changed `keepWhenHidden` now (a hidden tab starts or stops its slower polling). */
  reschedule(): void;
  stop(): void;
}

/** The wait before the next poll: the base for the tab's state, doubled per failure in a row, capped. */
export function nextDelay(base: number, failures: number, maxBackoffMs: number): number {
  if (failures === 0) return base;
  return Math.min(base * 2 ** Math.min(failures, 16), Math.max(maxBackoffMs, base));
}

/**
 * Polls `task` with one run at a time (the next is scheduled only after the last one
 * settled, so a slow server never sees two at once), backs off after failures and resumes
 * the normal pace after a success. Hidden tab: paused unless `keepWhenHidden()`, then at
 * the slower `hiddenMs`; shown again, it polls at once (unless backing off).
 */
export function startAlertPoller({
  task,
  visibleMs = ALERT_POLL_MS,
  hiddenMs = ALERT_HIDDEN_POLL_MS,
  maxBackoffMs = ALERT_MAX_BACKOFF_MS,
  keepWhenHidden,
  page = document,
}: AlertPollerOptions): AlertPoller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;
  let failures = 0;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clear();
    if (stopped || running) return; // a run in flight schedules the next one when it settles
    if (page.hidden && !keepWhenHidden()) return;
    timer = setTimeout(run, nextDelay(page.hidden ? hiddenMs : visibleMs, failures, maxBackoffMs));
  };
  function run() {
    clear();
    if (stopped || running) return;
    running = true;
    task().then(
      () => {
        failures = 0;
      },
      () => {
        failures += 1;
      },
    ).finally(() => {
      running = false;
      schedule();
    });
  }
  const onVisibility = () => {
    if (!page.hidden && failures === 0) run();
    else schedule();
  };

  page.addEventListener('visibilitychange', onVisibility);
  if (!page.hidden) run();
  else schedule();
  return {
    reschedule: schedule,
    stop() {
      stopped = true;
      clear();
      page.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
