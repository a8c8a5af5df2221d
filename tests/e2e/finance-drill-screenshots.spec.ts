import { expect, test, type Page } from './fixtures';
import { injectSession, sandbox } from './support';

// SCREENSHOTS=1 E2E_PORT=… npx playwright test tests/e2e/finance-drill-screenshots.spec.ts: the
// finance drill-down (issue 34: kinds, an order number, the totals) at 1440×900 and on a 390×844
// phone, in ru and kz, written to $SHOTS_DIR (default screenshots/, not committed) to be looked at.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');
test.describe.configure({ timeout: 120_000 });
const DIR = process.env.SHOTS_DIR ?? 'screenshots';

async function settle(page: Page) {
  await expect(page.locator('tr.ant-table-row, [data-list-card]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Итоги|қорытынды/ })).not.toContainText('…');
  // The chart's code comes after the rows: its sum; none while an order is searched across all dates.
  if (!page.url().includes('order_id')) await expect(page.getByTestId('chart-sum')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(600);
}

for (const [device, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
  for (const locale of ['ru', 'kz'] as const) {
    test(`finance drill-down ${device} ${locale}`, async ({ browser, baseURL }) => {
      await sandbox(baseURL!).reset();
      const context = await browser.newContext({ viewport, locale: 'ru-RU', timezoneId: 'Asia/Almaty', ...(device === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
      await injectSession(context, baseURL!);
      await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
      const page = await context.newPage();
      const shot = (name: string, fullPage = false) => page.screenshot({ path: `${DIR}/finance-${name}-${device}-${locale}.png`, fullPage });

      await page.goto('/finance');
      await settle(page);
      await shot('default');
      await shot('default-full', true);

      // Returns only, in the period.
      const filters = page.getByRole('group', { name: /Фильтры|Сүзгілер/ });
      await filters.getByRole('button', { name: /^(Тип|Түрі)/ }).click();
      const dialog = page.getByRole('dialog', { name: /^(Тип|Түрі)$/ });
      await dialog.getByRole('checkbox', { name: /^(Возврат|Қайтару)$/ }).check();
      await shot('types-open');
      await dialog.locator('button.ant-btn-primary').click();
      await expect(page.getByRole('region', { name: /Итоги|қорытынды/ })).not.toContainText(/Продажи|Сатулар/);
      await settle(page);
      await shot('returns');

      // One order's transactions, every date.
      const order = (await page.getByRole('main').getByRole('link', { name: /^\d+$/ }).first().textContent())!;
      await filters.getByRole('textbox').first().fill(order);
      await filters.getByRole('textbox').first().press('Enter');
      await expect(page).toHaveURL(new RegExp(`order_id.*${order}`));
      await settle(page);
      await shot('order', true);
      await context.close();
    });
  }
}
