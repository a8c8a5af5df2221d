import { expect, test } from '@playwright/test';
import { injectSession, sandbox } from './support';

// SCREENSHOTS=1 E2E_PORT=… npx playwright test tests/e2e/phone-screenshots.spec.ts:
// pages on a phone (menu drawer, one column, folded footer) in ru, kz and en (screenshots/, not committed).
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PAGES = ['/reviews', '/faq', '/profile/settings', '/refunds', '/finance', '/profile/pickup-points', '/profile/employees', '/products/upload/manual'];

for (const locale of ['ru', 'kz', 'en'] as const) {
  test(`phone pages, ${locale}`, async ({ context, page, baseURL }) => {
    test.setTimeout(120_000);
    await sandbox(baseURL!).reset();
    await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    await injectSession(context, baseURL!);
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `screenshots/phone${path.replaceAll('/', '-')}-${locale}.png`, fullPage: true });
    }
    await page.goto('/reviews');
    await page.getByTestId('menu-button').click();
    await expect(page.locator('.ant-drawer-content')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/phone-menu-drawer-${locale}.png` });
  });
}
