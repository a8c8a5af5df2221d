import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { expectDialogsAccessible } from './a11y';
import { lockOrder, openOrder, ordersOf, toast, unitsOf } from './orders-support';
import { injectSession, sandbox } from './support';

// The decisions on /orders/{id} as a seller makes them (spec 2 §4/§5/§8, issue 5), against the sandbox.
const ORDERS = '/oms/api/v3/merchant/orders';
let token = '';

test.beforeAll(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});
test.beforeEach(async ({ context, baseURL }) => {
  token = (await injectSession(context, baseURL!)).merchant_access_token;
});

const statusesOf = async (baseURL: string, path: string) => (await sandbox(baseURL).requests(path)).filter((r) => r.method !== 'GET' && r.path === path).map((r) => r.status);

async function expectStatusTag(page: Page, text: string) {
  await expect(page.locator('article .ant-tag').filter({ hasText: text }).first()).toBeVisible();
}

test('accept an order that needs a pickup point choice and meets a 423 for two seconds', async ({ page, baseURL }) => {
  const order = (await ordersOf(baseURL!, token, 'waiting_confirmation')).find((o) => o.storage_type === 'fbs' && o.shipping.type !== 'express' && o.pickup_point_id);
  expect(order, 'a waiting fbs order').toBeTruthy();
  const id = order!.id;
  await openOrder(page, id);
  await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Откуда курьер заберёт заказ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await expectDialogsAccessible(page);

  // The disabled point is listed but refused.
  await dialog.locator('label', { hasText: 'отключена' }).first().click();
  await expect(toast(page, 'Эта точка самовывоза отключена')).toBeVisible();

  // Another active point: the point change is sent first, then the accept, through a 2 s lock.
  const other = dialog.locator('label.ant-radio-wrapper:not(.ant-radio-wrapper-checked)').filter({ hasNotText: 'отключена' }).first();
  await other.click();
  await sandbox(baseURL!).clearRequests();
  await lockOrder(baseURL!, id, 2000);
  await dialog.getByRole('button', { name: 'Подтвердить заказ' }).click();
  await expect(dialog.getByRole('button', { name: 'Подтвердить заказ' })).toHaveClass(/ant-btn-loading/);
  await expect(dialog.getByRole('status')).toContainText('Заказ обрабатывается');
  await expect(dialog.getByRole('button', { name: 'Перестать ждать' })).toBeVisible();
  await expect(toast(page, `Заказ №${id} подтверждён`)).toBeVisible({ timeout: 15_000 });

  const tip = page.getByRole('dialog', { name: `Заказ №${id} подтверждён` });
  await expect(tip).toContainText('курьер приедет в течение 1 часа после подтверждения');
  await expectDialogsAccessible(page);
  await tip.getByRole('button', { name: 'Понятно' }).click();
  await expectStatusTag(page, 'На сборке');

  // The point change met the lock (423) and was repeated; the accept then waited out the lock the change left.
  const pointCalls = await statusesOf(baseURL!, `${ORDERS}/${id}/pickup-point`);
  expect(pointCalls[0]).toBe(423);
  expect(pointCalls.at(-1)).toBe(200);
  expect(pointCalls.filter((s) => s === 200)).toHaveLength(1);
  const decisions = await statusesOf(baseURL!, `${ORDERS}/${id}`);
  expect(decisions.at(-1)).toBe(200);
  expect(decisions.filter((s) => s === 200)).toHaveLength(1);
});

test('reject with another reason: the body lists every product, the toast names the order, back to /orders', async ({ page, baseURL }) => {
  const order = (await ordersOf(baseURL!, token, 'waiting_confirmation')).find((o) => o.products.filter((p) => p.is_active).length >= 2);
  const id = order!.id;
  await openOrder(page, id);
  await page.getByRole('button', { name: 'Отклонить', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Отклонить заказ №${id}?` });
  await expect(dialog.getByRole('radio', { name: 'Нет в наличии' })).toBeChecked();
  await dialog.getByText('Другая причина').click();
  const confirm = dialog.getByRole('button', { name: 'Отклонить заказ' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Опишите причину' }).fill('Товар повреждён при хранении');
  await expectDialogsAccessible(page);

  await sandbox(baseURL!).clearRequests();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`${ORDERS}/${id}`));
  await confirm.click();
  const body = (await sent).postDataJSON() as { solution: string; reason: string; products: Array<{ sku: string; quantity: number }> };
  expect(body).toEqual({
    solution: 'reject',
    reason: 'Товар повреждён при хранении',
    products: order!.products.map((p) => ({ sku: p.sku, quantity: p.quantity })),
  });
  await expect(toast(page, `Заказ №${id} отменён`)).toBeVisible();
  await expect(page).toHaveURL(/\/orders(\?|$)/);
  expect(await statusesOf(baseURL!, `${ORDERS}/${id}`)).toEqual([200]);
});

test('ready for delivery with an invalid then a valid count, change the count, download stickers and the act', async ({ page, baseURL }) => {
  const order = (await ordersOf(baseURL!, token, 'on_assembly')).find((o) => unitsOf(o) >= 2);
  expect(order, 'an order on assembly with two units or more').toBeTruthy();
  const id = order!.id;
  const units = unitsOf(order!);
  await openOrder(page, id);

  await page.getByRole('button', { name: 'Готов к выдаче', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Заказ №${id} готов к выдаче` });
  const input = dialog.getByRole('textbox', { name: 'Количество грузомест' });
  const confirm = dialog.getByRole('button', { name: 'Готов к выдаче' });
  await expect(dialog).toContainText('Одна коробка или сейф-пакет — одно грузоместо');
  await expect(confirm).toBeDisabled();
  await input.fill('0');
  await expect(page.getByRole('tooltip')).toHaveText('Количество грузомест должно быть больше 0');
  await expect(confirm).toBeDisabled();
  await input.fill(String(units + 1));
  await expect(page.getByRole('tooltip')).toHaveText(`Грузомест не может быть больше, чем товаров в заказе (${units})`);
  await expect(confirm).toBeDisabled();
  await expectDialogsAccessible(page);
  await input.fill('1a');
  await expect(input).toHaveValue('1');
  await confirm.click();
  await expect(toast(page, 'Заказ готов к выдаче')).toBeVisible();
  await expectStatusTag(page, 'Готов к выдаче');

  // The assembled order is locked for a few seconds: the count change waits it out.
  await page.getByRole('button', { name: 'Изменить грузоместа' }).click();
  const change = page.getByRole('dialog', { name: `Грузоместа заказа №${id}` });
  await expect(change.getByRole('textbox', { name: 'Количество грузомест' })).toHaveValue('1');
  await change.getByRole('textbox', { name: 'Количество грузомест' }).fill(String(units));
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`${ORDERS}/${id}/packages-count`));
  await change.getByRole('button', { name: 'Сохранить' }).click();
  expect((await sent).postDataJSON()).toEqual({ count: units });
  await expect(toast(page, 'Количество грузомест изменено')).toBeVisible({ timeout: 15_000 });
  await expect(change).toBeHidden();

  for (const [button, file] of [['Стикеры', `order-${id}-stickers.pdf`], ['Акт приёма-передачи', `order-${id}-act.pdf`]] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(file);
    const bytes = await readFile((await saved.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  }
});

test('cancel an assembled order from its details', async ({ page, baseURL }) => {
  const order = (await ordersOf(baseURL!, token, 'assembled'))[0];
  await openOrder(page, order.id);
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  const dialog = page.getByRole('dialog', { name: `Отменить заказ №${order.id}?` });
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(toast(page, `Заказ №${order.id} отменён`)).toBeVisible();
  await expect(page).toHaveURL(/\/orders(\?|$)/);
});

test('from a list row: the dialogs open over the list, never the order, and the row follows the change', async ({ page, baseURL }) => {
  await page.goto('/orders');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });

  const waiting = rows.filter({ hasText: 'Ожидает подтверждения' }).first();
  await waiting.hover();
  await waiting.getByRole('button', { name: 'Отклонить', exact: true }).click();
  const reject = page.getByRole('dialog', { name: /^Отклонить заказ №\d+\?$/ });
  await reject.getByText('Другая причина').click();
  await reject.getByRole('textbox').click();
  await reject.getByRole('button', { name: 'Назад' }).click();
  await expect(reject).toBeHidden();
  await expect(page).toHaveURL(/\/orders(\?|$)/);

  // An order on assembly from the default period (the last 7 days), found by its number.
  const id = (await ordersOf(baseURL!, token, 'on_assembly')).find((o) => Date.now() - Date.parse(o.created_at) < 6 * 86_400_000)!.id;
  await page.getByRole('textbox', { name: 'Поиск по номеру заказа' }).fill(id);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(rows).toHaveCount(1);
  const onAssembly = rows.filter({ hasText: id });
  await onAssembly.hover();
  await onAssembly.getByRole('button', { name: 'Готов к выдаче', exact: true }).click();
  const ready = page.getByRole('dialog', { name: `Заказ №${id} готов к выдаче` });
  await ready.getByRole('textbox', { name: 'Количество грузомест' }).fill('1');
  await ready.getByRole('button', { name: 'Готов к выдаче' }).click();
  await expect(toast(page, 'Заказ готов к выдаче')).toBeVisible();
  await expect(page).toHaveURL(/\/orders(\?|$)/);
  await expect(onAssembly).toContainText('Готов к выдаче');
});
