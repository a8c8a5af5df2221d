/**
 * Interactions (issue 30): how long Partner takes, beside the baseline, from an input event to
 * the list showing the result, for what a seller does all day on the orders, reviews and refunds
 * lists; with the longest Event Timing entry of each interaction, long tasks and slow frames
 * while scrolling 50 and 100 rows, the DOM at 20 and 50 rows, and the heap and listeners after
 * 30 side-menu navigations. Printed, never asserted (docs/performance.md).
 *
 * Run i of Partner, then run i of the baseline, each in a fresh browser context: one run opens
 * /orders and does every interaction below in turn. The selectors and conditions of each app
 * are in interaction-apps.ts, the in-page clock and checks in interaction-probe.ts, the printed
 * tables in interactions-report.ts.
 */
import type { Browser } from '@playwright/test';
import { DESKTOP, ROW } from './page-figures';
import { memoryReading, type MemoryReading } from './memory';
import { addProbe, elementCount, historyBack, scrollFigures, searchHas, shown, timed, type ScrollFigures, type Timing, type Until } from './interaction-probe';
import type { App, List } from './interaction-apps';

export const INTERACTION_RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 9);
export const MENU_NAVIGATIONS = 30;
const NAMES: Record<List, string> = { orders: 'Orders', reviews: 'Reviews', refunds: 'Refunds' };
/** From Orders: Reviews, Refunds, Orders, Refunds, Reviews, Orders: every ordered pair once. */
const MENU_TOUR: List[] = ['reviews', 'refunds', 'orders', 'refunds', 'reviews', 'orders'];
const menuStep = (from: List, to: List) => `side menu ${NAMES[from]} → ${NAMES[to]}`;
export const BACK = 'browser Back, Reviews → Orders';

/** The interactions in the order they are printed. */
export const INTERACTIONS = [
  ...(
    [
      ['orders', 'reviews'],
      ['reviews', 'orders'],
      ['orders', 'refunds'],
      ['refunds', 'orders'],
      ['reviews', 'refunds'],
      ['refunds', 'reviews'],
    ] as const
  ).map(([from, to]) => menuStep(from, to)),
  BACK,
  'next page, first time',
  'next page, again (cached)',
  'page size 20 → 50',
  'page size 50 → 100',
  'sort by the money column',
  'status filter',
  'search, Enter → rows',
  'open an order (row number)',
  'details → Back to the list',
];

export interface RunFigures {
  times: Map<string, Timing>;
  scroll: Map<number, ScrollFigures>;
  /** Rows shown → document.querySelectorAll('*').length. */
  elements: Map<number, number>;
  /** The orders list's count as the side menu opens it, and as the list interactions start. */
  totals: { menu?: string; start?: string };
  error?: string;
}

export interface Side {
  app: App;
  runs: RunFigures[];
  memory?: { start: MemoryReading; after: MemoryReading };
  memoryError?: string;
}

export interface InteractionFigures {
  runs: number;
  sides: Side[];
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** One run of one app: every interaction in turn, in a fresh context. Stops at the first failure, noting where. */
async function oneRun(browser: Browser, app: App): Promise<RunFigures> {
  const figures: RunFigures = { times: new Map(), scroll: new Map(), elements: new Map(), totals: {} };
  const context = await app.open(browser);
  let step = 'opening /orders';
  try {
    await addProbe(context);
    const page = await context.newPage();
    const rows = page.locator(ROW);
    const time = async (name: string, until: Until, act: () => Promise<unknown>) => {
      step = name;
      figures.times.set(name, await timed(page, until, act));
    };
    const open = async (path: string, until: Until) => {
      await page.goto(`${app.base}${path}`);
      await shown(page, until);
    };
    const firstKey = async () => (await rows.first().getAttribute('data-row-key')) ?? '';
    // Partner's number cell may carry the express mark after the number: the number alone.
    const numberOf = async (i: number) => {
      const text = ((await rows.nth(i).locator(app.numberCell).first().textContent()) ?? '').trim();
      return /^\d+/.exec(text)?.[0] ?? text;
    };
    const orders = app.listShown('orders');

    // /orders as the side menu opens it, its DOM at 20 rows; the side menu's six pairs; Back.
    await open('/orders', { ...orders, exactRows: 20 });
    figures.totals.menu = await app.total(page);
    figures.elements.set(20, await elementCount(page));
    let at: List = 'orders';
    for (const to of MENU_TOUR) {
      await time(menuStep(at, to), app.listShown(to), () => page.locator(app.menuItem(to)).click());
      at = to;
    }
    step = `${BACK}: the side menu to Reviews first`;
    await page.locator(app.menuItem('reviews')).click();
    await shown(page, app.listShown('reviews'));
    await time(BACK, orders, () => historyBack(page));

    // The list interactions, from the orders list they start on.
    step = 'opening the orders list';
    await open(app.ordersStart, { ...orders, exactRows: 20 });
    figures.totals.start = await app.total(page);
    const first = await firstKey();
    const number = await numberOf(0);
    await time('open an order (row number)', app.detailsShown(first, number), () => rows.first().locator(app.numberCell).first().click());
    await time('details → Back to the list', { ...orders, firstKey: first, rows: 20 }, () => page.locator(app.detailsBack).first().click());
    const secondPage: Until = { ...orders, activePage: 2, firstKeyNot: first, exactRows: 20 };
    await time('next page, first time', secondPage, () => page.locator('.ant-pagination-next').click());
    step = 'back to page 1';
    await page.locator('.ant-pagination-item-1').click();
    await shown(page, { ...orders, activePage: 1, firstKey: first });
    await time('next page, again (cached)', secondPage, () => page.locator('.ant-pagination-next').click());
    const onPage2 = await firstKey();
    const header = page.locator('.ant-table-thead th.ant-table-column-has-sorters', { hasText: app.money.header });
    await time('sort by the money column', { ...orders, sort: { header: app.money.header, order: 'ascending' }, firstKeyNot: onPage2 }, () => header.click());
    await searchHas(page, [app.money.search]);
    step = 'status filter: choosing the status';
    await app.status.prepare(page);
    await time('status filter', { ...orders, ...app.status.shown }, () => page.locator(app.status.apply).click());
    await searchHas(page, [app.status.search]);

    step = 'opening the orders list for the search';
    await open(app.ordersStart, { ...orders, exactRows: 20 });
    const wanted = await numberOf(4);
    await page.locator(app.searchInput).fill(wanted);
    await time('search, Enter → rows', { ...orders, everyRowText: wanted }, () => page.locator(app.searchInput).press('Enter'));
    await searchHas(page, [wanted]);

    step = 'opening the orders list for the page sizes';
    await open(app.ordersStart, { ...orders, exactRows: 20 });
    for (const [size, name] of [[50, 'page size 20 → 50'], [100, 'page size 50 → 100']] as const) {
      const option = app.pageSize.option(size);
      if (option) {
        step = `${name}: opening the page-size changer`;
        await page.locator(app.pageSize.open).click();
        await time(name, { ...orders, exactRows: size }, () => page.locator(option).click());
      } else {
        step = `${size} rows by the address (no such page size in the app)`;
        await open(`${app.ordersStart}${app.ordersStart.includes('?') ? '&' : '?'}pageSize=${size}`, { ...orders, exactRows: size });
      }
      if (size === 50) figures.elements.set(50, await elementCount(page));
      step = `scrolling ${size} rows`;
      figures.scroll.set(size, await scrollFigures(page, DESKTOP.width / 2 + 120, DESKTOP.height / 2));
    }
  } catch (error) {
    figures.error = `${step}: ${firstLine(error)}`;
  } finally {
    await context.close();
  }
  return figures;
}

/** The JS heap (forced GC), listeners and nodes on /orders, and again after 30 side-menu navigations between the three lists. */
async function memoryOverMenu(browser: Browser, app: App): Promise<{ start: MemoryReading; after: MemoryReading }> {
  const context = await app.open(browser);
  try {
    await addProbe(context);
    const page = await context.newPage();
    await page.goto(`${app.base}/orders`);
    await shown(page, app.listShown('orders'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.waitForTimeout(1_000);
    const start = await memoryReading(page, cdp, 0);
    const tour: List[] = ['reviews', 'refunds', 'orders'];
    for (let i = 0; i < MENU_NAVIGATIONS; i++) {
      const to = tour[i % tour.length];
      await page.locator(app.menuItem(to)).click();
      await shown(page, app.listShown(to));
    }
    await page.waitForTimeout(1_000);
    return { start, after: await memoryReading(page, cdp, MENU_NAVIGATIONS) };
  } finally {
    await context.close();
  }
}

export async function interactionFigures(browser: Browser, apps: App[], runs = INTERACTION_RUNS, log: (line: string) => void = console.log): Promise<InteractionFigures> {
  const sides: Side[] = apps.map((app) => ({ app, runs: [] }));
  for (let i = 0; i < runs; i++) {
    const took: string[] = [];
    for (const side of sides) {
      const started = performance.now();
      const run = await oneRun(browser, side.app);
      side.runs.push(run);
      took.push(`${side.app.name} ${((performance.now() - started) / 1000).toFixed(0)} s${run.error ? ` (stopped at ${run.error})` : ''}`);
    }
    log(`interactions: run ${i + 1}/${runs}: ${took.join(', ')}`);
  }
  for (const side of sides) {
    try {
      side.memory = await memoryOverMenu(browser, side.app);
    } catch (error) {
      side.memoryError = firstLine(error);
    }
  }
  return { runs, sides };
}

