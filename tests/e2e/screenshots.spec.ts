import { expect, test } from './fixtures';
import { injectSession } from './support';

// `npm run screenshots`: pictures of the screens to look at (screenshots/, not committed).
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 (npm run screenshots)');

for (const locale of ['ru', 'en'] as const) {
  test(`reviews list and a review, ${locale}`, async ({ context, page, baseURL }) => {
    await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    await page.goto('/auth/sign-in');
    await expect(page.locator('input[autocomplete="tel"]')).toBeVisible();
    await page.screenshot({ path: `screenshots/sign-in-${locale}.png` });

    await injectSession(context, baseURL!);
    await page.goto('/reviews?filters[0][field]=ratings&filters[0][operator]=in&filters[0][value][0]=5&filters[0][value][1]=4');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await page.locator('.ant-table-row-expand-icon').first().click();
    await page.waitForTimeout(400); // the expand animation
    await page.screenshot({ path: `screenshots/reviews-list-${locale}.png` });

    await page.goto('/reviews');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const withImages = page.locator('.ant-table-row').filter({ has: page.locator('td:nth-last-child(2)').filter({ hasText: /^[1-4]$/ }) });
    await (await withImages.count() ? withImages.first() : page.locator('.ant-table-row').first()).click();
    await expect(page).toHaveURL(/\/reviews\/\d+/);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `screenshots/review-${locale}.png`, fullPage: true });
  });
}
