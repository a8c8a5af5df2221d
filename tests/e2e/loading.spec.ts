import { expect, test, type Page } from './fixtures';
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

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test.describe('the landing route loads in one wave', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await sandbox(baseURL!).reset();
    await injectSession(context, baseURL!);
  });

  test('/orders: the list, profit, pickup-point and dictionary calls start before the list screen has arrived, each asked once', async ({ page, baseURL }) => {
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
    for (const path of ['/oms/api/v3/merchant/orders', '/oms/api/v3/merchant/orders/profit', '/merchant-profile/api/v1/profile/pickup-points', '/translations/api/v1/dictionary']) {
      const started = firstStart(call(path));
      expect(started, `${path} was called`).toBeGreaterThan(-1);
      expect(started, `${path} starts before the list screen's code has finished loading`).toBeLessThan(lastEnd(listScreen));
      // The screens' own queries took the early answers: nothing was asked twice.
      // (The status tabs' counts and the new-order poller read the same path with limit=1. A list
      // the spec does not page, the pickup points, is read to the end: its page 2 follows page 1.)
      const asked = (await control.requests(path)).filter((r) => r.path === path && !/(^|&)limit=1(&|$)/.test(r.query)).map((r) => r.query);
      expect(asked.filter((query) => !/(^|&)page=([2-9]|\d\d)(&|$)/.test(query)), `${path}: its first call`).toHaveLength(1);
      expect(new Set(asked).size, `${path}: no call asked twice`).toBe(asked.length);
    }
  });

  test('/orders: the first render brings the rows (the early answer is the list query\'s initial data), never an empty body first', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { firstBodyRows?: number };
      const observer = new MutationObserver(() => {
        const body = document.querySelector('.ant-table-tbody');
        if (!body) return;
        w.firstBodyRows = body.querySelectorAll('tr.ant-table-row').length;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/orders');
    await expect(rows(page)).toHaveCount(20);
    expect(await page.evaluate(() => (window as unknown as { firstBodyRows?: number }).firstBodyRows)).toBe(20);
  });

  test("/orders: every chunk of the first screen is requested before it renders, none discovered by a lazy() on the way", async ({ page }) => {
    await page.goto('/orders');
    await expect(rows(page)).toHaveCount(20);
    const { render, idle, scripts } = await page.evaluate(() => ({
      render: performance.getEntriesByName('partner:first-render')[0]?.startTime,
      idle: performance.getEntriesByName('partner:idle').map((e) => e.startTime),
      scripts: performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => 'initiatorType' in e)
        .filter((e) => e.initiatorType !== 'xmlhttprequest' && /\/assets\/.+\.js$/.test(new URL(e.name).pathname))
        .map((e) => ({ url: e.name, start: e.startTime })),
    }));
    expect(render, 'start-app.tsx marks its first render').toBeGreaterThan(0);
    // What loads once the browser is idle (hover actions, the shell's panels) is not part of the
    // first screen; on a busy machine idle work may come early (its 2 s timeout), so the window
    // ends with the first idle task after the render.
    const idleAfterRender = idle.find((t) => t > render!) ?? Infinity;
    const late = scripts.filter((s) => s.start > render! && s.start < idleAfterRender).map((s) => s.url);
    expect(scripts.length).toBeGreaterThan(10);
    expect(late, 'chunks requested only once the page rendered').toEqual([]);
  });
});

test.describe('a record opened from its list', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await sandbox(baseURL!).reset();
    await injectSession(context, baseURL!);
  });

  test("an order: its page's code arrives while the list is idle, before any pointer comes; its call leaves with the click (not after its code), asked once", async ({ page, baseURL }) => {
    const onLoad = recordRequests(page);
    await page.goto('/orders');
    await expect(rows(page)).toHaveCount(20);
    await page.waitForLoadState('networkidle');
    const row = rows(page).first();
    const id = await row.getAttribute('data-row-key');
    const orderCall = new URL(`/oms/api/v3/merchant/orders/${id}`, baseURL).pathname;
    // record-start.ts: asked for once the rows are shown and the browser is idle (the pointer over a row asks too).
    await expect.poll(() => onLoad.some((e) => e.kind === 'end' && /\/assets\/desktop-order-details-[^/]+\.js$/.test(e.url)), 'the details code, asked for when idle').toBe(true);
    await row.hover();
    await page.waitForLoadState('networkidle');

    const control = sandbox(baseURL!);
    await control.clearRequests();
    const onClick = recordRequests(page);
    await row.locator('td').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
    await expect(page.locator('main h1')).toContainText(/Заказ/);
    const isCode = (e: Event) => /\/assets\/.+\.js$/.test(e.url);
    const call = onClick.findIndex((e) => e.kind === 'start' && new URL(e.url).pathname === orderCall);
    // Code asked for after the click (a request of the hover's still arriving is not).
    const askedAfter = new Set(onClick.filter((e) => e.kind === 'start' && isCode(e)).map((e) => e.url));
    const lastCodeEnd = onClick.findLastIndex((e) => e.kind === 'end' && askedAfter.has(e.url));
    expect(call, 'the order was asked for').toBeGreaterThan(-1);
    // The http client starts a call a few microtasks in, so a chunk the click asks for may go first;
    // the call must not wait for the code to arrive (without the early start it follows the render).
    if (lastCodeEnd > -1) expect(call, 'the call starts before the code the page still needed has arrived').toBeLessThan(lastCodeEnd);
    expect(await control.requests(orderCall), 'asked once').toHaveLength(1);
  });
});
