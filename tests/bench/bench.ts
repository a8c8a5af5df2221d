/**
 * `npm run bench`: figures for Partner's production build and, in the same run, for the plain
 * refine + antd baseline in ../shared/baseline. Printed, never asserted. See docs/performance.md.
 *
 * - navigation → 20 table rows rendered on /orders, /reviews, /refunds, /finance and /products/onsale (and the baseline's /orders):
 *   median of BENCH_RUNS cold runs (a fresh browser context each: nothing cached) and of as
 *   many warm runs (the same page navigated again), Partner and baseline runs interleaved;
 * - JS and CSS loaded (raw and gzip) and file count for /auth/sign-in, /orders, /reviews;
 * - the sequential request waves before the first row (tests/bench/waves.ts);
 * - Lighthouse mobile and desktop (unless BENCH_LIGHTHOUSE=0);
 * - the sandbox's latency for the reviews and orders list calls;
 * - the JS heap after 50 navigations between orders, an order and reviews, next to the start (tests/bench/heap.ts);
 * - memory over 100 side-menu navigations through every area: JS heap, CDP nodes, listeners and the live DOM at
 *   navigation 0, 20, 50 and 100 (tests/bench/memory.ts);
 * - the stack's floor: the JS of bare sign-in and orders pages built from the stack alone (tests/bench/floor.ts),
 *   and navigation → 20 rows on a page built from the stack alone that draws what /orders draws (tests/bench/table-floor.ts);
 * - interactions on the orders, reviews and refunds lists beside the baseline's: input event → the list shows the result,
 *   Event Timing, long tasks and slow frames while scrolling, DOM, heap and listeners (tests/bench/interactions.ts).
 *
 * Environment: BENCH_PORT (4180), BENCH_RUNS (7), BENCH_LIGHTHOUSE_RUNS (3), BENCH_LIGHTHOUSE=0,
 * BENCH_BASELINE=0 (Partner only), BENCH_FLOOR=0 (no floor build), BENCH_VERBOSE=1 (file lists and request waves), BENCH_ONLY=heap
 * (the heap figure alone), BENCH_ONLY=memory (the side-menu memory figures alone; BENCH_MEMORY_NAVIGATIONS, default 100;
 * BENCH_MEMORY_SNAPSHOT=/tmp/name saves a heap snapshot at each reading, /tmp/name-<navigation>.heapsnapshot), BENCH_ONLY=interactions
 * (the interaction figures alone, Partner and baseline; BENCH_INTERACTION_RUNS, default 9), BENCH_INTERACTIONS=0 (none in a full run),
 * BENCH_DIST=folder (serve that build instead of building one).
 */
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import type { Credentials } from '../../providers/session';
import { signInMerchant } from '../support/sandbox';
import { findBaseline, prepareBaseline, serveBaseline, type ServedBaseline } from './baseline';
import { kb, median, msRuns, percentile, ratio, shortUrl, table } from './format';
import { lighthouseFigures, removeLighthouseProfiles, type FormFactor, type LighthouseFigures } from './lighthouse';
import { coldRun, DESKTOP, measureWire, ROW, ROWS, seedSession, timeToRows, type ColdRun, type Loaded } from './page-figures';
import { stackFloor } from './floor';
import { serveTableFloor, type ServedTableFloor } from './table-floor';
import { heapAfterNavigations, heapLine } from './heap';
import { memoryOverNavigations, memoryReport } from './memory';
import { buildAndServePartner, builtFiles, type ServedPartner } from './partner';
import { baselineApp, partnerApp } from './interaction-apps';
import { interactionFigures } from './interactions';
import { interactionsReport } from './interactions-report';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MEMORY_NAVIGATIONS = Number(process.env.BENCH_MEMORY_NAVIGATIONS ?? 100);
const MEMORY_SNAPSHOT = process.env.BENCH_MEMORY_SNAPSHOT ? resolve(process.env.BENCH_MEMORY_SNAPSHOT) : undefined;
const INTERACTIONS = process.env.BENCH_INTERACTIONS !== '0';
const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');

/** One table page measured cold and warm. */
interface TableFigures {
  cold: ColdRun[];
  warm: number[];
}

const newTable = (): TableFigures => ({ cold: [], warm: [] });
const coldMs = (t: TableFigures | undefined) => (t ? median(t.cold.map((r) => r.ms)) : undefined);
const warmMs = (t: TableFigures | undefined) => (t ? median(t.warm) : undefined);
const waves = (t: TableFigures | undefined) => (t ? median(t.cold.map((r) => r.waves)) : undefined);

/** The cold run whose time is the (lower) median: the one whose waves are listed. */
function medianRun(runs: ColdRun[]): ColdRun {
  return [...runs].sort((a, b) => a.ms - b.ms)[Math.floor((runs.length - 1) / 2)];
}

async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
}

async function sandboxLatency(base: string, token: string | undefined, path: string, query: (i: number) => string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}?${query(i)}`, { headers: { Authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  }
  return samples.sort((a, b) => a - b);
}

function printWire(rows: Array<[string, Loaded | undefined]>) {
  console.log('\nJS and CSS loaded (raw = the decoded body; vite preview sends the precompressed brotli copy, and gzip = each body gzipped here, as the issue counts it)');
  const present = rows.filter((r): r is [string, Loaded] => r[1] !== undefined);
  console.log(table(['page', 'files', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip'], present.map(([name, l]) => [name, String(l.files), kb(l.jsRaw), kb(l.jsGzip), kb(l.cssRaw), kb(l.cssGzip)])));
  if (VERBOSE) for (const [name, l] of present) console.log(`${name}: ${l.names.join(', ')}`);
}

function printTables(rows: Array<[string, TableFigures | undefined]>) {
  console.log(`\nnavigation → ${ROWS} rows rendered (${ROW}); cold: new browser context per run; warm: the same page navigated again; ${RUNS} runs each`);
  for (const [name, t] of rows) {
    if (!t) continue;
    console.log(`${name.padEnd(16)} cold ${msRuns(t.cold.map((r) => r.ms))}`);
    if (t.warm.length) console.log(`${''.padEnd(16)} warm ${msRuns(t.warm)}`);
  }
}

function printWaves(rows: Array<[string, TableFigures | undefined]>) {
  console.log('\nsequential request waves before the first row (cold runs; every request but the document; wave = 1 + deepest wave finished before it started)');
  for (const [name, t] of rows) {
    if (!t) continue;
    const shown = medianRun(t.cold);
    console.log(`${name.padEnd(16)} ${waves(t)} waves (runs: ${t.cold.map((r) => r.waves).join(', ')}); median run: ${shown.requests.length} requests started before the first row at ${shown.firstRow.toFixed(0)} ms`);
    if (!VERBOSE) continue;
    const end = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : 'open');
    console.log(table(['  wave', 'start ms', 'end ms', 'request'], shown.requests.map((r) => [`  ${r.wave}`, r.start.toFixed(1), end(r.end), shortUrl(r.url)]), 'lrrl'));
  }
}

type LighthouseKey = `${string} ${FormFactor}`;

function printLighthouse(results: Map<LighthouseKey, LighthouseFigures>) {
  console.log(`\nLighthouse 12.8.2, performance (${LIGHTHOUSE_RUNS === 1 ? 'one run' : `median of ${LIGHTHOUSE_RUNS} runs`} per page per form factor, fresh Chromium profile each run; mobile = default config with simulated throttling, desktop = desktop-config)`);
  const rows = [...results].map(([key, f]) => {
    const [page, formFactor] = key.split(' ');
    return [page, formFactor, f.score.toFixed(0), `${f.fcp.toFixed(0)} ms`, `${f.lcp.toFixed(0)} ms`, `${f.tbt.toFixed(0)} ms`, f.cls.toFixed(3)];
  });
  console.log(table(['page', 'form', 'score', 'FCP', 'LCP', 'TBT', 'CLS'], rows));
  for (const [key, f] of results) for (const note of f.notes) console.log(`  note (${key}): ${note}`);
}

function baselineAbsent(): string {
  return process.env.BENCH_BASELINE === '0' ? 'baseline: skipped (BENCH_BASELINE=0)' : `baseline: ${resolve(REPO, '..', 'shared', 'baseline')} is absent; Partner figures only`;
}

async function interactions(browser: Browser, partnerBase: string, baselineBase: string | undefined): Promise<string> {
  const before = load();
  const figures = await interactionFigures(browser, [partnerApp(partnerBase), ...(baselineBase ? [baselineApp(baselineBase)] : [])]);
  return `${interactionsReport(figures, VERBOSE)}
load average (1, 5, 15 min) before the interactions: ${before}; after: ${load()}`;
}

/** BENCH_ONLY=interactions: the build, both servers and the interaction figures. */
async function onlyInteractions(partner: ServedPartner, started: number) {
  const source = process.env.BENCH_BASELINE === '0' ? undefined : findBaseline(REPO);
  let baseline: ServedBaseline | undefined;
  let browser: Browser | undefined;
  try {
    baseline = source ? await serveBaseline(prepareBaseline(source, REPO, (line) => console.log(line))) : undefined;
    if (!source) console.log(baselineAbsent());
    browser = await launchBrowser();
    console.log(`
Partner bench, interactions (production build on ${partner.base}${baseline ? `; baseline ${source} on ${baseline.base}` : ''}; Chromium ${browser.version()})`);
    console.log(`
${await interactions(browser, partner.base, baseline?.base)}`);
    console.log(`
bench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    if (browser?.isConnected()) await browser.close();
    await baseline?.close();
    await partner.close();
  }
}

async function main() {
  const started = performance.now();
  const partner = await buildAndServePartner(PORT);
  if (process.env.BENCH_ONLY === 'heap') {
    const browser = await launchBrowser();
    try {
      console.log(heapLine(await heapAfterNavigations(browser, partner.base, await signInMerchant(partner.base), Number(process.env.BENCH_HEAP_NAVIGATIONS ?? 50))));
    } finally {
      await browser.close();
      await partner.close();
    }
    return;
  }
  if (process.env.BENCH_ONLY === 'memory') {
    const browser = await launchBrowser();
    try {
      console.log(memoryReport(await memoryOverNavigations(browser, partner.base, await signInMerchant(partner.base), { navigations: MEMORY_NAVIGATIONS, snapshot: MEMORY_SNAPSHOT })));
      console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } finally {
      await browser.close();
      await partner.close();
    }
    return;
  }
  if (process.env.BENCH_ONLY === 'interactions') return onlyInteractions(partner, started);
  const baselineSource = process.env.BENCH_BASELINE === '0' ? undefined : findBaseline(REPO);
  let baseline: ServedBaseline | undefined;
  let tableFloor: ServedTableFloor | undefined;
  let browser: Browser | undefined;
  try {
    const baselineDir = baselineSource ? prepareBaseline(baselineSource, REPO, (line) => console.log(line)) : undefined;
    baseline = baselineDir ? await serveBaseline(baselineDir) : undefined;
    if (!baselineSource) console.log(baselineAbsent());

    tableFloor = process.env.BENCH_FLOOR === '0' ? undefined : await serveTableFloor(REPO);
    browser = await launchBrowser();
    const chromiumVersion = browser.version();
    const P = partner.base;
    const B = baseline?.base;
    // JS and CSS on the wire; the pages stay open for the warm runs.
    const signIn = await measureWire(await browser.newPage(), `${P}/auth/sign-in`, 'input[autocomplete="tel"]');
    const credentials: Credentials = await signInMerchant(P);
    const signedIn = await browser.newContext({ viewport: DESKTOP });
    await signedIn.addInitScript(seedSession, credentials);
    const reviewsPage = await signedIn.newPage();
    const reviewsWire = await measureWire(reviewsPage, `${P}/reviews`, ROW);
    const ordersPage = await signedIn.newPage();
    const ordersWire = await measureWire(ordersPage, `${P}/orders`, ROW);
    const refundsPage = await signedIn.newPage();
    const financePage = await signedIn.newPage();
    const productsPage = await signedIn.newPage();
    const baselinePage = B ? await (await browser.newContext({ viewport: DESKTOP })).newPage() : undefined;
    const baselineWire = B && baselinePage ? await measureWire(baselinePage, `${B}/orders`, ROW) : undefined;

    // Cold and warm runs, Partner and baseline interleaved so machine noise hits both alike.
    const orders = newTable();
    const reviews = newTable();
    const refunds = newTable();
    const finance = newTable();
    const products = newTable();
    const base = B ? newTable() : undefined;
    const floorTable = tableFloor ? newTable() : undefined;
    for (let i = 0; i < RUNS; i += 1) {
      orders.cold.push(await coldRun(browser, `${P}/orders`, credentials));
      if (B && base) base.cold.push(await coldRun(browser, `${B}/orders`));
      if (tableFloor && floorTable) floorTable.cold.push(await coldRun(browser, `${tableFloor.base}/orders`));
      reviews.cold.push(await coldRun(browser, `${P}/reviews`, credentials));
      refunds.cold.push(await coldRun(browser, `${P}/refunds`, credentials));
      finance.cold.push(await coldRun(browser, `${P}/finance`, credentials));
      products.cold.push(await coldRun(browser, `${P}/products/onsale`, credentials));
    }
    for (let i = 0; i < RUNS; i += 1) {
      orders.warm.push(await timeToRows(ordersPage, `${P}/orders`));
      if (B && base && baselinePage) base.warm.push(await timeToRows(baselinePage, `${B}/orders`));
      reviews.warm.push(await timeToRows(reviewsPage, `${P}/reviews`));
      refunds.warm.push(await timeToRows(refundsPage, `${P}/refunds`));
      finance.warm.push(await timeToRows(financePage, `${P}/finance`));
      products.warm.push(await timeToRows(productsPage, `${P}/products/onsale`));
    }

    const heap = await heapAfterNavigations(browser, P, credentials);
    const memory = await memoryOverNavigations(browser, P, credentials, { navigations: MEMORY_NAVIGATIONS, snapshot: MEMORY_SNAPSHOT });
    const interactionLines = INTERACTIONS ? await interactions(browser, P, B) : 'interactions skipped (BENCH_INTERACTIONS=0)';
    const token = credentials.merchant_access_token;
    const reviewCalls = await sandboxLatency(P, token, '/feedback/api/v1/reviews/merchants', (i) => `limit=20&page=${(i % 16) + 1}&sort_key=created_at&sort_val=-1${i % 2 ? '&ratings=4,5' : ''}`);
    const orderCalls = await sandboxLatency(P, token, '/oms/api/v3/merchant/orders', (i) => `limit=20&page=${(i % 10) + 1}&sorting=-created_at${i % 2 ? '&status=completed,canceled' : ''}`);
    await browser.close();

    // Lighthouse: one fresh Chromium per run; Partner and baseline interleaved as well.
    const lighthouse = new Map<LighthouseKey, LighthouseFigures>();
    if (LIGHTHOUSE) {
      const session = () => signInMerchant(P);
      for (const formFactor of ['mobile', 'desktop'] as const) {
        lighthouse.set(`Partner/orders ${formFactor}`, await lighthouseFigures(`${P}/orders`, formFactor, LIGHTHOUSE_RUNS, session));
        if (B) lighthouse.set(`baseline/orders ${formFactor}`, await lighthouseFigures(`${B}/orders`, formFactor, LIGHTHOUSE_RUNS));
        lighthouse.set(`Partner/auth/sign-in ${formFactor}`, await lighthouseFigures(`${P}/auth/sign-in`, formFactor, LIGHTHOUSE_RUNS));
      }
    }

    const floor = process.env.BENCH_FLOOR === '0' ? [] : await stackFloor(REPO);
    const files = builtFiles(partner.outDir);
    const baselineFiles = baselineDir ? builtFiles(resolve(baselineDir, 'dist')) : undefined;
    console.log(`\nPartner bench (production build, vite preview + sandbox on ${P}${B ? `; baseline ${baselineSource} on ${B}` : ''}; Chromium ${chromiumVersion})`);
    printWire([
      ['Partner sign-in', signIn],
      ['Partner reviews', reviewsWire],
      ['Partner orders', ordersWire],
      ['baseline orders', baselineWire],
    ]);
    console.log(`chunks in the build: Partner ${files.js} JS, ${files.css} CSS${baselineFiles ? `; baseline ${baselineFiles.js} JS, ${baselineFiles.css} CSS` : ''}`);
    console.log(`the stack's floor (tests/bench/floor.ts: bare pages of React, react-router, i18next, axios, antd${floor.length ? '' : '; skipped'}): ${floor.map((f) => `${f.page} ${kb(f.jsRaw)} raw, ${kb(f.jsGzip)} gzip`).join('; ')}`);
    printTables([
      ['Partner orders', orders],
      ['Partner reviews', reviews],
      ['Partner refunds', refunds],
      ['Partner finance', finance],
      ['Partner products on sale', products],
      ['baseline orders', base],
      ["stack's floor, orders' page", floorTable],
    ]);
    printWaves([
      ['Partner orders', orders],
      ['Partner reviews', reviews],
      ['Partner refunds', refunds],
      ['Partner finance', finance],
      ['Partner products on sale', products],
      ['baseline orders', base],
    ]);
    if (LIGHTHOUSE) printLighthouse(lighthouse);
    else console.log('\nLighthouse skipped (BENCH_LIGHTHOUSE=0)');
    console.log('');
    for (const [name, samples] of [['reviews', reviewCalls], ['orders', orderCalls]] as const) {
      console.log(`sandbox ${name} list (200 sequential calls): median ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`);
    }

    const score = (key: LighthouseKey) => lighthouse.get(key)?.score;
    const ms = (v: number | undefined) => (v === undefined ? '—' : `${v.toFixed(0)} ms`);
    const n = (v: number | undefined) => (v === undefined ? '—' : v.toFixed(0));
    const summary: string[][] = [
      ['orders, navigation → 20 rows, cold', ms(coldMs(orders)), ms(coldMs(base)), ratio(coldMs(orders), coldMs(base))],
      ['orders, navigation → 20 rows, warm', ms(warmMs(orders)), ms(warmMs(base)), ratio(warmMs(orders), warmMs(base))],
      ['reviews, navigation → 20 rows, cold (vs baseline orders)', ms(coldMs(reviews)), ms(coldMs(base)), ratio(coldMs(reviews), coldMs(base))],
      ['refunds, navigation → 20 rows, cold (vs baseline orders)', ms(coldMs(refunds)), ms(coldMs(base)), ratio(coldMs(refunds), coldMs(base))],
      ['finance, navigation → 20 rows, cold (vs baseline orders)', ms(coldMs(finance)), ms(coldMs(base)), ratio(coldMs(finance), coldMs(base))],
      ["the stack's floor drawing /orders' page (table-floor.ts), cold", ms(coldMs(floorTable)), ms(coldMs(base)), ratio(coldMs(floorTable), coldMs(base))],
      ['orders, JS gzip', kb(ordersWire.jsGzip), baselineWire ? kb(baselineWire.jsGzip) : '—', ratio(ordersWire.jsGzip, baselineWire?.jsGzip)],
      ...floor.map((f) => [`${f.page}, JS gzip over the stack's floor (${kb(f.jsGzip)})`, kb((f.page === 'orders' ? ordersWire : signIn).jsGzip - f.jsGzip), '—', '—']),
      ['orders, request waves before the first row', n(waves(orders)), n(waves(base)), ratio(waves(orders), waves(base))],
    ];
    if (LIGHTHOUSE) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const b = score(`baseline/orders ${formFactor}`);
        summary.push([`Lighthouse ${formFactor} score, orders`, n(score(`Partner/orders ${formFactor}`)), n(b), ratio(score(`Partner/orders ${formFactor}`), b)]);
        summary.push([`Lighthouse ${formFactor} score, sign-in (vs baseline orders)`, n(score(`Partner/auth/sign-in ${formFactor}`)), n(b), ratio(score(`Partner/auth/sign-in ${formFactor}`), b)]);
      }
    }
    console.log(heapLine(heap));
    console.log(`\n${memoryReport(memory)}`);
    console.log(`\n${interactionLines}`);
    console.log(`\nSummary (medians; times and sizes: lower is better; scores: higher is better)`);
    console.log(table(['', 'Partner', 'baseline', 'Partner ÷ baseline'], summary));
    console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    if (browser?.isConnected()) await browser.close();
    await baseline?.close();
    await tableFloor?.close();
    await partner.close();
    removeLighthouseProfiles();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
