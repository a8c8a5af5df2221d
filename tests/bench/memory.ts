import { writeFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from '@playwright/test';
import type { Credentials } from '../../providers/session';
import { DESKTOP, seedSession } from './page-figures';
import { table } from './format';

/**
 * Memory over an all-day tab (issue 28): signed in as Tech Store Almaty's owner, the bench
 * clicks every side-menu entry in turn, waiting for each page's content, `navigations` times,
 * and reads the page's memory after a forced garbage collection at navigation 0 (the first
 * page shown), 20, 50 and 100 (the readings asked for; any others given are read as well):
 *
 * - the JS heap in use (`Runtime.getHeapUsage`, the same figure as `JSHeapUsedSize`);
 * - `Nodes`: every DOM node the renderer still holds, attached or not (`Performance.getMetrics`);
 * - `JSEventListeners`: every listener the renderer holds, on live and on detached nodes;
 * - the live DOM: the nodes in the document (elements, text, comments).
 *
 * Nodes far above the live DOM, and growing with the navigations, are detached trees kept
 * alive from JS. Heap snapshots taken at each reading (`BENCH_MEMORY_SNAPSHOT=name` writes
 * name-0.heapsnapshot, name-20.heapsnapshot…) show what holds them:
 * `npx tsx tests/bench/retainers.ts name-100.heapsnapshot`.
 */
export interface MemoryReading {
  navigation: number;
  heapMb: number;
  nodes: number;
  listeners: number;
  /** Nodes in the document (elements, text, comments), to set beside CDP's count of all nodes. */
  liveNodes: number;
  url: string;
}

export interface MemoryFigures {
  entries: string[];
  readings: MemoryReading[];
  /** Pages that showed the route error screen instead of their content, with their navigation. */
  errorScreens: Array<{ navigation: number; url: string }>;
  /** Heap snapshots taken, one per reading. */
  snapshots: string[];
}

const ERROR_TITLE = 'На странице произошла ошибка';

/** The JS heap, CDP's nodes and listeners, and the live DOM after a forced GC (interactions.ts reads it too; `Performance.enable` sent on `cdp`). */
export async function memoryReading(page: Page, cdp: CDPSession, navigation: number): Promise<MemoryReading> {
  // Twice: a first pass may only queue finalizers and weak callbacks that free more on the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const liveNodes = await page.evaluate(() => {
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let count = 1; // the document itself
    while (walker.nextNode()) count += 1;
    return count;
  });
  return { navigation, heapMb: usedSize / 1024 / 1024, nodes: metric('Nodes'), listeners: metric('JSEventListeners'), liveNodes, url: new URL(page.url()).pathname };
}

/** Requests of the page still open: a page is ready once its calls have answered. */
function trackRequests(page: Page) {
  const open = new Set<unknown>();
  let last = Date.now();
  page.on('request', (r) => {
    open.add(r);
    last = Date.now();
  });
  const done = (r: unknown) => {
    open.delete(r);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (quietMs = 250, timeoutMs = 30_000) => {
    const until = Date.now() + timeoutMs;
    while (open.size > 0 || Date.now() - last < quietMs) {
      if (Date.now() > until) throw new Error(`requests still open after ${timeoutMs} ms: ${open.size}`);
      await page.waitForTimeout(50);
    }
  };
}

/** The page's content is there: a title, no skeleton or spinner, tables with rows or their empty state. */
async function contentShown(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      if (!main?.querySelector('h1')) return false;
      if (main.querySelector('.ant-skeleton, .ant-spin-spinning')) return false;
      return [...main.querySelectorAll('.ant-table')].every((t) => t.querySelector('.ant-table-row, .ant-empty'));
    },
    undefined,
    { polling: 100, timeout: 30_000 },
  );
}

export async function memoryOverNavigations(
  browser: Browser,
  base: string,
  credentials: Credentials,
  options: { navigations?: number; readAt?: number[]; snapshot?: string } = {},
): Promise<MemoryFigures> {
  const navigations = options.navigations ?? 100;
  const readAt = new Set([0, ...(options.readAt ?? [20, 50, 100]).filter((n) => n <= navigations), navigations]);
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'ru-RU', timezoneId: 'Asia/Almaty' });
  await context.addInitScript(seedSession, credentials);
  const page = await context.newPage();
  const settled = trackRequests(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const errorScreens: MemoryFigures['errorScreens'] = [];
  const ready = async (navigation: number) => {
    await contentShown(page);
    await settled();
    await contentShown(page);
    if ((await page.locator('main h1').first().textContent()) === ERROR_TITLE) errorScreens.push({ navigation, url: new URL(page.url()).pathname });
  };
  try {
    await page.goto(`${base}/orders`);
    const items = page.getByTestId('side-menu').getByRole('menuitem');
    await items.first().waitFor();
    await ready(0);
    // Each entry's route is the end of antd's data-menu-id ("rc-menu-uuid-…-/orders").
    const entries = (await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-id') ?? ''))).map((id) => id.slice(id.indexOf('-/') + 1));
    if (entries.length < 2 || entries.some((e) => !e.startsWith('/'))) throw new Error(`memory: unexpected side-menu entries ${JSON.stringify(entries)}`);
    const snapshots: string[] = [];
    const read = async (navigation: number) => {
      readings.push(await memoryReading(page, cdp, navigation));
      if (!options.snapshot) return;
      const file = `${options.snapshot.replace(/\.heapsnapshot$/, '')}-${navigation}.heapsnapshot`;
      const chunks: string[] = [];
      const collect = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
      cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
      writeFileSync(file, chunks.join(''));
      snapshots.push(file);
    };
    const readings: MemoryReading[] = [];
    await read(0);
    // Navigation 1 opens the second entry (the first, /orders, is where the tab starts).
    for (let i = 1; i <= navigations; i++) {
      const route = entries[i % entries.length];
      try {
        await items.nth(i % entries.length).click();
        await page.waitForURL((url) => url.pathname === route || url.pathname.startsWith(`${route}/`), { waitUntil: 'commit' });
        await ready(i);
      } catch (error) {
        const shot = `/tmp/bench-memory-step-${i}.png`;
        await page.screenshot({ path: shot }).catch(() => undefined);
        throw new Error(`memory: navigation ${i} to ${route} failed on ${page.url()} (screenshot ${shot})`, { cause: error });
      }
      if (readAt.has(i)) await read(i);
    }
    return { entries, readings, errorScreens, snapshots };
  } finally {
    await context.close();
  }
}

export function memoryReport(m: MemoryFigures): string {
  const rows = m.readings.map((r) => [String(r.navigation), r.url, r.heapMb.toFixed(1), String(r.nodes), String(r.listeners), String(r.liveNodes), String(r.nodes - r.liveNodes)]);
  const lines = [
    `memory over ${m.readings.at(-1)?.navigation ?? 0} side-menu navigations (each of the ${m.entries.length} entries in turn: ${m.entries.join(', ')}); after a forced GC:`,
    table(['navigation', 'page', 'JS heap MB', 'nodes (CDP)', 'listeners', 'live DOM nodes', 'nodes − live DOM'], rows, 'llrrrrr'),
  ];
  const from = m.readings.find((r) => r.navigation === 20) ?? m.readings[1];
  const to = m.readings.at(-1);
  if (from && to && to !== from) {
    const pct = (a: number, b: number) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)} %`;
    const per = (a: number, b: number) => ((b - a) / (to.navigation - from.navigation)).toFixed(1);
    lines.push(
      `from navigation ${from.navigation} to ${to.navigation}: heap ${pct(from.heapMb, to.heapMb)}, nodes ${pct(from.nodes, to.nodes)} (${per(from.nodes, to.nodes)} a navigation), listeners ${pct(from.listeners, to.listeners)} (${per(from.listeners, to.listeners)} a navigation)`,
    );
  }
  if (m.errorScreens.length) lines.push(`pages that showed the error screen instead of their content: ${m.errorScreens.length} (${[...new Set(m.errorScreens.map((e) => e.url))].join(', ')})`);
  if (m.snapshots.length) lines.push(`heap snapshots: ${m.snapshots.join(', ')} (what holds detached DOM: npx tsx tests/bench/retainers.ts ${m.snapshots.at(-1)})`);
  return lines.join('\n');
}
