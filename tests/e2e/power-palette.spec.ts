import { expect, test, type Page } from './fixtures';
import { expectDialogsAccessible } from './a11y';
import { ordersOf, toast } from './orders-support';
import { injectSession, sandbox } from './support';

// Issue 33: the command palette and the list's keys, as a seller uses them without the mouse.
const ORDERS = '/oms/api/v3/merchant/orders';
let token = '';

test.beforeAll(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});
test.beforeEach(async ({ context, baseURL }) => {
  token = (await injectSession(context, baseURL!)).merchant_access_token;
});

const palette = (page: Page) => page.getByRole('dialog', { name: 'Поиск и команды' });

test('the palette opens by Ctrl+K, finds an order by its number through the list search and opens it', async ({ page, baseURL }) => {
  const order = (await ordersOf(baseURL!, token, 'completed'))[0];
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Отзывы' })).toBeVisible();
  // Its code is not there before it is asked for.
  await page.keyboard.press('Control+K');
  const dialog = palette(page);
  const input = dialog.getByRole('combobox');
  await expect(input).toBeFocused();
  await expect(dialog.getByRole('option', { name: 'Заказы' })).toBeVisible();
  await expectDialogsAccessible(page);

  await sandbox(baseURL!).clearRequests();
  await input.fill(order.id);
  const hit = dialog.getByRole('group', { name: 'Заказы' }).getByRole('option', { name: order.id });
  await expect(hit).toBeVisible();
  // The orders list's own search call, its `id` filter across all dates.
  const calls = (await sandbox(baseURL!).requests(ORDERS)).filter((r) => r.method === 'GET' && r.path === ORDERS);
  expect(calls.some((r) => new URLSearchParams(r.query).get('id') === order.id)).toBe(true);
  await expect(dialog.getByRole('status')).toHaveText(/Вариантов: [1-9]/);

  // The keyboard moves the active option (aria-activedescendant) to the hit, Enter opens it.
  await expect(async () => {
    const active = await input.getAttribute('aria-activedescendant');
    if (active !== (await hit.getAttribute('id'))) await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await hit.getAttribute('id'));
  }).toPass();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.id) })).toBeVisible();

  // Next time it comes first, among the recent picks.
  await page.keyboard.press('Control+K');
  await expect(palette(page).getByRole('group', { name: 'Недавние' }).getByRole('option').first()).toContainText(order.id);
  await expect(palette(page).getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  // Esc on the details page (no dialog open any more) goes back to the list.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/orders(\?|$)/);
});

test('the header button opens the palette, which runs the page action "Добавить точку"', async ({ page }) => {
  await page.goto('/profile/pickup-points');
  await expect(page.getByRole('button', { name: 'Добавить точку' })).toBeVisible();
  await page.getByTestId('palette-button').click();
  const dialog = palette(page);
  await dialog.getByRole('combobox').fill('добавить');
  const action = dialog.getByRole('group', { name: 'Действия на странице' }).getByRole('option', { name: 'Добавить точку' });
  await expect(action).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile\/pickup-points\/create$/);
});

test('keys alone: search an order with /, move to it with j, accept it with a; ? lists the keys', async ({ page, baseURL }) => {
  // An fbo order: it ships from the marketplace's warehouse, so accepting asks for no pickup point.
  const order = (await ordersOf(baseURL!, token, 'waiting_confirmation')).find((o) => o.storage_type === 'fbo');
  expect(order, 'a waiting fbo order').toBeTruthy();
  const id = order!.id;
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();

  await page.keyboard.press('Shift+Slash');
  const sheet = page.getByRole('dialog', { name: 'Клавиши' });
  await expect(sheet).toContainText('Следующая строка');
  await expect(sheet).toContainText('Подтвердить');
  await expectDialogsAccessible(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.keyboard.press('/');
  const search = page.getByRole('textbox', { name: 'Поиск по номеру заказа' });
  await expect(search).toBeFocused();
  await page.keyboard.type(id);
  await page.keyboard.press('Enter');
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(page.locator('tr.ant-table-row').first()).toContainText(id);
  // Out of the field (the keys do nothing while typing: "j" would go into it).
  await page.keyboard.press('Tab');
  await page.keyboard.press('j');
  const row = page.locator(`tr.ant-table-row[data-row-key="${id}"]`);
  await expect(row).toBeFocused();

  await sandbox(baseURL!).clearRequests();
  await page.keyboard.press('a');
  await expect(toast(page, `Заказ №${id} подтверждён`)).toBeVisible({ timeout: 15_000 });
  const decisions = (await sandbox(baseURL!).requests(`${ORDERS}/${id}`)).filter((r) => r.method === 'POST' && r.path === `${ORDERS}/${id}`);
  expect(decisions.map((r) => r.status)).toEqual([200]);
  expect((decisions[0].body as { solution: string }).solution).toBe('accept');
});
