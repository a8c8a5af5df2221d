import { expect, test, type Page } from './fixtures';
import type { Order } from '../../resources/orders/orders-api';
import { expectAccessible } from './a11y';
import { fetchOrders, ordersOf } from './orders-support';
import { injectSession, sandbox } from './support';

// Orders on a phone (spec 2 §2 Mobile): the list with search, filter drawer and cards, the
// order's details, product editing down to the cancel offer, and the decisions.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// Long flows with several accessibility scans, on a machine shared by parallel builds.
test.describe.configure({ timeout: 90_000 });

const ORDERS = '/oms/api/v3/merchant/orders';
let token = '';

/** The first order of the status that the phone editor can change (fbs, divisible, 2+ active lines). */
async function editableOrder(baseURL: string, status: Order['status']): Promise<Order> {
  const found = (await ordersOf(baseURL, token, status)).find(
    (o) => o.storage_type === 'fbs' && o.payment.dividable && o.products.filter((p) => p.is_active).length >= 2,
  );
  if (!found) throw new Error(`no editable ${status} order`);
  return found;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Заказы' }).getByRole('listitem');

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

/**
 * Every control in the scope is at least 40 px tall (a finger, not a mouse pointer). A field
 * with a clear cross counts by its 40 px frame, a checkbox by its label; the shared search's 12 px cross itself is
 * left out (the field clears by select-and-delete too).
 */
async function expectTouchTargets(page: Page, scope: string) {
  const small = await page.locator(scope).first().evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, a, input, label.ant-checkbox-wrapper, label.ant-radio-button-wrapper, .ant-input-affix-wrapper')]
      .filter((el) => !el.matches('.ant-input-affix-wrapper input, label input, .ant-input-clear-icon'))
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().height < 40)
      .map((el) => `${el.tagName} ${el.textContent || el.getAttribute('aria-label')}: ${el.getBoundingClientRect().height}`),
  );
  expect(small).toEqual([]);
}

/** Overlays finish their entrance (a half-faded dialog would fail the contrast scan). */
async function settle(page: Page) {
  await expect(page.locator('[class*="-appear-active"], [class*="-enter-active"]')).toHaveCount(0);
}

test.beforeEach(async ({ context, baseURL }) => {
  await sandbox(baseURL!).reset();
  token = (await injectSession(context, baseURL!)).merchant_access_token;
});

test('search by number, filters in the drawer, the same view after a reload', async ({ page, baseURL }) => {
  const control = sandbox(baseURL!);
  await page.goto('/orders');
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  await expectNoOverflow(page);
  await expectTouchTargets(page, 'main section');
  await expectAccessible(page);

  // Search by number.
  const [wanted] = await ordersOf(baseURL!, token, 'delivering');
  await page.getByRole('textbox', { name: 'Поиск по номеру заказа' }).fill(wanted.id);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(wanted.id);
  await expect(page).toHaveURL(new RegExp(`value%5D=${wanted.id}|value]=${wanted.id}`));
  await page.getByRole('textbox', { name: 'Поиск по номеру заказа' }).fill('000000000');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('По запросу «000000000» ничего не найдено ни за какие даты')).toBeVisible();
  await page.getByRole('textbox', { name: 'Поиск по номеру заказа' }).fill('');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(cards(page)).toHaveCount(20);

  // The drawer: a month back and two status groups.
  await page.getByRole('button', { name: 'Фильтры' }).click();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  await expect(drawer.getByRole('radio', { name: 'Неделя' })).toBeChecked();
  await drawer.getByText('Все статусы').click();
  await expect(drawer.getByRole('button', { name: 'Применить' })).toBeDisabled();
  await drawer.getByText('Месяц').click();
  await drawer.getByText('На сборке').click();
  await drawer.getByText('Выполнен', { exact: true }).click();
  await settle(page);
  await expectTouchTargets(page, '.ant-drawer-content');
  await expectAccessible(page);
  await control.clearRequests();
  await drawer.getByRole('button', { name: 'Применить' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Фильтры: 2' })).toBeVisible();

  await expect.poll(async () => (await control.requests(ORDERS)).map((r) => decodeURIComponent(r.query)).join('\n')).toContain('status=on_assembly,completed');
  // The list call itself: not a one-row count, nor the status tabs' counts call (…/orders/counts).
  const call = (await control.requests(ORDERS)).find((r) => r.path === ORDERS && !/(^|&)limit=1(&|$)/.test(r.query))!;
  const query = new URLSearchParams(call.query);
  // A month back, from the start of that day on the browser's clock (Asia/Almaty in the config).
  const almaty = (d: Date) => d.toLocaleString('sv-SE', { timeZone: 'Asia/Almaty' });
  const [y, m, d] = almaty(new Date()).slice(0, 10).split('-').map(Number);
  const monthBack = new Date(Date.UTC(y, m - 2, d));
  expect(almaty(new Date(query.get('dateFrom')!))).toBe(`${monthBack.toISOString().slice(0, 10)} 00:00:00`);
  expect(query.get('page')).toBe('1');
  for (const text of await cards(page).allTextContents()) expect(text).toMatch(/На сборке|Выполнен/);

  // Same view after a reload; the drawer opens with the applied choice.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Фильтры: 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Фильтры: 2' }).click();
  await expect(drawer.getByRole('radio', { name: 'Месяц' })).toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: 'На сборке' })).toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: 'Выполнен' })).toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: 'Отменён' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

});

test('next page, a card opens its order, back returns to the same view', async ({ page }) => {
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Фильтры' }).click();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  await drawer.getByText('Все статусы').click();
  await drawer.getByText('На сборке').click();
  await drawer.getByText('Выполнен', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByRole('button', { name: 'Фильтры: 2' })).toBeVisible();

  // Page 2's cards, not page 1's still on screen while page 2 loads.
  const pageOneFirst = (await cards(page).first().getByRole('link').textContent())!;
  await page.getByRole('button', { name: 'Дальше' }).click();
  await expect(page).toHaveURL(/currentPage=2/);
  const first = cards(page).first();
  await expect(first.getByRole('link')).not.toHaveText(pageOneFirst);
  const number = (await first.getByRole('link').textContent())!.match(/№(\d+)/)![1];
  await first.getByRole('link').tap();
  await expect(page).toHaveURL(new RegExp(`/orders/${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Заказ №${number}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Состав заказа' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'О заказе' })).toBeVisible();
  await expectNoOverflow(page);
  await expectAccessible(page);

  // Back returns to the same page of the same filters.
  await page.getByRole('link', { name: 'К заказам' }).click();
  await expect(page).toHaveURL(/currentPage=2/);
  await expect(page.getByRole('button', { name: 'Фильтры: 2' })).toBeVisible();
});

test('details: info, editing within the initial quantity, removing every product offers cancelling the order', async ({ page, baseURL, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const order = await editableOrder(baseURL!, 'waiting_confirmation');
  const active = order.products.filter((p) => p.is_active);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Заказ №${order.id}` })).toBeVisible();
  await expect(page.getByText('Ожидает подтверждения').first()).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);

  await page.getByRole('button', { name: 'Скопировать номер заказа' }).click();
  await expect(page.getByText('Номер заказа скопирован')).toBeVisible();

  await page.getByRole('button', { name: 'Изменить' }).click();
  const title = active[0].title.ru;
  const quantity = page.getByRole('textbox', { name: `Количество: ${title}` });
  await expect(quantity).toHaveValue(String(active[0].quantity));
  await page.getByRole('button', { name: `Увеличить количество: ${title}` }).click();
  await expect(quantity).toHaveValue(String(active[0].quantity));
  await expect(page.getByRole('alert').filter({ hasText: `Количество не может быть больше исходного (${active[0].quantity} шт.)` })).toBeVisible();
  await expectNoOverflow(page);
  await expectTouchTargets(page, 'main article');
  await expectAccessible(page);

  for (const product of active) await page.getByRole('button', { name: `Убрать товар: ${product.title.ru}` }).click();
  const ask = page.getByRole('dialog', { name: 'Отменить заказ?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('Вы убрали все товары, может хотите отменить весь заказ?');
  await settle(page);
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Нет, вернуться' }).click();
  await expect(ask).toBeHidden();

  await page.getByRole('button', { name: `Вернуть товар: ${title}` }).click();
  await expect(quantity).toHaveValue(String(active[0].quantity));
  await page.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByRole('button', { name: 'Изменить' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Вернуть товар/ })).toHaveCount(0);

  // Removing everything again and answering yes opens the cancel dialog; cancelling goes back to the list.
  await page.getByRole('button', { name: 'Изменить' }).click();
  for (const product of active) await page.getByRole('button', { name: `Убрать товар: ${product.title.ru}` }).click();
  await ask.getByRole('button', { name: 'Отменить заказ' }).click();
  const cancel = page.getByRole('dialog', { name: `Отменить заказ №${order.id}?` });
  await expect(cancel).toBeVisible();
  await settle(page);
  await expectAccessible(page);
  await cancel.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(page).toHaveURL(/\/orders(\?|$)/);
  await expect.poll(async () => (await fetchOrders(baseURL!, token, { id: order.id }))[0]?.status).toBe('canceled');
});

test('saving an edit sends the changed line and shows the toast', async ({ page, baseURL }) => {
  const control = sandbox(baseURL!);
  const order = await editableOrder(baseURL!, 'on_assembly');
  const line = order.products.find((p) => p.is_active)!;
  await page.goto(`/orders/${order.id}`);
  await page.getByRole('button', { name: 'Изменить' }).click();
  await page.getByRole('button', { name: `Убрать товар: ${line.title.ru}` }).click();
  await control.clearRequests();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Состав заказа изменён: товар убран или возвращён')).toBeVisible();
  const calls = await control.requests(`${ORDERS}/${order.id}/products/cancel`);
  expect(calls.map((c) => c.method)).toEqual(['PUT']);
  // Only the removed line, with its whole quantity (spec 2 §4).
  expect(calls[0].body).toEqual({ products: [{ sku: line.sku, quantity: line.quantity }] });
  await expect(page.getByRole('button', { name: 'Изменить' })).toBeVisible();
});

test('accept and ready for delivery on a phone, with the package stepper', async ({ page, baseURL }) => {
  const order = (await ordersOf(baseURL!, token, 'waiting_confirmation')).find(
    (o) => o.storage_type === 'fbs' && o.shipping.type !== 'express' && o.products_count >= 2,
  )!;
  await page.goto(`/orders/${order.id}`);
  const actions = page.getByRole('region', { name: 'Действия с заказом' });
  await actions.getByRole('button', { name: 'Подтвердить' }).click();
  const point = page.getByRole('dialog', { name: 'Откуда курьер заберёт заказ?' });
  await expect(point).toBeVisible();
  await settle(page);
  await expectAccessible(page);
  await point.getByRole('button', { name: 'Подтвердить заказ' }).click();
  const accepted = page.getByRole('dialog', { name: `Заказ №${order.id} подтверждён` });
  await expect(accepted).toBeVisible();
  await accepted.getByRole('button', { name: 'Понятно' }).click();
  await expect(page.getByRole('banner').or(page.locator('main header')).getByText('На сборке').first()).toBeVisible();

  // Ready for delivery: the stepper runs 1..total; two packages.
  await actions.getByRole('button', { name: 'Готов к выдаче' }).click();
  const ready = page.getByRole('dialog', { name: `Заказ №${order.id} готов к выдаче` });
  await expect(ready).toBeVisible();
  await expect(ready.getByLabel('Количество грузомест')).toHaveValue('1');
  await expect(ready.getByRole('button', { name: 'Уменьшить' })).toBeDisabled();
  await ready.getByRole('button', { name: 'Увеличить' }).click();
  await expect(ready.getByLabel('Количество грузомест')).toHaveValue('2');
  await settle(page);
  await expectAccessible(page);
  await ready.getByRole('button', { name: 'Готов к выдаче' }).click();
  await expect(page.getByText('Заказ готов к выдаче')).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await fetchOrders(baseURL!, token, { id: order.id }))[0]).toMatchObject({ status: 'assembled', packages_count: 2 });
  await expect(page.locator('main header').getByText('Готов к выдаче')).toBeVisible();
  await expectNoOverflow(page);
});

test('a failed load shows the error with a retry that brings the cards back', async ({ page, baseURL }) => {
  const control = sandbox(baseURL!);
  await page.goto('/orders');
  await expect(cards(page)).toHaveCount(20);
  await control.setFaults({ errorRate: 1 });
  try {
    await page.getByRole('button', { name: 'Дальше' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Повторить' });
    await expect(error).toBeVisible({ timeout: 15_000 });
    await expectNoOverflow(page);
  } finally {
    await control.setFaults({ errorRate: 0 });
  }
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(cards(page)).toHaveCount(20);
  await expect(page).toHaveURL(/currentPage=2/);
});
