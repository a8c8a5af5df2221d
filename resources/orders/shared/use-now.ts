import { useSyncExternalStore } from 'react';

/**
 * One clock for the whole page (the hh:mm:ss countdowns of spec 2 §2): a single 1 s interval,
 * running only while something reads it, however many countdowns are on screen.
 */
const SECOND = 1000;
/**
 * Where in each second the clock ticks. A countdown to a whole second shows its next number
 * right after the wall clock's second turns; ticking a little later shows it at once, and timer
 * jitter around the turn can no longer make a countdown skip or repeat a number.
 */
const PHASE = 20;
const listeners = new Set<() => void>();
let now = Date.now();
let interval: number | undefined;
let align: number | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function start() {
  interval = window.setInterval(tick, SECOND);
  // The interval runs at once; this only moves it onto PHASE.
  const delay = (SECOND + PHASE - (Date.now() % SECOND)) % SECOND;
  if (delay === 0) return;
  align = window.setTimeout(() => {
    align = undefined;
    window.clearInterval(interval);
    interval = window.setInterval(tick, SECOND);
    tick();
  }, delay);
}

function stop() {
  window.clearInterval(interval);
  window.clearTimeout(align);
  interval = align = undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

function read(): number {
  // A stopped clock is not kept current: the first reader after a pause needs the time now.
  if (interval === undefined) now = Date.now();
  return now;
}

/**
 * Something derived from the current time, re-read on each tick of the shared clock. The
 * owner re-renders only when the derived value changes, so `select` must return a primitive:
 * a countdown's text changes each second, "is it past the deadline" only once.
 */
export function useNow<T extends string | number | boolean>(select: (now: number) => T): T {
  return useSyncExternalStore(subscribe, () => select(read()));
}
