import { expect, test } from './fixtures';
import { injectSession, sandbox } from './support';

// SCREENSHOTS=1 E2E_PORT=… npx playwright test tests/e2e/pickup-points-screenshots.spec.ts:
// the pickup-points list (with a selection), the form of a point with its map and schedule,
// and the create form with a time error, in ru, kz and en (screenshots/, not committed).
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');

test.beforeEach(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});

for (const locale of ['ru', 'kz', 'en'] as const) {
  test(`pickup points, ${locale}`, async ({ context, page, baseURL }) => {
    await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    await injectSession(context, baseURL!);
    await page.goto('/profile/pickup-points');
    await expect(page.locator('.ant-table-row')).toHaveCount(6);
    await page.locator('.ant-table-row').nth(1).getByRole('checkbox').check();
    await page.locator('.ant-table-row').nth(4).getByRole('checkbox').check();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `screenshots/pickup-points-list-${locale}.png` });

    await page.goto('/profile/pickup-points/PP2');
    await expect(page.getByTestId('static-map')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `screenshots/pickup-points-form-${locale}.png` });
    await page.getByTestId('schedule-day-1').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `screenshots/pickup-points-form-schedule-${locale}.png` });

    await page.goto('/profile/pickup-points/create');
    await expect(page.getByTestId('static-map')).toBeVisible();
    await page.locator('input#pickup-point_floor').fill('123');
    await page.getByTestId('static-map').scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/pickup-points-create-address-${locale}.png` });
    const monday = page.getByTestId('schedule-day-1');
    await monday.locator('input[placeholder="--:--"]').nth(1).fill('0800');
    await page.locator('h1').click();
    await monday.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 150);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `screenshots/pickup-points-create-schedule-${locale}.png` });
  });
}
