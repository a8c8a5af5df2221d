import { expect, test } from './fixtures';
import { injectSession, sandbox } from './support';

// SCREENSHOTS=1 E2E_PORT=… npx playwright test tests/e2e/installments-screenshots.spec.ts:
// both installment programmes' lists and details, each step of the participation wizard, the
// old programme's add-products page and products tab, in ru, kz and en (screenshots/, not committed).
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');

test.beforeEach(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});

for (const locale of ['ru', 'kz', 'en'] as const) {
  test(`installments, ${locale}`, async ({ context, page, baseURL }) => {
    test.setTimeout(90_000);
    await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    await injectSession(context, baseURL!);
    const shot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `screenshots/installments-${name}-${locale}.png` });
    };

    await page.goto('/newInstallments/active');
    await expect(page.getByTestId('installment-card').first()).toBeVisible();
    await shot('new-list');
    await page.goto('/newInstallments/past');
    await expect(page.getByTestId('installment-card').first()).toBeVisible();
    await shot('new-past');

    await page.goto('/newInstallments/active/5003');
    await expect(page.getByTestId('installment-status')).toBeVisible();
    await expect(page.getByTestId('installment-categories')).toBeVisible();
    await shot('new-details-subscribed');
    await page.getByRole('tab').nth(1).click();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await shot('new-details-products');

    await page.goto('/newInstallments/active/5001');
    await page.getByTestId('installment-actions').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('group').first()).toBeVisible();
    await shot('wizard-1-categories');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await dialog.getByRole('group').getByRole('checkbox').first().check();
    await shot('wizard-2-commissions');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(dialog.getByTestId('installment-agreement')).toBeVisible();
    await shot('wizard-3-agreement');

    await page.goto('/installments');
    await expect(page.getByTestId('old-installment-card').first()).toBeVisible();
    await shot('old-list');
    await page.goto('/installments/701');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await shot('old-add-products');
    await page.goto('/installments/products');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await shot('old-products');
  });
}
