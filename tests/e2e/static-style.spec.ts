import { expect, test, type Page } from './fixtures';
import { injectSession, sandbox } from './support';

// antd's styles written at build time (scripts/antd-static-style-plugin.ts) serve people who
// did not ask for less motion: the rest of the suite asks for it (playwright.config.ts), so it
// runs the run-time path; these pages say otherwise (page.emulateMedia: the fixtures' contexts
// ask for reduced motion whatever test.use says).

/** antd's `<style>` elements generated in the page (the build-time sheet makes them unnecessary). */
const generatedStyles = (page: Page) => page.evaluate(() => document.querySelectorAll('style[data-css-hash]').length);

/** The page as it looks once settled, the clock stopped so that countdowns read the same. */
async function settledShot(page: Page, url: string, ready: (page: Page) => Promise<unknown>, colorScheme: 'light' | 'dark'): Promise<Buffer> {
  await page.emulateMedia({ reducedMotion: 'no-preference', colorScheme });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1000); // antd's entrance motions
  // The bell's count sits at a fractional offset (antd's badge transform) and is anti-aliased one
  // pixel differently from run to run with the same computed styles: it is left out of the comparison.
  return page.screenshot({ mask: [page.locator('.ant-badge .ant-scroll-number')] });
}

/** Screenshots of the same page with the sheet and without it (its request refused: antd generates every style). */
async function withAndWithout(page: Page, url: string, ready: (page: Page) => Promise<unknown>, colorScheme: 'light' | 'dark' = 'light') {
  await page.context().clock.setFixedTime(Math.floor(Date.now() / 60_000) * 60_000);
  const withSheet = await settledShot(page, url, ready, colorScheme);
  const generatedWith = await generatedStyles(page);
  const sheet = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname).filter((path) => path.includes('/antd-')));
  const other = await page.context().newPage();
  await other.route('**/assets/antd-*.css', (route) => route.abort());
  const without = await settledShot(other, url, ready, colorScheme);
  return { withSheet, without, generatedWith, generatedWithout: await generatedStyles(other), sheet };
}

test.describe('antd styles from the build-time sheet, signed in', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await sandbox(baseURL!).reset();
    await injectSession(context, baseURL!);
  });

  test('/orders generates almost no antd style and looks the same as without the sheet', async ({ page }) => {
    const shots = await withAndWithout(page, '/orders', (p) => expect(p.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(20));
    expect(shots.sheet).toEqual([expect.stringMatching(/^\/assets\/antd-admin-[\w-]+\.css$/)]);
    expect(shots.generatedWithout, 'without the sheet antd generates its styles').toBeGreaterThan(30);
    expect(shots.generatedWith).toBeLessThanOrEqual(2);
    expect(shots.withSheet.equals(shots.without), 'the same pixels with and without the sheet').toBe(true);
  });

  test('/orders in the dark theme takes the dark twin of the sheet (issue 33) and looks the same as without it', async ({ page }) => {
    const shots = await withAndWithout(page, '/orders', (p) => expect(p.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(20), 'dark');
    expect(shots.sheet).toEqual([expect.stringMatching(/^\/assets\/antd-admin-dark-[\w-]+\.css$/)]);
    expect(shots.generatedWithout, 'without the sheet antd generates its styles').toBeGreaterThan(30);
    expect(shots.generatedWith).toBeLessThanOrEqual(2);
    expect(shots.withSheet.equals(shots.without), 'the same pixels with and without the sheet').toBe(true);
  });
});

test.describe('antd styles from the build-time sheet, signed out', () => {
  test('/auth/sign-in takes all of its antd styles from its own small sheet and looks the same as without it', async ({ page }) => {
    const shots = await withAndWithout(page, '/auth/sign-in', (p) => expect(p.getByRole('button', { name: 'Продолжить' })).toBeVisible());
    expect(shots.sheet).toEqual([expect.stringMatching(/^\/assets\/antd-sign-in-[\w-]+\.css$/)]);
    expect(shots.generatedWithout).toBeGreaterThan(5);
    expect(shots.generatedWith, 'a component missing from STATIC_STYLE_SHEETS["sign-in"] (src/app/static-style-sheets.ts)').toBe(0);
    expect(shots.withSheet.equals(shots.without), 'the same pixels with and without the sheet').toBe(true);
  });
});
