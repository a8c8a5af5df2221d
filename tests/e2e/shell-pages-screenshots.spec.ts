import { expect, test } from './fixtures';
import { injectSession, sandbox } from './support';

// SCREENSHOTS=1 E2E_PORT=… npx playwright test tests/e2e/shell-pages-screenshots.spec.ts:
// help pages, not-found and error pages, notices and the icon gallery (screenshots/, not committed).
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');

test.beforeEach(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});

for (const locale of ['ru', 'en'] as const) {
  test(`help pages, ${locale}`, async ({ context, page, baseURL }) => {
    await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    await page.goto('/faq/load-price-list');
    await expect(page.locator('.help-body img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `screenshots/help-public-${locale}.png`, fullPage: true });
    await page.locator('.help-body img').first().click();
    await expect(page.locator('.ant-image-preview-img')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/help-zoom-${locale}.png` });

    await injectSession(context, baseURL!);
    await page.goto('/faq/price-list-template');
    await expect(page.locator('.help-body table')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `screenshots/help-shell-${locale}.png` });
  });

  test(`not-found, error and icon pages, ${locale}`, async ({ context, page, baseURL }) => {
    await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    await injectSession(context, baseURL!);
    await page.goto('/no/such/page');
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `screenshots/not-found-${locale}.png` });
    await page.goto('/__crash');
    await expect(page.locator('h1')).toBeVisible();
    await page.screenshot({ path: `screenshots/error-page-${locale}.png` });
    await page.goto('/icons');
    await expect(page.locator('.icon-tile').first()).toBeVisible();
    await page.screenshot({ path: `screenshots/icons-${locale}.png` });
  });

  test(`contract-end notice and delivery agreement, ${locale}`, async ({ context, page, baseURL }) => {
    await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    await injectSession(context, baseURL!, 'm-1002');
    await page.goto('/reviews');
    const contract = page.locator('.ant-modal').first();
    await expect(contract).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `screenshots/notice-contract-end-${locale}.png` });
    await contract.locator('.ant-btn-primary').click();
    const dialog = page.locator('.ant-modal-content').filter({ has: page.locator('.agreement-body') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `screenshots/agreement-${locale}.png` });
    await dialog.locator('.ant-btn-primary').click();
    const code = page.locator('input[autocomplete="one-time-code"]');
    await code.fill('1234');
    await code.press('Enter');
    await expect(page.locator('.ant-modal [role="alert"]')).toBeVisible();
    await page.screenshot({ path: `screenshots/agreement-code-${locale}.png` });
  });
}
