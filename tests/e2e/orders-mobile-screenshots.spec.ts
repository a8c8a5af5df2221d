import { expect, test, type Page } from './fixtures';
import type { Order } from '../../resources/orders/orders-api';
import { ordersOf } from './orders-support';
import { injectSession, sandbox } from './support';

// SCREENSHOTS=1: the phone orders screens (list, filter drawer, details waiting, on assembly and
// assembled, editing, the cancel offer, the ready dialog's stepper) in ru and en, written to screenshots/orders-mobile-*.png to be
// looked at. Selectors do not depend on the language.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const shot = (page: Page, name: string, locale: string, fullPage = false) =>
  page.screenshot({ path: `screenshots/orders-mobile-${name}-${locale}.png`, fullPage });

async function firstOrder(baseURL: string, token: string, status: Order['status']): Promise<Order> {
  const orders = await ordersOf(baseURL, token, status);
  return orders.find((o) => o.storage_type === 'fbs' && o.payment.dividable && o.products.filter((p) => p.is_active).length >= 2) ?? orders[0];
}

for (const locale of ['ru', 'en'] as const) {
  test.describe(locale, () => {
    let token = '';
    test.beforeEach(async ({ context, baseURL }) => {
      await sandbox(baseURL!).reset();
      token = (await injectSession(context, baseURL!)).merchant_access_token;
      await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    });

    test('list and drawer', async ({ page }) => {
      await page.goto('/orders');
      await expect(page.locator('main li').first()).toBeVisible();
      await shot(page, 'list', locale);
      await shot(page, 'list-full', locale, true);
      await page.locator('main button[aria-haspopup="dialog"]').click();
      await expect(page.locator('.ant-drawer-content')).toBeVisible();
      await page.waitForTimeout(400);
      await shot(page, 'drawer', locale);
      await page.locator('.ant-drawer-body .ant-checkbox-wrapper').first().click();
      await page.waitForTimeout(200);
      await shot(page, 'drawer-none', locale);
    });

    test('details', async ({ page, baseURL }) => {
      const waiting = await firstOrder(baseURL!, token, 'waiting_confirmation');
      await page.goto(`/orders/${waiting.id}`);
      await expect(page.locator('main h1')).toContainText(waiting.id);
      await shot(page, 'details-waiting', locale);
      await shot(page, 'details-waiting-full', locale, true);

      await page.locator('main .ant-card-extra button').click();
      await page.locator('main button[aria-label*="+"], main .anticon-plus').first().click();
      await page.waitForTimeout(200);
      await shot(page, 'editing', locale);
      await page.locator('main .anticon-delete').first().click();
      await shot(page, 'editing-removed', locale);
      const removeButtons = page.locator('main .anticon-delete');
      while ((await removeButtons.count()) > 0) await removeButtons.first().click();
      await expect(page.locator('.ant-modal-content')).toBeVisible();
      await page.waitForTimeout(400);
      await shot(page, 'cancel-ask', locale);

      const onAssembly = await firstOrder(baseURL!, token, 'on_assembly');
      await page.goto(`/orders/${onAssembly.id}`);
      await expect(page.locator('main h1')).toContainText(onAssembly.id);
      await shot(page, 'details-on-assembly', locale);
      await page.locator('.orders-mobile-bottom .ant-btn-primary').click();
      await expect(page.locator('.ant-drawer-content')).toBeVisible();
      await page.waitForTimeout(400);
      await shot(page, 'ready-dialog', locale);

      const assembled = await firstOrder(baseURL!, token, 'assembled');
      await page.goto(`/orders/${assembled.id}`);
      await expect(page.locator('main h1')).toContainText(assembled.id);
      await shot(page, 'details-assembled', locale);
      await shot(page, 'details-assembled-full', locale, true);
    });
  });
}
