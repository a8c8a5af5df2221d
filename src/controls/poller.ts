/**
 * The one poller (the bell's count, the new-order alerts). Runs `task` at once and then
 * `intervalMs` after the previous run has settled, so runs never overlap however slow the
 * server is. Hidden tab: paused, or at `hiddenIntervalMs()` when that gives a pace (read at each
 * scheduling, so a changed choice applies on `reschedule()`); shown again, it runs at once
 * unless it is backing off. With `maxBackoffMs`, the wait doubles per failure in a row up to
 * that and drops back after a success; without, a failed run just waits for the next one.
 */
export interface VisibilitySource {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface PollerOptions {
  /** One poll; a rejection counts as a failure. */
  task: () => Promise<unknown>;
  intervalMs: number;
  /** The pace while the tab is hidden; undefined: no polls while hidden. */
  hiddenIntervalMs?: () => number | undefined;
  maxBackoffMs?: number;
  page?: VisibilitySource;
}

export interface Poller {
  /** Runs now, or once more right after the run in flight (coalesced). */
  refresh(): void;
  /** Applies a changed `hiddenIntervalMs` now. */
  reschedule(): void;
  stop(): void;
}

/** The wait before the next run: the base, doubled per failure in a row, capped (no cap given: no back-off). */
export function nextDelay(base: number, failures: number, maxBackoffMs?: number): number {
  if (failures === 0 || maxBackoffMs === undefined) return base;
  return Math.min(base * 2 ** Math.min(failures, 16), Math.max(maxBackoffMs, base));
}

export function startPoller({ task, intervalMs, hiddenIntervalMs = () => undefined, maxBackoffMs, page = document }: PollerOptions): Poller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;
  let stopped = false;
  let failures = 0;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clear();
    if (stopped || running) return; // a run in flight schedules the next one when it settles
    const base = page.hidden ? hiddenIntervalMs() : intervalMs;
    if (base !== undefined) timer = setTimeout(run, nextDelay(base, failures, maxBackoffMs));
  };
  function run() {
    clear();
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    task()
      .then(
        () => void (failures = 0),
        () => void (failures += 1),
      )
      .finally(() => {
        running = false;
        if (again && !stopped) {
          again = false;
          run();
        } else schedule();
      });
  }
  const onVisibility = () => {
    if (!page.hidden && !running && (failures === 0 || maxBackoffMs === undefined)) run();
    else schedule();
  };

  page.addEventListener('visibilitychange', onVisibility);
  if (!page.hidden) run();
  else schedule();
  return {
    refresh: run,
    reschedule: schedule,
    stop() {
      stopped = true;
      clear();
      page.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
