import { expect, test } from './fixtures';
import { expectAccessibleWithin, expectDialogsAccessible } from './a11y';
import { openOrder, ordersOf, toast } from './orders-support';
import { DEMO, injectSession, sandbox } from './support';

// The app under faults (issue 17, app part): a failed load never lets an action skip a step,
// every failed load has its retry in place, and a session that ends is said, not sprung.
const ORDERS = '/oms/api/v3/merchant/orders';
const POINTS = '/merchant-profile/api/v1/profile/pickup-points';
let token = '';

test.beforeAll(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});

test.describe('signed in', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    token = (await injectSession(context, baseURL!)).merchant_access_token;
  });

  test('pickup points failing: accept shows the failure and its retry, and never decides without them', async ({ page, baseURL }) => {
    const order = (await ordersOf(baseURL!, token, 'waiting_confirmation')).find((o) => o.storage_type === 'fbs' && o.pickup_point_id);
    expect(order, 'a waiting fbs order').toBeTruthy();
    const id = order!.id;
    let failing = true;
    // The list is read to the end, so its calls carry page and limit: match the path alone.
    await page.route((url) => url.pathname === POINTS, (route) =>
      failing && route.request().method() === 'GET' ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'service unavailable' }) }) : route.fallback(),
    );
    await openOrder(page, id);
    await sandbox(baseURL!).clearRequests();

    // The card does not call the point "not found": it says the points failed, with a retry.
    const card = page.locator('.ant-card').filter({ hasText: 'Точка самовывоза' }).first();
    await expect(card.getByRole('alert')).toContainText('Не удалось загрузить точку самовывоза');
    await expect(card).not.toContainText('не найдена');

    await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Откуда курьер заберёт заказ?' });
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Не удалось загрузить точки самовывоза');
    await expect(alert).toContainText('Сервис временно недоступен');
    await expect(dialog.getByRole('button', { name: 'Подтвердить заказ' })).toBeDisabled();
    await expectDialogsAccessible(page);
    // One failure, one message: no Refine toast beside it, nothing in English.
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    await expect(page.getByText(/status code/i)).toHaveCount(0);

    // The retry in place brings the choice; only then can the order be accepted.
    failing = false;
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    expect((await sandbox(baseURL!).requests(`${ORDERS}/${id}`)).filter((r) => r.method !== 'GET')).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await expect(toast(page, `Заказ №${id} подтверждён`)).toBeVisible({ timeout: 15_000 });
    const decisions = (await sandbox(baseURL!).requests(`${ORDERS}/${id}`)).filter((r) => r.method === 'POST' && r.path === `${ORDERS}/${id}`);
    expect(decisions.map((r) => r.status)).toEqual([200]);
  });

  test('refresh revoked while a reject reason is typed: the session dialog, sign in again in place, the reason kept, the rejection goes through once', async ({ page, baseURL }) => {
    // Two dialogs, a sign-in and an axe scan: on a loaded machine this outlasts the default 45 s (as the other long flows).
    test.setTimeout(90_000);
    const order = (await ordersOf(baseURL!, token, 'waiting_confirmation')).find((o) => o.products.some((p) => p.is_active));
    const id = order!.id;
    await openOrder(page, id);
    await page.getByRole('button', { name: 'Отклонить', exact: true }).click();
    const reject = page.getByRole('dialog', { name: `Отклонить заказ №${id}?` });
    await reject.getByText('Другая причина').click();
    await reject.getByRole('textbox', { name: 'Опишите причину' }).fill('Упаковка повреждена, товар не отправить');
    // The same field by CSS: under the session dialog the reject dialog is out of the accessibility tree.
    const reason = page.locator('.ant-modal textarea');

    // The session dies behind the person's back: tokens expire and the refresh is refused.
    await fetch(`${baseURL}/__sandbox/tokens/expire`, { method: 'POST' });
    await fetch(`${baseURL}/__sandbox/tokens/revoke`, { method: 'POST' });
    await sandbox(baseURL!).clearRequests();
    await reject.getByRole('button', { name: 'Отклонить заказ' }).click();

    const ended = page.getByRole('dialog', { name: 'Сессия завершена' });
    await expect(ended).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
    await expect(ended.getByTestId('session-end-phone')).toHaveText('+7 (701) 000-00-01');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('merchant_cabinet') && k !== 'merchant_cabinet_locale'))).toEqual([]);
    await expect(reason).toHaveValue('Упаковка повреждена, товар не отправить');
    // The session dialog itself (the reject dialog below it reads dimmed under its mask).
    await expectAccessibleWithin(page, '.ant-modal-wrap:has(#session-end-password)');

    await ended.getByLabel('Пароль').fill(DEMO.password);
    await ended.getByRole('button', { name: 'Войти и продолжить' }).click();
    await expect(ended).toBeHidden();
    await expect(toast(page, `Заказ №${id} отменён`)).toBeVisible({ timeout: 15_000 });

    const posts = (await sandbox(baseURL!).requests(`${ORDERS}/${id}`)).filter((r) => r.method === 'POST' && r.path === `${ORDERS}/${id}`);
    expect(posts.map((r) => r.status)).toEqual([401, 200]);
    expect(posts[1].body).toMatchObject({ solution: 'reject', reason: 'Упаковка повреждена, товар не отправить' });
    // The same store again.
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('merchant_cabinet') ?? '{}') as { mid?: string }).mid)).toBe(DEMO.mid);
  });

  test('a session that ends and is not resumed: to sign-in, and back to the same page afterwards', async ({ page, baseURL }) => {
    const order = (await ordersOf(baseURL!, token, 'waiting_confirmation')).at(-1)!;
    await openOrder(page, order.id);
    // The dialog opens before the session ends: a background call (the new-order poll) meeting the
    // ended session first would cover the page with its dialog before the click.
    await page.getByRole('button', { name: 'Отклонить', exact: true }).click();
    const reject = page.getByRole('dialog', { name: `Отклонить заказ №${order.id}?` }).getByRole('button', { name: 'Отклонить заказ' });
    await expect(reject).toBeEnabled();
    await fetch(`${baseURL}/__sandbox/tokens/expire`, { method: 'POST' });
    await fetch(`${baseURL}/__sandbox/tokens/revoke`, { method: 'POST' });
    await reject.click();
    const ended = page.getByRole('dialog', { name: 'Сессия завершена' });
    await ended.getByRole('button', { name: 'Перейти ко входу' }).click();
    // It hides at once (nothing can be typed into it while sign-in loads).
    await expect(ended).toBeHidden();
    // The phone is carried over: the sign-in goes straight to the password.
    await expect(page).toHaveURL(/\/auth\/sign-in\?phone=77010000001$/);
    await page.getByLabel('Пароль').fill(DEMO.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByText(DEMO.store, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    // The order was not rejected by the call that met the ended session.
    await expect(page.getByRole('button', { name: 'Отклонить', exact: true })).toBeVisible();
  });
});

test('the store list failing: the failure in place, and its retry brings the stores', async ({ page }) => {
  // The sign-in's own look at the stores passes; the store page's call fails, its retry passes.
  let calls = 0;
  await page.route('**/merchant-profile/api/v1/auth', (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    calls += 1;
    return calls === 2 ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'service unavailable' }) }) : route.fallback();
  });
  await page.goto('/auth/sign-in');
  await page.getByLabel('Номер телефона').fill(DEMO.phone);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByLabel('Пароль').fill(DEMO.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/partner-selection/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Не удалось загрузить список магазинов');
  await alert.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByText(DEMO.store, { exact: true })).toBeVisible();
});
