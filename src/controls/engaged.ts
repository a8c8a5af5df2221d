import { useSyncExternalStore } from 'react';
import { whenIdle } from './idle';

let engaged = false;
const listeners = new Set<() => void>();

function engage(): void {
  if (engaged) return;
  engaged = true;
  for (const event of EVENTS) globalThis.removeEventListener?.(event, engage, true);
  // Idle first, so the code fetched for later never competes with what the press started.
  whenIdle(() => listeners.forEach((notify) => notify()));
}

const EVENTS = ['pointerdown', 'keydown'] as const;
for (const event of EVENTS) globalThis.addEventListener?.(event, engage, { capture: true, passive: true });

/**
 * Code for what a person may do next (the next sign-in step, the toasts and dialogs) loads
 * once they have pressed a key or a pointer, when the browser is next idle: a page that is
 * only looked at (or measured) loads what it shows, and one being used has the rest before
 * it is needed (typing a phone number takes seconds).
 */
export function whenEngaged(task: () => void): () => void {
  if (engaged) {
    whenIdle(task);
    return () => undefined;
  }
  const run = () => {
    listeners.delete(run);
    task();
  };
  listeners.add(run);
  return () => listeners.delete(run);
}

let ready = false;
const subscribe = (notify: () => void) =>
  whenEngaged(() => {
    ready = true;
    notify();
  });

/** True once the person has engaged with the page and the browser has been idle since. */
export function useEngaged(): boolean {
  return useSyncExternalStore(subscribe, () => ready, () => false);
}
