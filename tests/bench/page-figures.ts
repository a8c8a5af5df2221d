/**
 * What the bench measures in one browser page: the JS and CSS a page loads, the time from
 * navigation to 20 rendered table rows, and the requests made before the first row.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import type { Credentials } from '../../providers/session';
import { wavesBefore, type TimedRequest, type WavedRequest } from './waves';

/** A rendered table row (Partner's tables and the baseline's are both antd tables). */
export const ROW = '.ant-table-tbody tr.ant-table-row';
/** Rows counted as "the table is there". */
export const ROWS = 20;
export const DESKTOP = { width: 1440, height: 900 };

/** Puts a signed-in merchant's credentials where the app keeps them (runs in the page). */
export function seedSession(c: Credentials) {
  localStorage.setItem('merchant_cabinet', JSON.stringify(c));
  localStorage.setItem('merchant_cabinet_profile', JSON.stringify({ state: { status: 'active' }, version: 1 }));
}

export interface Loaded {
  names: string[];
  files: number;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
}

/** JS and CSS bodies the page loads from its own origin until `ready` shows and the network is idle. */
export async function measureWire(page: Page, url: string, ready: string): Promise<Loaded> {
  const origin = new URL(url).origin;
  const totals: Loaded = { names: [], files: 0, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 };
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const responseUrl = response.url();
    const kind = /\.js(\?|$)/.test(responseUrl) ? 'js' : /\.css(\?|$)/.test(responseUrl) ? 'css' : undefined;
    // 3xx (e.g. 304 from the cache) carry no body.
    if (!kind || !responseUrl.startsWith(origin) || (response.status() >= 300 && response.status() < 400)) return;
    pending.push(
      response.body().then((body) => {
        totals.files += 1;
        totals.names.push(`${responseUrl.split('/').pop()} ${(body.length / 1024).toFixed(1)} KB`);
        totals[`${kind}Raw`] += body.length;
        totals[`${kind}Gzip`] += gzipSync(body).length;
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return totals;
}

/** Navigation start → ROWS table rows in the DOM, read from the page's own clock in the frame they are seen. */
export async function timeToRows(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const seen = await page.waitForFunction(([selector, rows]) => document.querySelectorAll(selector).length >= rows && performance.now(), [ROW, ROWS] as const, {
    polling: 'raf',
    timeout: 30_000,
  });
  return (await seen.jsonValue()) as number;
}

/** Init script: notes performance.now() when the first row enters the DOM (a MutationObserver, so not frame-late). */
function watchFirstRow(selector: string) {
  const w = window as unknown as { __benchFirstRow?: number };
  const observer = new MutationObserver(() => {
    if (w.__benchFirstRow !== undefined || !document.querySelector(selector)) return;
    w.__benchFirstRow = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Every request of the page but the navigation's document (and data:/blob: URLs, which are not
 * on the wire), from a CDP Network session: start = requestWillBeSent (when the page asked for
 * it, before any queueing), end = loadingFinished or loadingFailed, in the browser's monotonic
 * clock. `stop` maps them onto the page's clock (ms since navigation start) through the wall time
 * CDP gives with the first request.
 */
async function recordRequests(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  let monoToWallMs: number | undefined;
  const open = new Map<string, { url: string; start: number }>();
  const done: Array<{ url: string; start: number; end: number }> = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    monoToWallMs ??= e.wallTime * 1000 - e.timestamp * 1000;
    if (e.requestId === e.loaderId && e.type === 'Document') return;
    if (/^(data|blob):/.test(e.request.url)) return;
    const redirected = open.get(e.requestId);
    if (redirected && e.redirectResponse) done.push({ ...redirected, end: e.timestamp * 1000 });
    open.set(e.requestId, { url: e.request.url, start: e.timestamp * 1000 });
  });
  const finish = (e: { requestId: string; timestamp: number }) => {
    const request = open.get(e.requestId);
    if (!request) return;
    open.delete(e.requestId);
    done.push({ ...request, end: e.timestamp * 1000 });
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  await cdp.send('Network.enable');
  return {
    async stop(timeOrigin: number): Promise<TimedRequest[]> {
      await cdp.detach();
      const shift = (monoToWallMs ?? 0) - timeOrigin;
      return [...done, ...[...open.values()].map((r) => ({ ...r, end: Infinity }))].map((r) => ({ url: r.url, start: r.start + shift, end: r.end + shift }));
    },
  };
}

export interface ColdRun {
  /** Navigation → ROWS rows, ms. */
  ms: number;
  /** Navigation → first row in the DOM, ms. */
  firstRow: number;
  /** Requests that started before the first row, with their waves. */
  requests: WavedRequest[];
  waves: number;
}

/** One run in a fresh browser context (nothing cached), with the requests recorded for the waves. */
export async function coldRun(browser: Browser, url: string, credentials?: Credentials): Promise<ColdRun> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    if (credentials) await context.addInitScript(seedSession, credentials);
    await context.addInitScript(watchFirstRow, ROW);
    const page = await context.newPage();
    const recorder = await recordRequests(context, page);
    const ms = await timeToRows(page, url);
    const clock = await page.evaluate(() => ({ firstRow: (window as unknown as { __benchFirstRow?: number }).__benchFirstRow, timeOrigin: performance.timeOrigin }));
    const firstRow = clock.firstRow ?? ms;
    const { requests, count } = wavesBefore(await recorder.stop(clock.timeOrigin), firstRow);
    return { ms, firstRow, requests, waves: count };
  } finally {
    await context.close();
  }
}
