import { expect, test } from './fixtures';
import { injectSession, postJson, sandbox } from './support';

// SCREENSHOTS=1 E2E_PORT=… npx playwright test tests/e2e/power-views-screenshots.spec.ts:
// the saved views' chips above the reviews list (one shown, one default), with the save dialog
// and the chip's menu, in ru and kz, at 1440 and 390 px (/tmp/views-shots/, not committed).
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');

const DIR = '/tmp/views-shots';
const view = (id: string, name: string, ratings: string[], isDefault = false) => ({
  id,
  name,
  ...(isDefault ? { is_default: true } : {}),
  filters: [{ field: 'ratings', operator: 'in', value: ratings }],
  sorters: [{ field: 'created_at', order: 'desc' }],
  page_size: 20,
});

test.beforeEach(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});

for (const locale of ['ru', 'kz'] as const) {
  for (const width of [1440, 390]) {
    test(`saved views, ${locale}, ${width}px`, async ({ context, page, baseURL }) => {
      await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
      const credentials = await injectSession(context, baseURL!);
      const names = locale === 'ru' ? ['Плохие отзывы', 'Пятёрки', 'Средние оценки за месяц'] : ['Жаман пікірлер', 'Бестер', 'Айдағы орташа бағалар'];
      await postJson(baseURL!, '/user-profile/api/v1/profile/settings', {
        guides: {},
        lang: locale,
        list_views: { 'm-1001': { reviews: [view('v-1', names[0], ['1', '2'], true), view('v-2', names[1], ['5']), view('v-3', names[2], ['3', '4'])] } },
      }, credentials.merchant_access_token);
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.goto('/reviews');
      const nav = page.locator('nav').filter({ has: page.locator('.saved-view-name') });
      await expect(nav.locator('[aria-pressed="true"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${DIR}/views-${locale}-${width}.png` });
      await nav.locator('[aria-pressed="true"]').click();
      await expect(page.locator('.ant-dropdown-menu')).toBeVisible();
      await page.screenshot({ path: `${DIR}/views-menu-${locale}-${width}.png` });
      await page.keyboard.press('Escape');
      await nav.locator('[aria-pressed="false"]').last().click();
      await nav.getByRole('button').last().click(); // the last chip is shown now: its menu, or "save" when none matches
      await page.keyboard.press('Escape');
      await page.goto('/reviews?filters[0][field]=ratings&filters[0][operator]=in&filters[0][value][0]=2');
      await nav.locator('.ant-btn-dashed').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `${DIR}/views-save-${locale}-${width}.png` });
    });
  }
}

for (const locale of ['ru', 'kz'] as const) {
  test(`undo toast, ${locale}`, async ({ context, page, baseURL }) => {
    await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    await injectSession(context, baseURL!);
    await page.goto('/profile/pickup-points');
    const row = page.locator('.ant-table-row').filter({ has: page.getByText('PP2', { exact: true }) });
    await row.getByRole('switch').click();
    await expect(page.locator('.ant-notification-notice .ant-btn')).toBeVisible();
    await page.keyboard.press('Tab'); // the page's focus moves on; the toast's button is reachable too
    await page.screenshot({ path: `${DIR}/undo-toast-${locale}.png` });
  });
}
