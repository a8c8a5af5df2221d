/**
 * The in-page half of the interaction figures (tests/bench/interactions.ts): an init script that
 * notes the input event that starts an interaction and records Event Timing, long tasks and
 * long animation frames, and the checks run in the page at every animation frame until the
 * list shows the result. All times are the page's own clock (performance.now()).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { ROW } from './page-figures';

/** What "the list shows the result" means for one interaction, checked in the page at every frame. */
export interface Until {
  /** location.pathname is this. */
  path?: string;
  /** Some element matching `selector` has this text (trimmed; `prefix`: starts with it). */
  texts?: Array<{ selector: string; text: string; prefix?: boolean }>;
  /** An element matching this selector is present. */
  present?: string;
  /** At least this many table rows (default 1; 0 for a page without a list). */
  rows?: number;
  exactRows?: number;
  /** The first row's first cell starts with this. */
  firstCellPrefix?: string;
  /** The first row's data-row-key is (or is not) this. */
  firstKey?: string;
  firstKeyNot?: string;
  /** Every row has an antd tag with exactly this text. */
  everyRowTag?: string;
  /** Every row's text contains this. */
  everyRowText?: string;
  /** The header cell with this text has this aria-sort. */
  sort?: { header: string; order: 'ascending' | 'descending' };
  /** The active pagination item. */
  activePage?: number;
  /** false: no input event needed (waiting for a page between interactions). */
  armed?: boolean;
}

export interface Timing {
  /** Input event → the frame where the result is first seen, ms. */
  ms: number;
  /** The longest Event Timing entry (≥ 16 ms) from the input on; 0 when none (or no input event). */
  maxEvent: number;
}

export interface ScrollFigures {
  /** Wheel scroll down to the bottom and back up, ms. */
  ms: number;
  scrolledPx: number;
  frames: number;
  /** requestAnimationFrame gaps over 50 ms, and the longest gap. */
  slowFrames: number;
  longestFrame: number;
  /** 'long-animation-frame' entries (each over 50 ms) in the scroll. */
  longFrames: number;
  /** 'longtask' entries in the scroll, and their summed duration. */
  longTasks: number;
  longTaskMs: number;
}

interface Entry {
  start: number;
  duration: number;
}

interface ProbeState {
  armed: boolean;
  t0?: number;
  events: Entry[];
  longTasks: Entry[];
  longFrames: Entry[];
  scroll?: { s0: number; last: number; frames: number; gaps: number[]; maxScroll: number; running: boolean };
}

interface Probe {
  state: ProbeState;
  check(until: Until): number | false;
}

type ProbeWindow = Window & { __bench: Probe };

/** Init script (serialised into the page): input notes, observers, and the check. */
function installProbe(rowSelector: string) {
  const state: ProbeState = { armed: false, events: [], longTasks: [], longFrames: [] };
  const note = (event: Event) => {
    if (!state.armed || state.t0 !== undefined) return;
    const now = performance.now();
    state.t0 = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
  };
  addEventListener('pointerdown', note, true);
  addEventListener('keydown', note, true);
  const observe = (type: string, into: Entry[], extra: Record<string, unknown> = {}) => {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) into.push({ start: e.startTime, duration: e.duration });
      }).observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
    } catch {
      // an entry type this browser does not have: its figure stays empty
    }
  };
  observe('event', state.events, { durationThreshold: 16 });
  observe('longtask', state.longTasks);
  observe('long-animation-frame', state.longFrames);
  const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim();
  const check = (u: Until): number | false => {
    if (u.armed !== false && state.t0 === undefined) return false;
    if (u.path !== undefined && location.pathname !== u.path) return false;
    if (document.querySelector('.ant-table-wrapper .ant-spin-spinning')) return false;
    if (u.present && !document.querySelector(u.present)) return false;
    for (const t of u.texts ?? []) {
      if (![...document.querySelectorAll(t.selector)].some((el) => (t.prefix ? text(el).startsWith(t.text) : text(el) === t.text))) return false;
    }
    const rows = [...document.querySelectorAll(rowSelector)];
    if (rows.length < (u.rows ?? 1)) return false;
    if (u.exactRows !== undefined && rows.length !== u.exactRows) return false;
    const key = rows[0]?.getAttribute('data-row-key') ?? undefined;
    if (u.firstKey !== undefined && key !== u.firstKey) return false;
    if (u.firstKeyNot !== undefined && key === u.firstKeyNot) return false;
    if (u.firstCellPrefix !== undefined && !text(rows[0]?.querySelector('td')).startsWith(u.firstCellPrefix)) return false;
    if (u.everyRowTag !== undefined && !rows.every((r) => [...r.querySelectorAll('.ant-tag')].some((tag) => text(tag) === u.everyRowTag))) return false;
    if (u.everyRowText !== undefined && !rows.every((r) => (r.textContent ?? '').includes(u.everyRowText!))) return false;
    if (u.sort && ![...document.querySelectorAll('.ant-table-thead th')].some((th) => text(th) === u.sort!.header && th.getAttribute('aria-sort') === u.sort!.order)) return false;
    if (u.activePage !== undefined && document.querySelector('.ant-pagination-item-active')?.getAttribute('title') !== String(u.activePage)) return false;
    return performance.now();
  };
  (window as unknown as ProbeWindow).__bench = { state, check };
}

/**
 * Installs the probe in every page of the context. tsx compiles this file with esbuild's
 * keepNames, which wraps functions declared inside a function in `__name(…)`: the page gets a
 * no-op `__name` first, so installProbe and the page functions below run there unchanged.
 */
export async function addProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((fn) => fn);' });
  await context.addInitScript(installProbe, ROW);
}

const TIMEOUT = 30_000;

/** Waits (frame by frame) for `until`, without an input event: the page between interactions. */
export async function shown(page: Page, until: Until): Promise<void> {
  await page.waitForFunction((u) => (window as unknown as ProbeWindow).__bench.check(u), { ...until, armed: false }, { polling: 'raf', timeout: TIMEOUT });
}

/**
 * One interaction: arms the probe, starts the frame-by-frame check, runs `act` (a click or key
 * press from Playwright: the probe takes the time of its pointerdown or keydown), and returns
 * the time from that input to the first frame where `until` holds, with the longest Event
 * Timing entry from the input on (read two frames and 100 ms later, once the entries are queued).
 */
export async function timed(page: Page, until: Until, act: () => Promise<unknown>): Promise<Timing> {
  await page.evaluate(() => {
    const { state } = (window as unknown as ProbeWindow).__bench;
    state.armed = true;
    state.t0 = undefined;
  });
  const seen = page.waitForFunction((u) => (window as unknown as ProbeWindow).__bench.check(u), until, { polling: 'raf', timeout: TIMEOUT });
  // Caught here, so that a failed act does not leave the check's rejection unhandled.
  seen.catch(() => undefined);
  await act();
  const end = (await (await seen).jsonValue()) as number;
  return page.evaluate(async (endAt) => {
    const { state } = (window as unknown as ProbeWindow).__bench;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const t0 = state.t0 ?? endAt;
    state.armed = false;
    const durations = state.events.filter((e) => e.start >= t0 - 1).map((e) => e.duration);
    return { ms: endAt - t0, maxEvent: Math.max(0, ...durations) };
  }, end);
}

/** History back from the page itself, its time taken just before (no input event: no Event Timing). */
export function historyBack(page: Page): Promise<void> {
  return page.evaluate(() => {
    (window as unknown as ProbeWindow).__bench.state.t0 = performance.now();
    history.back();
  });
}

/** `document.querySelectorAll('*').length` once the page has been quiet for a second and then idle. */
export async function elementCount(page: Page): Promise<number> {
  await page.waitForTimeout(1_000);
  return page.evaluate(() => new Promise<number>((resolve) => requestIdleCallback(() => resolve(document.querySelectorAll('*').length), { timeout: 2_000 })));
}

/**
 * Scrolls the page with the mouse wheel (200 px steps, 50 ms apart) to the bottom and back to
 * the top while the page counts its frames (requestAnimationFrame gaps), long animation frames
 * and long tasks.
 */
export async function scrollFigures(page: Page, x: number, y: number): Promise<ScrollFigures> {
  await page.waitForTimeout(500);
  const distance = await page.evaluate(() => {
    const { state } = (window as unknown as ProbeWindow).__bench;
    const now = performance.now();
    const scroll = { s0: now, last: now, frames: 0, gaps: [] as number[], maxScroll: 0, running: true };
    state.scroll = scroll;
    const tick = (t: number) => {
      if (!scroll.running) return;
      scroll.frames += 1;
      scroll.gaps.push(t - scroll.last);
      scroll.last = t;
      scroll.maxScroll = Math.max(scroll.maxScroll, scrollY);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    return document.documentElement.scrollHeight - innerHeight;
  });
  await page.mouse.move(x, y);
  const steps = Math.min(80, Math.ceil(distance / 200));
  for (const dy of [200, -200]) {
    for (let i = 0; i < steps; i++) {
      await page.mouse.wheel(0, dy);
      await page.waitForTimeout(50);
    }
  }
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const { state } = (window as unknown as ProbeWindow).__bench;
    const scroll = state.scroll!;
    scroll.running = false;
    const s1 = performance.now();
    const inside = (e: Entry) => e.start >= scroll.s0 && e.start <= s1;
    const tasks = state.longTasks.filter(inside);
    return {
      ms: s1 - scroll.s0,
      scrolledPx: scroll.maxScroll,
      frames: scroll.frames,
      slowFrames: scroll.gaps.filter((g) => g > 50).length,
      longestFrame: Math.max(0, ...scroll.gaps),
      longFrames: state.longFrames.filter(inside).length,
      longTasks: tasks.length,
      longTaskMs: tasks.reduce((sum, e) => sum + e.duration, 0),
    };
  });
}

/** Waits until the address's decoded search has each of `parts` (a check that the interaction did what it says). */
export async function searchHas(page: Page, parts: string[]): Promise<void> {
  await page.waitForFunction((wanted) => wanted.every((p) => decodeURIComponent(location.search).includes(p)), parts, { polling: 100, timeout: 10_000 });
}
