import { expect, test, type Page } from './fixtures';
import { expectAccessible, expectDialogsAccessible } from './a11y';
import { periodBack, typePeriod } from './period-helpers';
import { expand, moveBehind, openRequest, productsOf, REFUNDS_CALL, requestsIn, rowOf, toast } from './refunds-support';
import { injectSession, sandbox } from './support';

// The refund requests as a seller works them (spec 2 §2/§4/§8, issue 10), against the sandbox.
test.describe.configure({ timeout: 90_000 });
let token = '';

test.beforeAll(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});
test.beforeEach(async ({ context, baseURL }) => {
  token = (await injectSession(context, baseURL!)).merchant_access_token;
});

const patches = async (baseURL: string) => (await sandbox(baseURL).requests(REFUNDS_CALL)).filter((r) => r.method === 'PATCH');
const chip = (page: Page, uuid: string, text: string) => page.locator(`tr[data-row-key="${uuid}"] .ant-tag`).filter({ hasText: text });

test('accept without courier (a double click sends one request), confirm receipt, approve the refund: the row follows with each toast', async ({ page, baseURL }) => {
  const q = (await requestsIn(baseURL!, token, 'created')).find((x) => x.products.length === 1 && !x.is_delivery_requested)!;
  await openRequest(page, q);
  await expect(chip(page, q.request_uuid, 'Новая')).toBeVisible();
  await expand(page, q);
  const products = productsOf(page, q);
  await expectAccessible(page);

  await sandbox(baseURL!).clearRequests();
  await products.getByRole('button', { name: 'Принять без курьера' }).dblclick();
  await expect(toast(page, `Заявка №${q.request_id} подтверждена без курьера`)).toBeVisible();
  await expect(chip(page, q.request_uuid, 'Везут продавцу').first()).toBeVisible();
  expect(await patches(baseURL!)).toHaveLength(1);
  expect((await patches(baseURL!))[0].body).toEqual({ uuid: q.request_uuid, products: [{ uuid: q.products[0].uuid, status: 'delivery_to_partner' }] });

  await products.getByRole('button', { name: 'Подтвердить получение' }).click();
  await expect(toast(page, `Товар по заявке №${q.request_id} получен`)).toBeVisible();
  await expect(chip(page, q.request_uuid, 'На проверке у продавца').first()).toBeVisible();

  await products.getByRole('button', { name: 'Одобрить возврат' }).click();
  await expect(toast(page, `Возврат по заявке №${q.request_id} подтверждён`)).toBeVisible();
  await expect(chip(page, q.request_uuid, 'Возврат завершён').first()).toBeVisible();
  await expect(products.getByRole('button')).toHaveCount(0);
});

test('accept with a courier: the disabled point is refused with its toast, an active one is sent with the status', async ({ page, baseURL }) => {
  const q = (await requestsIn(baseURL!, token, 'created')).find((x) => !x.is_delivery_requested)!;
  await openRequest(page, q);
  await expand(page, q);
  await productsOf(page, q).getByRole('button', { name: 'Принять с курьером' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Курьер заберёт возврат у вас' });
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await expectDialogsAccessible(page);
  await dialog.locator('label', { hasText: 'Старый склад Астана' }).click();
  await expect(toast(page, 'Эта точка самовывоза отключена')).toBeVisible();
  await dialog.locator('label', { hasText: 'Склад Алматы, Самал' }).click();
  await sandbox(baseURL!).clearRequests();
  await dialog.getByRole('button', { name: 'Принять с курьером' }).click();
  await expect(toast(page, `Заявка №${q.request_id} подтверждена, курьер вызван`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(chip(page, q.request_uuid, 'Ждёт курьера').first()).toBeVisible();
  await expect(rowOf(page, q)).toContainText('Курьер вызван');
  await expect(rowOf(page, q)).toContainText('Склад Алматы, Самал');
  const sent = await patches(baseURL!);
  expect(sent.map((r) => [r.path, r.body])).toEqual([
    [`${REFUNDS_CALL}/${q.request_uuid}`, { is_delivery_requested: true, pickup_point_id: 'PP2' }],
    [REFUNDS_CALL, { uuid: q.request_uuid, products: [{ uuid: q.products[0].uuid, status: 'waiting_for_delivery' }] }],
  ]);
});

test('reject a request and a refund: each asks for a reason and confirmation', async ({ page, baseURL }) => {
  const q = (await requestsIn(baseURL!, token, 'created')).find((x) => x.products.length === 1)!;
  await openRequest(page, q);
  await expand(page, q);
  await productsOf(page, q).getByRole('button', { name: 'Отклонить заявку' }).click();
  const dialog = page.getByRole('dialog', { name: `Отклонить заявку №${q.request_id}?` });
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog).toContainText('Укажите причину');
  await expectDialogsAccessible(page);
  await dialog.getByLabel('Причина отказа').fill('На фото другой товар');
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(toast(page, `Возврат по заявке №${q.request_id} отклонён`)).toBeVisible();
  await expect(chip(page, q.request_uuid, 'Модерация заявки').first()).toBeVisible();
  await expect(productsOf(page, q)).toContainText('Ваша причина отказа: На фото другой товар');

  // The refund of a checked request, for all its products at once from the row's hover actions.
  const r = (await requestsIn(baseURL!, token, 'in_progress')).find((x) => x.products.length > 1) ?? (await requestsIn(baseURL!, token, 'in_progress'))[0];
  await openRequest(page, r);
  await rowOf(page, r).hover();
  await rowOf(page, r).getByRole('button', { name: /^Отклонить возврат/ }).click();
  const refund = page.getByRole('dialog', { name: `Отклонить возврат по заявке №${r.request_id}?` });
  await refund.getByLabel('Причина отказа').fill('Следы использования');
  await sandbox(baseURL!).clearRequests();
  await refund.getByRole('button', { name: 'Отклонить' }).click();
  await expect(toast(page, `Возврат по заявке №${r.request_id} отклонён`)).toBeVisible();
  await expect(chip(page, r.request_uuid, 'Модерация возврата').first()).toBeVisible();
  expect((await patches(baseURL!))[0].body).toEqual({ uuid: r.request_uuid, products: r.products.map((p) => ({ uuid: p.uuid, status: 'on_moderation_return', reason: 'Следы использования' })) });
});

test('request a courier for a request accepted without one', async ({ page, baseURL }) => {
  const q = (await requestsIn(baseURL!, token, 'delivery_to_partner')).find((x) => !x.is_delivery_requested)!;
  await openRequest(page, q);
  await rowOf(page, q).hover();
  await rowOf(page, q).getByRole('button', { name: 'Вызвать курьера' }).click();
  const dialog = page.getByRole('dialog', { name: 'Курьер заберёт возврат у вас' });
  await dialog.getByRole('button', { name: 'Вызвать курьера' }).click();
  await expect(toast(page, `Курьер по заявке №${q.request_id} вызван`)).toBeVisible();
  await expect(rowOf(page, q)).toContainText('Курьер вызван');
  await expect(rowOf(page, q).getByRole('button', { name: 'Вызвать курьера' })).toHaveCount(0);
});

test('a move the request no longer allows (changed behind the app’s back): said in the user’s language, and the row re-read offers only what its status allows', async ({ page, baseURL }) => {
  const q = (await requestsIn(baseURL!, token, 'created')).find((x) => x.products.length === 1)!;
  await openRequest(page, q);
  await expand(page, q);
  await moveBehind(baseURL!, q.request_uuid, 'finished');
  // Watched from before the click: the 3 s toast appears while the list re-renders, which a busy machine may outlast.
  const said = toast(page, 'Заявка уже изменилась: показываем её актуальный статус и действия').waitFor({ state: 'visible' });
  await productsOf(page, q).getByRole('button', { name: 'Принять без курьера' }).click();
  await said;
  await expect(page.getByText(/is not allowed/)).toHaveCount(0);
  // The row is read again: its status is the new one and the stale moves are gone.
  await expect(chip(page, q.request_uuid, 'Возврат завершён').first()).toBeVisible();
  await expect(page.locator(`tr[data-row-key="${q.request_uuid}"]`).getByRole('button', { name: 'Принять без курьера' })).toHaveCount(0);
});

test('a status group and a period, sort, page 2: reload and back restore the view', async ({ page, baseURL }) => {
  const control = sandbox(baseURL!);
  // The list's own call: the status tabs count by the same call, one row each (limit=1).
  const last = async () => (await control.requests(REFUNDS_CALL)).filter((r) => r.method === 'GET' && !/(^|&)limit=1$/.test(r.query)).at(-1)?.query;
  await page.goto('/refunds');
  await expect(page.getByRole('heading', { level: 1, name: 'Возвраты' })).toBeVisible();
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(last).toBe('sort_by=created_at&sort_dir=desc&page=1&limit=20');
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Статус/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Статус' });
  await dialog.getByRole('checkbox', { name: 'Доставка' }).check();
  await dialog.getByRole('checkbox', { name: 'Завершены' }).check();
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect.poll(last).toContain('status=waiting_for_delivery,delivery_to_partner,delivery_to_client,on_stock,finished');

  const period = await periodBack(page, 60);
  await typePeriod(page, period.typedFrom, period.typedTo);
  await expect.poll(last).toContain(`dateFrom=${period.from}&dateTo=${period.to}`);

  await page.getByRole('columnheader', { name: /^Заказ/ }).click();
  await expect.poll(last).toContain('sort_by=order_id&sort_dir=asc');
  await page.getByRole('listitem', { name: '2', exact: true }).click();
  const expected = `dateFrom=${period.from}&dateTo=${period.to}&status=waiting_for_delivery,delivery_to_partner,delivery_to_client,on_stock,finished&sort_by=order_id&sort_dir=asc&page=2&limit=20`;
  await expect.poll(last).toBe(expected);
  const listUrl = page.url();
  const chips = await page.locator('tr.ant-table-row > td .ant-tag').allTextContents();
  expect(chips.some((c) => ['Ждёт курьера', 'Везут продавцу', 'Везут покупателю', 'На складе', 'Возврат завершён'].includes(c))).toBe(true);

  await control.clearRequests();
  await page.reload();
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(last).toBe(expected);
  await expect(page.getByRole('button', { name: 'Статус: Выбрано 2' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: '2', exact: true })).toHaveClass(/ant-pagination-item-active/);

  // Away to another area, then back: the same view, the same call.
  await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Отзывы' }).click();
  await expect(page).toHaveURL(/\/reviews/);
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect.poll(last).toBe(expected);
});

test('in Kazakh at 1440 a status chip stays inside its cell (its words wrap)', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('merchant_cabinet_locale', 'kz'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/refunds');
  const chips = page.locator('tbody tr.ant-table-row .ant-tag');
  await expect(chips.first()).toBeVisible();
  const outside = await chips.evaluateAll((tags) =>
    tags.flatMap((tag) => {
      const cell = tag.closest('td')!.getBoundingClientRect();
      const box = tag.getBoundingClientRect();
      return box.left < cell.left - 0.5 || box.right > cell.right + 0.5 ? [tag.textContent] : [];
    }),
  );
  expect(outside).toEqual([]);
});
