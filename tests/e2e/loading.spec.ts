import { expect, test, type Page } from '@playwright/test';
import { injectSession, sandbox } from './support';

// The first screen in one wave (DESIGN.md "Loading"): order of events, never durations.

interface Event {
  kind: 'start' | 'end';
  url: string;
}

/** Every request of the page, as the browser issued and finished them, in order. */
function recordRequests(page: Page): Event[] {
  const events: Event[] = [];
  page.on('request', (r) => events.push({ kind: 'start', url: r.url() }));
  page.on('requestfinished', (r) => events.push({ kind: 'end', url: r.url() }));
  return events;
}

const js = (url: string) => /\/assets\/.+\.js$/.test(new URL(url).pathname);
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test.describe('the landing route loads in one wave', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await sandbox(baseURL!).reset();
    await injectSession(context, baseURL!);
  });

  test('/orders: the list, profit and pickup-point calls start before the list screen has arrived, each asked once', async ({ page, baseURL }) => {
    const control = sandbox(baseURL!);
    await control.clearRequests();
    const events = recordRequests(page);
    await page.goto('/orders');
    await expect(rows(page)).toHaveCount(20);
    const seen = [...events];

    const firstStart = (test: (url: string) => boolean) => seen.findIndex((e) => e.kind === 'start' && test(e.url));
    const lastEnd = (test: (url: string) => boolean) => seen.findLastIndex((e) => e.kind === 'end' && test(e.url));
    const listScreen = (url: string) => /\/assets\/(list-page|desktop-orders-list)-[^/]+\.js$/.test(url);
    const call = (path: string) => (url: string) => new URL(url).pathname === path;

    expect(lastEnd(listScreen), 'the list screen chunk was loaded').toBeGreaterThan(-1);
    for (const path of ['/oms/api/v3/merchant/orders', '/oms/api/v3/merchant/orders/profit', '/merchant-profile/api/v1/profile/pickup-points']) {
      const started = firstStart(call(path));
      expect(started, `${path} was called`).toBeGreaterThan(-1);
      expect(started, `${path} starts before the list screen's code has finished loading`).toBeLessThan(lastEnd(listScreen));
      // The screens' own queries took the early answers: nothing was asked twice.
      expect((await control.requests(path)).filter((r) => r.path === path), path).toHaveLength(1);
    }
  });

  test("/orders: the route's code comes in two waves (the entry, then everything the first screen shows)", async ({ page }) => {
    await page.goto('/orders');
    // The page's own clock: when 20 rows were there, and every resource's start and end.
    const firstRow = await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= 20 && performance.now(), undefined, { polling: 'raf' });
    const at = (await firstRow.jsonValue()) as number;
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    );
    const scripts = resources.filter((r) => js(r.url) && r.start < at).sort((a, b) => a.start - b.start);
    const wave = new Map<string, number>();
    for (const r of scripts) wave.set(r.url, 1 + Math.max(0, ...scripts.filter((q) => q.end <= r.start).map((q) => wave.get(q.url) ?? 0)));
    expect([...wave].filter(([, w]) => w > 2).map(([url]) => url), 'chunks discovered one lazy() at a time').toEqual([]);
    expect(Math.max(...wave.values())).toBe(2);
  });
});
