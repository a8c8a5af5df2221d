import { expect, test } from './fixtures';
import { injectSession, sandbox } from './support';

/**
 * Issue 31: every page of one record says "not found" for an address that names none, both
 * for an id that could exist and for one that cannot be an id at all (the review service used
 * to answer that one 400, and the page said "check what you typed"). Never the error alert.
 */
const PAGES: Array<{ name: string; missing: string; malformed: string }> = [
  { name: 'order', missing: '/orders/699999999', malformed: '/orders/does-not-exist' },
  { name: 'review', missing: '/reviews/999999999', malformed: '/reviews/does-not-exist' },
  { name: 'pickup point', missing: '/profile/pickup-points/PP999', malformed: '/profile/pickup-points/does-not-exist' },
  { name: 'price-list upload', missing: '/products/upload/events/999999999', malformed: '/products/upload/events/does-not-exist' },
  { name: 'installment', missing: '/newInstallments/999999', malformed: '/newInstallments/does-not-exist' },
  { name: 'old installment', missing: '/installments/999999', malformed: '/installments/does-not-exist' },
  { name: 'employee', missing: '/profile/employees/999999999', malformed: '/profile/employees/does-not-exist' },
];

test.beforeEach(async ({ context, baseURL }) => {
  await sandbox(baseURL!).reset();
  await injectSession(context, baseURL!);
});

for (const { name, missing, malformed } of PAGES) {
  test(`${name}: a missing or a malformed id shows not found`, async ({ page }) => {
    for (const url of [missing, malformed]) {
      await page.goto(url);
      await expect(page.locator('.ant-result-404'), url).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Запрос не принят'), url).toHaveCount(0);
      await expect(page.locator('.ant-alert-error'), url).toHaveCount(0);
    }
  });
}
