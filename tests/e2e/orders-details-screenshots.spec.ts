import { expect, test, type Page } from './fixtures';
import { oneOfEachStatus } from './orders-support';
import { injectSession, sandbox } from './support';

// SCREENSHOTS=1: the desktop order details in each status, the editing state, the cancel offer,
// the history tab and the list's editing bottom bar, ru and en, written to
// screenshots/orders-details-*.png to be looked at.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');

const TEXTS = {
  ru: { edit: 'Редактировать состав', history: 'История', remove: 'Убрать' },
  en: { edit: 'Edit contents', history: 'History', remove: 'Remove' },
} as const;

const shot = (page: Page, name: string, locale: string, fullPage = true) =>
  page.screenshot({ path: `screenshots/orders-details-${name}-${locale}.png`, fullPage });

for (const locale of ['ru', 'en'] as const) {
  test.describe(locale, () => {
    let token = '';
    test.beforeEach(async ({ context, baseURL }) => {
      await sandbox(baseURL!).reset();
      token = (await injectSession(context, baseURL!)).merchant_access_token;
      await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    });

    test('each status, editing, cancel offer, history', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const orders = await oneOfEachStatus(baseURL!, token);
      const waiting = orders.find((o) => o.status === 'waiting_confirmation')!;
      await page.clock.install({ time: Date.parse(waiting.max_confirm_time) - 47 * 60_000 });
      for (const order of orders) {
        await page.goto(`/orders/${order.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(order.id);
        await expect(page.locator('.ant-skeleton')).toHaveCount(0);
        await page.waitForTimeout(300);
        await shot(page, order.status, locale);
      }

      await page.goto(`/orders/${waiting.id}`);
      await page.getByRole('button', { name: TEXTS[locale].edit }).click();
      const [first] = waiting.products.filter((p) => p.is_active);
      const table = page.locator('section[data-order-products]');
      await table.scrollIntoViewIfNeeded();
      await table.getByRole('textbox').first().fill(String(first.quantity + 3));
      await page.waitForTimeout(300);
      await shot(page, 'editing-cap', locale, false);
      await table.getByRole('button', { name: new RegExp(`^${TEXTS[locale].remove}`) }).nth(1).click();
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      await shot(page, 'editing', locale, false);
      for (const b of await page.getByRole('button', { name: new RegExp(`^${TEXTS[locale].remove}`) }).all()) await b.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
      await shot(page, 'cancel-offer', locale, false);
      await page.keyboard.press('Escape');

      await page.goto(`/orders/${waiting.id}?tab=history`);
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      await shot(page, 'history', locale);
      const completed = orders.find((o) => o.status === 'completed')!;
      await page.goto(`/orders/${completed.id}?tab=history`);
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      await shot(page, 'history-completed', locale);
    });

    test('list row editing bottom bar', async ({ page }) => {
      await page.goto('/orders');
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      const expand = page.locator('.ant-table-row-expand-icon').first();
      test.skip((await expand.count()) === 0, 'the list has no expandable rows yet');
      // The first row whose expansion offers editing.
      const rows = page.locator('.ant-table-row-expand-icon');
      for (let i = 0; i < Math.min(await rows.count(), 20); i += 1) {
        await rows.nth(i).click();
        const edit = page.getByRole('button', { name: TEXTS[locale].edit });
        if ((await edit.count()) > 0) {
          await edit.first().click();
          const expanded = page.locator('.ant-table-expanded-row');
          await expanded.getByRole('textbox').first().fill('1');
          await page.mouse.move(0, 0);
          await page.waitForTimeout(300);
          await shot(page, 'list-bottom-bar', locale, false);
          return;
        }
        await rows.nth(i).click();
      }
      test.skip(true, 'no editable order on the first page');
    });
  });
}
