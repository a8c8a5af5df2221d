import { useSyncExternalStore } from 'react';

/*
 * Code that a render is waiting for: a page's chunks after a click on the menu, while React
 * keeps the old page on screen (router updates are transitions). The top progress bar shows
 * while anything is waited for, so a slow route change is never a silent pause.
 */
const waiting = new Set<Promise<unknown>>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Marks `load` as waited for by a render until it settles; the same promise counts once.
 * Renders call it (a route's parts, a lazy screen), so the top bar hears of it a microtask
 * later, after that render: telling it at once would update one component while React
 * renders another ("Cannot update a component while rendering a different component").
 */
export function waitForCode<T>(load: Promise<T>): Promise<T> {
  if (waiting.has(load)) return load;
  waiting.add(load);
  queueMicrotask(notify);
  const done = () => {
    waiting.delete(load);
    notify();
  };
  load.then(done, done);
  return load;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether some render is waiting for code now. */
export function useWaitingForCode(): boolean {
  return useSyncExternalStore(subscribe, () => waiting.size > 0, () => false);
}
