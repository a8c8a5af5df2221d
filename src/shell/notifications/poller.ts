/**
 * Runs `task` now and then every `intervalMs` after the previous run has finished, so runs
 * never overlap however slow the server is (spec 3 §7: the count is polled every 10 s).
 * While the page is hidden nothing is scheduled; when it shows again the task runs at once.
 * `refresh()` runs it now, or once more right after the run in flight (coalesced).
 */
export interface VisibilitySource {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface Poller {
  refresh(): void;
  stop(): void;
}

export function startPoller(task: () => Promise<unknown>, intervalMs: number, page: VisibilitySource = document): Poller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;
  let stopped = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clear();
    if (!stopped && !page.hidden) timer = setTimeout(run, intervalMs);
  };
  function run() {
    clear();
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void task()
      .catch(() => undefined) // a failed poll just waits for the next one
      .finally(() => {
        running = false;
        if (again && !stopped) {
          again = false;
          run();
        } else schedule();
      });
  }
  const onVisibility = () => {
    if (page.hidden) clear();
    else if (!running) run();
  };

  page.addEventListener('visibilitychange', onVisibility);
  if (!page.hidden) run();
  return {
    refresh: run,
    stop() {
      stopped = true;
      clear();
      page.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
