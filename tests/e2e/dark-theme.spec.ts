import { expectAccessible, expectDialogsAccessible } from './a11y';
import { expect, test, type Page } from './fixtures';
import { menuEntries, pageShown } from './menu-walk';
import { injectSession } from './support';

/*
 * The dark theme (issue 33): chosen in Settings or the header's menu, remembered, or following
 * the system; every page of the side menu readable in it (axe's serious and critical findings,
 * colour contrast among them, are none).
 */

const scheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
/** The page's own background, as the browser paints it. */
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('.ant-layout')!).backgroundColor);

test('Settings: dark at once and after a reload; "as the system" follows the system', async ({ page, context, baseURL }) => {
  await injectSession(context, baseURL!);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/profile/settings');
  const choice = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Тема оформления' }) });
  await expect(choice.getByRole('radio', { name: 'Как в системе' })).toBeChecked();
  expect(await scheme(page)).toBe('light');

  await choice.getByText('Тёмная', { exact: true }).click();
  await expect.poll(() => scheme(page)).toBe('dark');
  await expect.poll(() => pageBackground(page)).toBe('rgb(0, 0, 0)');

  await page.reload();
  await expect(choice.getByRole('radio', { name: 'Тёмная' })).toBeChecked();
  // Dark from the first paint: the entry marks the page before React and antd arrive.
  expect(await scheme(page)).toBe('dark');
  await expect.poll(() => pageBackground(page)).toBe('rgb(0, 0, 0)');

  await choice.getByText('Как в системе', { exact: true }).click();
  await expect.poll(() => scheme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => scheme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => scheme(page)).toBe('light');
});

test('the header menu switches the theme and ticks the choice', async ({ page, context, baseURL }) => {
  await injectSession(context, baseURL!);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/orders');
  await page.getByRole('button', { name: /Меню магазина/ }).click();
  await page.getByRole('menuitem', { name: /Тема оформления: Как в системе/ }).click();
  await page.getByRole('menuitem', { name: 'Тёмная' }).click();
  await expect.poll(() => scheme(page)).toBe('dark');
  await page.getByRole('button', { name: /Меню магазина/ }).click();
  await expect(page.getByRole('menuitem', { name: /Тема оформления: Тёмная/ })).toBeVisible();
});

test('every page of the side menu in the dark theme: no serious or critical axe finding', async ({ page, context, baseURL }) => {
  test.setTimeout(6 * 60_000);
  await injectSession(context, baseURL!);
  await context.addInitScript(() => localStorage.setItem('partner.colorScheme', 'dark'));
  await page.goto('/orders');
  expect(await scheme(page)).toBe('dark');
  const entries = await menuEntries(page);
  expect(entries.length).toBeGreaterThan(5);
  for (const entry of entries) {
    await page.getByTestId('side-menu').getByRole('menuitem', { name: entry, exact: true }).click();
    expect(await pageShown(page, entry), entry).toBe('ready');
    await test.step(`axe: ${entry}`, () => expectAccessible(page));
  }
  for (const path of ['/profile/settings', '/profile/info']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await test.step(`axe: ${path}`, () => expectAccessible(page));
  }
});

test('record pages in the dark theme: an order, a refund request, a new pickup point; no serious or critical axe finding', async ({ page, context, baseURL }) => {
  await injectSession(context, baseURL!);
  await context.addInitScript(() => localStorage.setItem('partner.colorScheme', 'dark'));
  await page.goto('/orders');
  const firstOrder = page.locator('tr.ant-table-row').first();
  await expect(firstOrder).toBeVisible();
  await page.goto(`/orders/${await firstOrder.getAttribute('data-row-key')}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Заказ №/ })).toBeVisible();
  await expect(page.locator('main .ant-skeleton')).toHaveCount(0);
  await test.step('axe: an order', () => expectAccessible(page));

  await page.goto('/refunds');
  const firstRefund = page.locator('tr.ant-table-row').first();
  await expect(firstRefund).toBeVisible();
  await page.goto(`/refunds/${await firstRefund.getAttribute('data-row-key')}`);
  await expect(page).toHaveURL(/\/refunds\/[^/?]+/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main .ant-skeleton')).toHaveCount(0);
  await test.step('axe: a refund request', () => expectAccessible(page));

  await page.goto('/profile/pickup-points/create');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main form')).toBeVisible();
  await test.step('axe: a new pickup point', () => expectAccessible(page));
});

test('the command palette and the key sheet in the dark theme: readable', async ({ page, context, baseURL }) => {
  await injectSession(context, baseURL!);
  await context.addInitScript(() => localStorage.setItem('partner.colorScheme', 'dark'));
  await page.goto('/orders');
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Поиск и команды' });
  await expect(palette.getByRole('option').first()).toBeVisible();
  await expectDialogsAccessible(page);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await page.keyboard.press('Shift+Slash');
  await expect(page.getByRole('dialog', { name: 'Клавиши' })).toContainText('Следующая строка');
  await expectDialogsAccessible(page);
});

test('the sign-in page in the dark theme, as the system says', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/auth/sign-in');
  await expect(page.getByLabel('Номер телефона')).toBeVisible();
  expect(await scheme(page)).toBe('dark');
  await expectAccessible(page);
});
