import type { Browser, Page } from '@playwright/test';
import type { Credentials } from '../../providers/session';
import { DESKTOP, ROW, seedSession } from './page-figures';

/**
 * Memory over a working session: the JS heap (after a forced garbage collection) once /orders
 * shows its rows, and again after `navigations` in-app navigations cycling through the orders
 * list, an order (its first row) and reviews, by the side menu and row clicks as a seller
 * moves. A heap that keeps growing here is a leak (listeners, caches, detached screens).
 */
export interface HeapFigures {
  startMb: number;
  endMb: number;
  navigations: number;
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

export async function heapAfterNavigations(browser: Browser, base: string, credentials: Credentials, navigations = 50): Promise<HeapFigures> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(seedSession, credentials);
  const page = await context.newPage();
  const menu = (name: string) => page.getByTestId('side-menu').getByRole('menuitem', { name });
  // The rows of that list: right after the URL changes, the previous list's rows can still show.
  const rowsOf = (list: string) => page.getByRole('region', { name: list }).locator(ROW);
  const steps: Array<() => Promise<void>> = [
    async () => {
      await menu('Заказы').click();
      await page.waitForURL(/\/orders(\?|$)/, { waitUntil: 'commit' });
      await rowsOf('Заказы').first().waitFor();
    },
    async () => {
      // A plain cell, as a seller clicks a row: the middle of the row may be a hover action.
      await rowsOf('Заказы').first().locator('td').nth(3).click();
      await page.waitForURL(/\/orders\/[^/?]+/, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: /Заказ №/ }).waitFor();
    },
    async () => {
      await menu('Отзывы').click();
      await page.waitForURL(/\/reviews/, { waitUntil: 'commit' });
      await rowsOf('Отзывы').first().waitFor();
    },
  ];
  try {
    await page.goto(`${base}/orders`);
    await page.locator(ROW).first().waitFor();
    const startMb = await heapMb(page);
    for (let i = 0; i < navigations; i++) {
      await steps[i % steps.length]().catch(async (error: unknown) => {
        const shot = `/tmp/bench-heap-step-${i}.png`;
        await page.screenshot({ path: shot }).catch(() => undefined);
        throw new Error(`heap: navigation ${i + 1} failed on ${page.url()} (screenshot ${shot})`, { cause: error });
      });
    }
    // Back on the list it started from, so both figures describe the same screen... plus history.
    if (navigations % steps.length !== 1) await steps[0]();
    return { startMb, endMb: await heapMb(page), navigations };
  } finally {
    await context.close();
  }
}

export function heapLine(h: HeapFigures): string {
  const growth = h.endMb - h.startMb;
  return `JS heap after GC on /orders: ${h.startMb.toFixed(1)} MB at start, ${h.endMb.toFixed(1)} MB after ${h.navigations} navigations between orders, an order and reviews (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB)`;
}
