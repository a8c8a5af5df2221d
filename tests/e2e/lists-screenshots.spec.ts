import { expect, test } from './fixtures';
import { injectSession, sandbox } from './support';

// SCREENSHOTS=1 E2E_PORT=… npx playwright test tests/e2e/lists-screenshots.spec.ts: every list in
// ru and kz at 1440×900 and on a 390 px phone (issue 31), to look at (screenshots/lists/, not committed).
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');

const LISTS = ['/orders', '/refunds', '/reviews', '/finance', '/products/onsale', '/products/unrelated', '/products/nosuitable', '/products/upload/history', '/installments', '/profile/pickup-points', '/profile/employees'];
const SCREENS = [
  { name: '1440', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });
    for (const locale of ['ru', 'kz'] as const) {
      test(`every list, ${locale} at ${screen.name}`, async ({ context, page, baseURL }) => {
        test.setTimeout(180_000);
        await sandbox(baseURL!).reset();
        await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
        await injectSession(context, baseURL!);
        for (const path of LISTS) {
          await page.goto(path);
          await expect(page.locator('main')).toBeVisible();
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          await page.screenshot({ path: `screenshots/lists/${screen.name}${path.replaceAll('/', '-')}-${locale}.png` });
        }
      });
    }
  });
}
