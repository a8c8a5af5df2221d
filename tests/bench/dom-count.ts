/**
 * How many DOM elements a list page has, and where they are (issue 30).
 *
 *   npx tsx tests/bench/dom-count.ts                 # builds and serves on DOM_PORT (4392), as the bench does
 *   DOM_URL=http://127.0.0.1:4392 npx tsx tests/bench/dom-count.ts   # an app already served (e.g. the e2e webServer)
 *
 * Opens /orders signed in, with the period widened to a year (the default 7 days may hold fewer
 * than 50 orders) at 20, 50 and 100 rows a page (DOM_SIZES), waits for the rows and the idle
 * work after them, and prints `document.querySelectorAll('*').length` with a breakdown. Each
 * part counts the element itself and everything inside it; parts may overlap (the fixed cells
 * are inside the rows), so they do not add up to the total.
 */
import { chromium, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { signInMerchant } from '../support/sandbox';
import { buildAndServePartner } from './partner';
import { DESKTOP, ROW, seedSession } from './page-figures';

const SIZES = (process.env.DOM_SIZES ?? '20,50,100').split(',').map(Number);
const PATH = process.env.DOM_PATH ?? '/orders';

/** A part of the page: a CSS selector whose matches (and their subtrees) are counted. */
const PARTS: Array<[string, string]> = [
  ['document <head>', 'head'],
  ['header bar', '.ant-layout-header'],
  ['side menu', '[data-testid="side-menu"]'],
  ['footer', '.ant-layout-footer'],
  ['title row, page actions', 'main section > div:first-child'],
  ['filters, cards, tabs (above the table)', 'main section > :not(div:has(> .ant-table-wrapper)):not(:has(.ant-pagination))'],
  ['status tabs', '[data-testid="status-tabs"]'],
  ['table: everything', '.ant-table-wrapper'],
  ['table: header (all)', '.ant-table-thead'],
  ['table: sticky header box', '.ant-table-header'],
  ['table: sticky scroll bar', '.ant-table-sticky-scroll'],
  ['table: measure row', '.ant-table-measure-row'],
  ['table: colgroups', '.ant-table colgroup'],
  ['table: rows', ROW],
  ['table: expanded rows', '.ant-table-expanded-row'],
  ['table: fixed cells (body)', `${ROW} > .ant-table-cell-fix-left, ${ROW} > .ant-table-cell-fix-right`],
  ['table: hover actions (body)', `${ROW} > .engine-hover-actions`],
  ['table: row checkboxes', `${ROW} > .ant-table-selection-column`],
  ['table: expand buttons', `${ROW} > .ant-table-row-expand-icon-cell`],
  ['pagination', '.ant-pagination'],
  ['portals (body > div outside #root)', 'body > div:not(#root)'],
];

interface Figures {
  total: number;
  rows: number;
  parts: Record<string, number>;
  /** Elements per body column, averaged over the rows (cell included). */
  perColumn: Array<[string, number]>;
}

async function figures(page: Page, parts: Array<[string, string]>): Promise<Figures> {
  return page.evaluate(
    ({ parts, row }) => {
      const subtree = (root: Element) => 1 + root.querySelectorAll('*').length;
      const count = (selector: string) => {
        // Matches inside other matches are counted once, with their outermost match.
        const all = [...document.querySelectorAll(selector)];
        return all.filter((el) => !all.some((o) => o !== el && o.contains(el))).reduce((n, el) => n + subtree(el), 0);
      };
      const rows = [...document.querySelectorAll(row)];
      const heads = [...document.querySelectorAll('.ant-table-thead tr:last-child > th')].map((th) => th.textContent?.trim() || th.className.split(' ').find((c) => !c.startsWith('ant-table-cell')) || '?');
      const perColumn: Array<[string, number]> = [];
      rows[0]?.querySelectorAll(':scope > td').forEach((_, i) => {
        const sum = rows.reduce((n, r) => n + (r.children[i] ? subtree(r.children[i]) : 0), 0);
        perColumn.push([heads[i] ?? String(i), Math.round((sum / rows.length) * 10) / 10]);
      });
      return {
        total: document.querySelectorAll('*').length,
        rows: rows.length,
        parts: Object.fromEntries(parts.map(([name, selector]) => [name, count(selector)])),
        perColumn,
      };
    },
    { parts, row: ROW },
  );
}

/** The orders list at `pageSize`, its period a year back to today. */
function listUrl(base: string, pageSize: number): string {
  if (PATH !== '/orders') return `${base}${PATH}?pageSize=${pageSize}&current=1`;
  const to = new Date();
  const from = new Date(to.getTime() - 365 * 86_400_000);
  const q = new URLSearchParams({
    pageSize: String(pageSize),
    current: '1',
    'filters[0][field]': 'created_at',
    'filters[0][operator]': 'between',
    'filters[0][value][0]': from.toISOString(),
    'filters[0][value][1]': to.toISOString(),
  });
  return `${base}${PATH}?${q}`;
}

async function main() {
  const served = process.env.DOM_URL ? undefined : await buildAndServePartner(Number(process.env.DOM_PORT ?? 4392));
  const base = process.env.DOM_URL ?? served!.base;
  const executablePath = process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const credentials = await signInMerchant(base);
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'ru-RU', timezoneId: 'Asia/Almaty' });
      await context.addInitScript(seedSession, credentials);
      // tsx (esbuild's keepNames) wraps the named functions in `figures` with a helper the page lacks.
      await context.addInitScript('globalThis.__name = (f) => f');
      const page = await context.newPage();
      await page.goto(listUrl(base, size));
      await page.locator(ROW).nth(Math.min(size, 20) - 1).waitFor({ timeout: 30_000 });
      // The idle work after the first screen (hover actions' content, prefetches) and the counts.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const f = await figures(page, PARTS);
      console.log(`\n${PATH} at pageSize=${size}: ${f.rows} rows, ${f.total} elements`);
      for (const [name, n] of Object.entries(f.parts)) console.log(`  ${name.padEnd(40)} ${String(n).padStart(6)}${name === 'table: rows' && f.rows ? `  (${(n / f.rows).toFixed(1)} a row)` : ''}`);
      console.log(`  per row, by column: ${f.perColumn.map(([c, n]) => `${c} ${n}`).join(' · ')}`);
      if (process.env.DOM_HOVER) {
        await page.locator(ROW).first().hover();
        await page.waitForTimeout(1000);
        console.log(`  after hovering the first row: ${(await figures(page, [])).total} elements`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await served?.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
