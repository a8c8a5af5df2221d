import { useSyncExternalStore } from 'react';

let idle = false;
let scheduled = false;
const listeners = new Set<() => void>();

function becomeIdle(): void {
  if (idle) return;
  idle = true;
  for (const notify of listeners) notify();
}

/** Runs `task` when the browser has nothing more urgent to do (after the first screen has painted). */
export function whenIdle(task: () => void, timeout = 2000): void {
  const w = globalThis as typeof globalThis & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
  // Marked so that tests can tell work put off until idle from work a render asked for.
  const run = () => {
    performance.mark('partner:idle');
    task();
  };
  if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout });
  else setTimeout(run, 200);
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  if (!scheduled) {
    scheduled = true;
    whenIdle(becomeIdle);
  }
  return () => listeners.delete(notify);
}

/**
 * False during the first render of the page, true once the browser has been idle: parts that
 * are not seen at once (hover actions, row extras) render after the first screen, not with it.
 */
export function useAfterIdle(): boolean {
  return useSyncExternalStore(subscribe, () => idle, () => false);
}
