/**
 * `npm run bench`: figures for a production build, printed, never asserted.
 * - JS and CSS (raw and gzip) that real Chromium loads for the sign-in page and the reviews page;
 * - the number of chunks in the build;
 * - the time from navigation to a rendered orders table (first 20 rows), median of several
 *   cold runs (a fresh browser context each time: no cache, as on a first visit) and warm runs;
 * - the sandbox's median and 95th-percentile latency for the reviews and orders list calls.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import { preview } from 'vite';
import type { Credentials } from '../../providers/session';
import { signInMerchant } from '../support/sandbox';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
/** Runs of the orders-table timing (median printed). */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** Puts a signed-in merchant's credentials where the app keeps them (runs in the page). */
function seedSession(c: Credentials) {
  localStorage.setItem('merchant_cabinet', JSON.stringify(c));
  localStorage.setItem('merchant_cabinet_profile', JSON.stringify({ state: { status: 'active' }, version: 1 }));
}

interface Loaded {
  names: string[];
  files: number;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
}

async function measurePage(page: Page, path: string, ready: string): Promise<Loaded> {
  const totals: Loaded = { names: [], files: 0, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 };
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    const kind = /\.js(\?|$)/.test(url) ? 'js' : /\.css(\?|$)/.test(url) ? 'css' : undefined;
    // 3xx (e.g. 304 from the cache) carry no body.
    if (!kind || !url.startsWith(BASE) || (response.status() >= 300 && response.status() < 400)) return;
    pending.push(
      response.body().then((body) => {
        totals.files += 1;
        totals.names.push(`${url.split('/').pop()} ${(body.length / 1024).toFixed(1)} KB`);
        totals[`${kind}Raw`] += body.length;
        totals[`${kind}Gzip`] += gzipSync(body).length;
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto(`${BASE}${path}`);
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return totals;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  execSync('npm run -s build', { stdio: 'inherit' });
  execSync('node_modules/.bin/tsx sandbox/main.ts --reset', { stdio: 'inherit', env: { ...process.env, SANDBOX_STATE_FILE: '.sandbox-state/bench.json' } });
  process.env.SANDBOX_STATE_FILE = '.sandbox-state/bench.json';
  const server = await preview({ preview: { port: PORT, strictPort: true, host: '127.0.0.1' }, logLevel: 'warn' });
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const signIn = await measurePage(await browser.newPage(), '/auth/sign-in', 'input[autocomplete="tel"]');

    const credentials = await signInMerchant(BASE);
    const context = await browser.newContext();
    await context.addInitScript(seedSession, credentials);
    const reviews = await measurePage(await context.newPage(), '/reviews', '.ant-table-row');
    const desktop = { width: 1440, height: 900 };
    const ordersPage = await context.newPage();
    await ordersPage.setViewportSize(desktop);
    const orders = await measurePage(ordersPage, '/orders', '.ant-table-row');

    // Navigation start → 20 order rows in the DOM, read from the page's own clock.
    const tableTime = async (page: Page): Promise<number> => {
      await page.goto(`${BASE}/orders`);
      await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= 20, undefined, { polling: 'raf', timeout: 30_000 });
      return page.evaluate(() => performance.now());
    };
    const cold: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const fresh = await browser.newContext({ viewport: desktop });
      await fresh.addInitScript(seedSession, credentials);
      cold.push(await tableTime(await fresh.newPage()));
      await fresh.close();
    }
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i += 1) warm.push(await tableTime(ordersPage));

    const chunks = readdirSync('dist/assets').filter((f) => f.endsWith('.js')).length;
    const css = readdirSync('dist/assets').filter((f) => f.endsWith('.css')).length;

    const latency = async (path: string, query: (i: number) => string): Promise<number[]> => {
      const samples: number[] = [];
      for (let i = 0; i < 200; i += 1) {
        const started = performance.now();
        const response = await fetch(`${BASE}${path}?${query(i)}`, { headers: { Authorization: `Bearer ${credentials.merchant_access_token}` } });
        await response.arrayBuffer();
        samples.push(performance.now() - started);
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      }
      return samples.sort((a, b) => a - b);
    };
    const reviewCalls = await latency('/feedback/api/v1/reviews/merchants', (i) => `limit=20&page=${(i % 16) + 1}&sort_key=created_at&sort_val=-1${i % 2 ? '&ratings=4,5' : ''}`);
    const orderCalls = await latency('/oms/api/v3/merchant/orders', (i) => `limit=20&page=${(i % 10) + 1}&sorting=-created_at${i % 2 ? '&status=completed,canceled' : ''}`);
    const ms = (values: number[]) => `median ${percentile([...values].sort((a, b) => a - b), 50).toFixed(0)} ms (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`;

    const row = (name: string, l: Loaded) => `${name.padEnd(14)} ${String(l.files).padStart(5)}  JS ${kb(l.jsRaw).padStart(10)} raw ${kb(l.jsGzip).padStart(10)} gzip   CSS ${kb(l.cssRaw).padStart(9)} raw ${kb(l.cssGzip).padStart(9)} gzip`;
    console.log('\nPartner bench (production build, vite preview + sandbox, Chromium)');
    console.log(`page           files`);
    console.log(row('sign-in', signIn));
    console.log(row('reviews', reviews));
    console.log(row('orders', orders));
    if (process.env.BENCH_VERBOSE) for (const [name, l] of [['sign-in', signIn], ['reviews', reviews], ['orders', orders]] as const) console.log(`${name}: ${l.names.join(', ')}`);
    console.log(`orders table, navigation → 20 rows rendered: cold ${ms(cold)}; warm ${ms(warm)}`);
    console.log(`chunks in build: ${chunks} JS, ${css} CSS`);
    for (const [name, samples] of [['reviews', reviewCalls], ['orders', orderCalls]] as const) {
      console.log(`sandbox ${name} list (200 sequential calls): median ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`);
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
