import { expect, test, type Page } from './fixtures';
import { expectAccessible, expectDialogsAccessible } from './a11y';
import { fetchOrder, fetchOrders, isEditable } from './orders-support';
import { injectSession, sandbox } from './support';
import type { Order } from '../../resources/orders/orders-api';

// Desktop /orders/{id}: fields, countdown, copy id, product editing, history (spec 2 §2–§5).
let token = '';
// Five people share two cores: builds and scans are slow.
test.setTimeout(90_000);

test.beforeAll(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});

test.beforeEach(async ({ context, baseURL }) => {
  token = (await injectSession(context, baseURL!)).merchant_access_token;
});

async function waitingEditable(baseURL: string, skip: string[] = []): Promise<Order> {
  const list = await fetchOrders(baseURL, token, { status: 'waiting_confirmation' });
  // Not express: accepting it ends in the assembly tip rather than the fast-courier modal.
  const order = list.find((o) => isEditable(o) && o.shipping.type !== 'express' && !skip.includes(o.id));
  if (!order) throw new Error('no editable waiting order in the sandbox');
  return order;
}

const heading = (page: Page, id: string) => page.getByRole('heading', { level: 1, name: `Заказ №${id}` });
const products = (page: Page) => page.getByRole('region', { name: 'Состав заказа' });
const quantityOf = (page: Page, title: string) => products(page).getByRole('textbox', { name: `Количество «${title}»` });

test('open an order from the list and go back by the breadcrumb', async ({ page }) => {
  await page.goto('/orders');
  const firstRow = page.locator('.ant-table-row').first();
  await expect(firstRow).toBeVisible({ timeout: 20_000 });
  await firstRow.click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const opened = page.url().split('/').pop()!;
  await expect(heading(page, opened)).toBeVisible();
  // The breadcrumb goes back to the list.
  await page.getByRole('link', { name: 'Заказы' }).click();
  await expect(page).toHaveURL(/\/orders(\?|$)/);
});

test('a waiting order: every field, the ticking countdown, copy id; axe', async ({ page, context, baseURL }) => {
  // A waiting order, seen an hour before its confirmation deadline (the seed's deadlines are in the past).
  const order = await waitingEditable(baseURL!);
  await page.clock.install({ time: Date.parse(order.max_confirm_time) - 3_600_000 });
  await page.goto(`/orders/${order.id}`);
  await expect(heading(page, order.id)).toBeVisible();
  await expect(page.getByText('Ожидает подтверждения').first()).toBeVisible();
  for (const label of ['Дата создания', 'Подтвердить до', 'Собрать до', 'Приезд курьера', 'Дата доставки', 'Выполнен', 'Склад', 'Оплата', 'Доставка', 'Стоимость доставки', 'Товаров, шт.', 'Грузомест']) {
    await expect(page.locator('.ant-descriptions-item-label').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(page.getByText(order.payment.dividable ? /Делимый/ : /Неделимый/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Доход' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Точка самовывоза' })).toBeVisible();
  await expect(page.getByText('График работы')).toBeVisible();

  const countdown = page.getByTestId('confirm-countdown');
  await expect(countdown).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const before = await countdown.textContent();
  await page.clock.runFor(2000);
  await expect(countdown).not.toHaveText(before!);
  await expect(countdown).toHaveText(/^00:5\d:\d{2}$/);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Скопировать номер заказа' }).click();
  await expect(page.getByText('Номер заказа скопирован')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.id);
  await expectAccessible(page);
});

test('the history tab is kept in the URL; axe', async ({ page, baseURL }) => {
  const order = await waitingEditable(baseURL!);
  await page.goto(`/orders/${order.id}`);
  await page.getByRole('tab', { name: 'История' }).click();
  await expect(page).toHaveURL(/tab=history/);
  const history = page.getByRole('tabpanel', { name: 'История' });
  await expect(history.getByRole('columnheader', { name: /Дата и время/ })).toBeVisible();
  await expect(history.locator('.ant-table-row').first()).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'История', selected: true })).toBeVisible();
});

test('edit quantities: the cap, remove, restore, Escape, and removing everything offers cancelling the order', async ({ page, baseURL }) => {
  const order = await waitingEditable(baseURL!);
  const lines = order.products.filter((p) => p.is_active);
  const [first, ...rest] = lines;
  await page.goto(`/orders/${order.id}`);
  await products(page).getByRole('button', { name: 'Редактировать состав' }).click();

  // Never above the initial quantity: capped, with the tooltip.
  await quantityOf(page, first.title.ru).fill(String(first.quantity + 5));
  await expect(quantityOf(page, first.title.ru)).toHaveValue(String(first.quantity));
  await expect(page.getByRole('tooltip', { name: /Количество не может быть больше исходного/ })).toBeVisible();

  // Remove, then restore to the initial quantity.
  await products(page).getByRole('button', { name: `Убрать «${first.title.ru}»` }).click();
  await expect(products(page).getByRole('row', { name: new RegExp(first.title.ru.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).getByText('Убран')).toBeVisible();
  await products(page).getByRole('button', { name: `Вернуть «${first.title.ru}»` }).click();
  await expect(quantityOf(page, first.title.ru)).toHaveValue(String(first.quantity));

  // Escape restores the lines as they were.
  await quantityOf(page, first.title.ru).fill('1');
  await page.keyboard.press('Escape');
  await expect(products(page).getByRole('textbox')).toHaveCount(0);
  await expect(products(page).getByText('Изменений')).toHaveCount(0);

  // Removing every product offers cancelling the whole order.
  await products(page).getByRole('button', { name: 'Редактировать состав' }).click();
  await expectAccessible(page);
  for (const line of rest) await products(page).getByRole('button', { name: `Убрать «${line.title.ru}»` }).click();
  await quantityOf(page, first.title.ru).fill('0');
  const offer = page.getByRole('dialog', { name: 'Отменить заказ?' });
  await expect(offer).toBeVisible();
  await expect(offer.getByText('Вы убрали все товары, может хотите отменить весь заказ?')).toBeVisible();
  await expectDialogsAccessible(page);
  await offer.getByRole('button', { name: 'Вернуться к редактированию' }).click();
  await expect(offer).toBeHidden();
  await products(page).getByRole('button', { name: 'Отменить изменения' }).click();
  await expect(products(page).getByText('Убран')).toHaveCount(0);
});

const used: string[] = [];

test('save an edit: only the change is sent, the order refreshes, and the history tab shows it and the accept after it', async ({ page, baseURL }) => {
  const control = sandbox(baseURL!);
  const order = await waitingEditable(baseURL!);
  used.push(order.id);
  const line = order.products.find((p) => p.is_active && p.quantity > 1)!;
  await page.goto(`/orders/${order.id}`);
  await products(page).getByRole('button', { name: 'Редактировать состав' }).click();
  await quantityOf(page, line.title.ru).fill(String(line.quantity - 1));
  await expect(products(page).getByText('Изменений: 1')).toBeVisible();
  await control.clearRequests();
  await products(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Количество товара изменено')).toBeVisible();
  await expect(products(page).getByRole('textbox')).toHaveCount(0);
  const sent = (await control.requests(`/oms/api/v3/merchant/orders/${order.id}/products/cancel`)).filter((r) => r.method === 'PUT');
  expect(sent.length).toBe(1);
  expect((await fetchOrder(baseURL!, token, order.id)).products.find((p) => p.sku === line.sku)!.quantity).toBe(line.quantity - 1);

  await page.getByRole('tab', { name: 'История' }).click();
  const change = page.getByRole('tabpanel', { name: 'История' }).locator('.ant-table-row', { hasText: `${line.quantity} → ${line.quantity - 1} шт.` });
  await expect(change).toBeVisible();
  await expect(change.getByText(line.title.ru)).toBeVisible();
  await expect(change.getByText('+7 (701) 000-00-01')).toBeVisible();

  // Accept (ACTIONS' dialogs): the status change joins the history.
  await page.getByRole('tab', { name: 'Заказ' }).click();
  await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
  const choose = page.getByRole('dialog', { name: 'Откуда курьер заберёт заказ?' });
  await choose.getByRole('button', { name: 'Подтвердить заказ' }).click();
  const tip = page.getByRole('dialog', { name: `Заказ №${order.id} подтверждён` });
  await tip.getByRole('button', { name: 'Понятно' }).click({ timeout: 15_000 });
  await expect(page.locator('article h1 ~ .ant-tag, article .ant-tag').filter({ hasText: 'На сборке' }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'История' }).click();
  const accepted = page.getByRole('tabpanel', { name: 'История' }).locator('.ant-table-row').first();
  await expect(accepted).toContainText('Ожидает подтверждения');
  await expect(accepted).toContainText('На сборке');
  await expect(accepted).toContainText('+7 (701) 000-00-01');
  await expectAccessible(page);
});

test('removing every product and confirming the offer cancels the whole order and returns to the list', async ({ page, baseURL }) => {
  const order = await waitingEditable(baseURL!, used);
  await page.goto(`/orders/${order.id}`);
  await products(page).getByRole('button', { name: 'Редактировать состав' }).click();
  for (const line of order.products.filter((p) => p.is_active)) {
    await products(page).getByRole('button', { name: `Убрать «${line.title.ru}»` }).click();
  }
  const offer = page.getByRole('dialog', { name: 'Отменить заказ?' });
  await offer.getByRole('button', { name: 'Отменить заказ' }).click();
  const reject = page.getByRole('dialog', { name: `Отменить заказ №${order.id}?` });
  await expect(reject).toBeVisible();
  await reject.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(page.getByText(`Заказ №${order.id} отменён`)).toBeVisible();
  await expect(page).toHaveURL(/\/orders(\?|$)/);
  expect((await fetchOrder(baseURL!, token, order.id)).status).toBe('canceled');
});
