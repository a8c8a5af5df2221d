import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { NEW_PASSWORD, OTP, PASSWORD, PHONES, clickLogout, createPassword, enterCode, enterPhone, expectStoreSelection, storeSession } from './account-helpers';
import { sandbox } from './support';

const FIRST_AREA = /\/(orders|reviews)(\?|$)/;

test.beforeEach(async ({ baseURL }) => {
  const control = sandbox(baseURL!);
  await control.reset();
  await control.clearRequests();
});

test.describe('sign-in by account status', () => {
  test('ACTIVE: password tab → store selection → the first area', async ({ page, baseURL }) => {
    await enterPhone(page, '701 000 00 01');
    await expect(page.getByRole('tab', { name: 'По паролю' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'По SMS-коду' })).toBeVisible();
    await expectAccessible(page);
    // The mask is for people; the service gets 11 digits.
    expect((await sandbox(baseURL!).requests('/sso/api/v1/users/kind/')).map((r) => r.path)).toEqual(['/sso/api/v1/users/kind/77010000001']);

    await page.getByLabel('Пароль').fill('wrong-password');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('alert')).toContainText('Неверный номер или пароль');
    await page.getByLabel('Пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expectStoreSelection(page);
    await page.getByText('Tech Store Almaty', { exact: true }).click();
    await expect(page).toHaveURL(FIRST_AREA);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('merchant_cabinet_profile') ?? '{}'))).toEqual({ state: { status: 'active' }, version: 1 });
  });

  test('ACTIVE: SMS tab → code → store selection', async ({ page }) => {
    await enterPhone(page, PHONES.active);
    await page.getByRole('tab', { name: 'По SMS-коду' }).click();
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText('Код отправлен на +7 (701) ***-**-01')).toBeVisible();
    await enterCode(page, OTP, 'Войти');
    await expectStoreSelection(page);
  });

  // FIXME (found at the merge of 2026-11-25, not yet understood): run beside other specs on a
  // busy 2-core machine, the sign-in button turns to loading during the axe scan after the
  // wrong code and no verify call completes, so the last step times out (2 of 2 in CI, 2 of 3
  // locally); alone it passes every time. Left out of CI until the cause is found.
  test('INACTIVE: SMS only; a short and a wrong code keep what was typed', async ({ page }) => {
    await enterPhone(page, PHONES.inactive);
    await expect(page.getByText('Код отправлен на +7 (701) ***-**-02')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByLabel('Пароль')).toHaveCount(0);

    const code = page.getByLabel('Код из SMS');
    await enterCode(page, '12', 'Войти');
    await expect(page.getByText('Код состоит из 4 цифр')).toBeVisible();
    await expect(code).toHaveValue('12');
    await enterCode(page, '9999', 'Войти');
    await expect(page.getByText('Неверный код. Проверьте SMS и введите код ещё раз')).toBeVisible();
    await expect(code).toHaveValue('9999');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await enterCode(page, OTP, 'Войти');
    await expectStoreSelection(page);
    // An unknown role shows as "employee".
    await expect(page.getByTestId('partner-m-1001')).toContainText('Сотрудник');
  });

  test('NO_PASSWORD: code, then a password with live rules and a repeat that must match', async ({ page, baseURL }) => {
    await enterPhone(page, PHONES.noPassword);
    await expect(page.getByRole('heading', { name: 'Создание пароля' })).toBeVisible();
    await enterCode(page, OTP, 'Продолжить');

    const password = page.getByLabel('Новый пароль');
    for (const [typed, message] of [
      ['abc', 'Не менее 8 символов'],
      ['abcdefgh', 'Добавьте заглавную латинскую букву'],
      ['Abcdefgh', 'Добавьте цифру'],
      ['Abcdefg1', 'Добавьте спецсимвол: !@#$%^&*()_=+[]{};:"|,.'],
      ['Abcdefg1 !', 'Только латинские буквы, цифры и !@#$%^&*()_=+[]{};:"|,.'],
      ['Пароль1!', 'Только латинские буквы, цифры и !@#$%^&*()_=+[]{};:"|,.'],
      [NEW_PASSWORD, 'Надёжный пароль'],
    ]) {
      await password.fill(typed);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Повторите пароль').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByText('Пароли не совпадают!')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Повторите пароль').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expectStoreSelection(page);
    const kind = await (await fetch(`${baseURL}/sso/api/v1/users/kind/77010000003`)).json();
    expect(kind).toEqual({ user_kind: 'full', account_status: 'ACTIVE' });
  });

  test('WAITING: the "being assembled" screen with the support phone', async ({ page, baseURL }) => {
    await enterPhone(page, PHONES.waiting);
    await expect(page.getByRole('heading', { name: 'Аккаунт собирается' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+7 (727) 355-55-55' })).toHaveAttribute('href', 'tel:+77273555555');
    await expectAccessible(page);
    expect(await sandbox(baseURL!).requests('/sso/api/v1/auth/signin')).toHaveLength(0);
    await page.getByRole('button', { name: 'Войти с другим номером' }).click();
    await expect(page.getByLabel('Номер телефона')).toBeVisible();
  });

  test('fast user: sent to password creation, then its NEW store opens registration', async ({ page }) => {
    await enterPhone(page, PHONES.fast);
    await expect(page.getByRole('heading', { name: 'Создание пароля' })).toBeVisible();
    await enterCode(page, OTP, 'Продолжить');
    await createPassword(page, NEW_PASSWORD);
    await expectStoreSelection(page);
    await page.getByText('Новый магазин', { exact: true }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('no stores: after the password, the waiting status', async ({ page }) => {
    await enterPhone(page, PHONES.noStores);
    await page.getByLabel('Пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('heading', { name: 'Магазин ещё не подключён' })).toBeVisible();
    await expect(page.getByText('+7 (727) 355-55-55')).toBeVisible();
  });

  test('forgotten password: SMS code, then a new password', async ({ page, baseURL }) => {
    await enterPhone(page, PHONES.active);
    await page.getByRole('button', { name: 'Забыли пароль?' }).click();
    await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
    await enterCode(page, OTP, 'Продолжить');
    await createPassword(page, NEW_PASSWORD);
    await expectStoreSelection(page);
    const signIn = await fetch(`${baseURL}/sso/api/v1/auth/signin/phone`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '77010000001', password: NEW_PASSWORD }) });
    expect(signIn.status).toBe(200);
  });
});

test.describe('sign-up', () => {
  test('a new phone: code, password, then the new store registration', async ({ page, baseURL }) => {
    await page.goto('/auth/sign-up?phone=77010000007&application_id=app-2001');
    await expect(page.getByRole('heading', { name: 'Регистрация продавца' })).toBeVisible();
    await expect(page.getByText('Код отправлен на +7 (701) ***-**-07')).toBeVisible();
    await expectAccessible(page);
    await enterCode(page, OTP, 'Продолжить');
    await expect(page.getByLabel('Новый пароль')).toBeVisible();
    await createPassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/register$/);
    const calls = await sandbox(baseURL!).requests('/merchant-profile/api/v1/auth/sign-up/fast');
    expect(calls.map((c) => c.status)).toEqual([200]);
  });

  test('"already exist": the request is cleared and sign-in opens with the toast', async ({ page }) => {
    await page.goto('/auth/sign-up?phone=77010000001&application_id=app-2002');
    await enterCode(page, OTP, 'Продолжить');
    await expect(page.getByText('Пользователь с номером +7 (701) 000-00-01 уже зарегистрирован. Войдите с этим номером')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in\?phone=77010000001$/);
    await expect(page.getByRole('tab', { name: 'По паролю' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('merchant_cabinet_sms_requests'), localStorage.getItem('merchant_cabinet')])).toEqual([null, null]);
  });

  test('a link without the application id explains itself', async ({ page }) => {
    await page.goto('/auth/sign-up?phone=77010000007');
    await expect(page.getByText(/Ссылка на регистрацию неполная/)).toBeVisible();
  });
});

test.describe('store selection', () => {
  test('a blocked store and a closed access cannot be chosen; the list scrolls above 3', async ({ page, baseURL }) => {
    await enterPhone(page, PHONES.active);
    await page.getByLabel('Пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expectStoreSelection(page);
    await expectAccessible(page);

    const list = page.getByTestId('partner-list');
    const box = await list.evaluate((el) => ({ max: getComputedStyle(el).maxHeight, scrolls: el.scrollHeight > el.clientHeight }));
    expect(box).toEqual({ max: '256px', scrolls: true });
    await expect(page.getByTestId('partner-m-1001')).toContainText('Владелец магазина');
    await expect(page.getByTestId('partner-m-1002')).toContainText('Менеджер');

    await sandbox(baseURL!).clearRequests();
    const disabled = page.getByTestId('partner-m-1004');
    await disabled.scrollIntoViewIfNeeded();
    await disabled.hover();
    await expect(page.getByRole('tooltip')).toContainText('Магазин заблокирован. Обратитесь в поддержку: +7 (727) 355-55-55');
    await disabled.click();
    const closed = page.getByTestId('partner-m-1005');
    await closed.scrollIntoViewIfNeeded();
    await closed.hover();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Владелец магазина закрыл вам доступ' })).toBeVisible();
    await closed.click();
    await expect(page).toHaveURL(/partner-selection$/);
    expect(await sandbox(baseURL!).requests('/merchant-profile/api/v1/auth/sign-in')).toHaveLength(0);
  });

  test('"create another store": confirmed, it opens the new store registration', async ({ page, baseURL }) => {
    await enterPhone(page, PHONES.active);
    await page.getByLabel('Пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expectStoreSelection(page);
    await page.getByRole('button', { name: 'Создать ещё один магазин' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Создать новый магазин?');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    expect(await sandbox(baseURL!).requests('/merchant-profile/api/v1/auth/stores')).toHaveLength(0);
    await page.getByRole('button', { name: 'Создать ещё один магазин' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Создать' }).click();
    await expect(page).toHaveURL(/\/register$/);
    const mid = await page.evaluate(() => JSON.parse(localStorage.getItem('merchant_cabinet') ?? '{}').mid);
    expect(mid).toMatch(/^m-2\d{3}$/);
  });
});

test.describe('the guard (direct URL visits)', () => {
  test('no merchant token: app pages → sign-in; /auth and /faq stay', async ({ page }) => {
    await page.goto('/reviews');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await page.goto('/faq');
    // Help stays open signed out (it moves on to its first article once the list arrives).
    await expect(page).toHaveURL(/\/faq(\/[\w-]+)?$/);
  });

  test('a NEW shop: every path but /register → /register, unless redirect_denied', async ({ page, context, baseURL }) => {
    await storeSession(context, baseURL!, 'm-1003', 'new');
    for (const path of ['/', '/reviews', '/auth/sign-in', '/auth/sign-in/partner-selection', '/faq']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/register$/);
    }
    await page.goto('/auth/sign-in/partner-selection?redirect_denied=true');
    await expect(page).toHaveURL(/partner-selection\?redirect_denied=true$/);
    await expect(page.getByRole('heading', { name: /Выберите магазин/ })).toBeVisible();
  });

  test('an ACTIVE shop: /auth/sign-in and /auth/sign-up → / → the first area', async ({ page, context, baseURL }) => {
    await storeSession(context, baseURL!, 'm-1001', 'active');
    for (const path of ['/auth/sign-in', '/auth/sign-up?phone=77010000001&application_id=x', '/']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(FIRST_AREA);
    }
    await page.goto('/auth/sign-in/partner-selection');
    await expect(page.getByRole('heading', { name: /Выберите магазин/ })).toBeVisible();
  });
});

test('the resend wait survives a reload', async ({ page, baseURL }) => {
  await page.clock.install();
  await enterPhone(page, PHONES.inactive);
  await expect(page.getByText('Новый код можно запросить через 1:00')).toBeVisible();
  await page.clock.fastForward(20_000);
  await expect(page.getByText(/через 0:(40|39)/)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/phone=77010000002/);
  await expect(page.getByLabel('Код из SMS')).toBeVisible();
  // The clock runs on during the reload (12 s once on a loaded machine): any 0:01–0:40 shows the
  // wait survived, where a reset would read 1:00.
  await expect(page.getByText(/через 0:(40|[0-3]\d)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить код ещё раз' })).toHaveCount(0);
  expect(await sandbox(baseURL!).requests('/sso/api/v1/auth/signin/fast')).toHaveLength(1);

  await page.clock.fastForward(41_000);
  await page.getByRole('button', { name: 'Отправить код ещё раз' }).click();
  await expect(page.getByText(/через (1:00|0:59)/)).toBeVisible();
  expect(await sandbox(baseURL!).requests('/sso/api/v1/auth/signin/fast')).toHaveLength(2);
});

test('logout asks for confirmation and ends the session on the server', async ({ page, context, baseURL }) => {
  const control = sandbox(baseURL!);
  const credentials = await storeSession(context, baseURL!, 'm-1001', 'active');
  await page.goto('/reviews');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  await clickLogout(page);
  await expect(page.getByRole('dialog')).toContainText('Выйти из кабинета?');
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
  await expect(page).toHaveURL(/\/reviews/);
  expect(await control.requests('/sso/api/v1/auth/signout')).toHaveLength(0);

  await clickLogout(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  expect((await control.requests('/sso/api/v1/auth/signout')).map((r) => r.status)).toEqual([204]);
  expect(await page.evaluate(() => localStorage.getItem('merchant_cabinet'))).toBeNull();
  const stale = await fetch(`${baseURL}/merchant-profile/api/v1/profile`, { headers: { authorization: `Bearer ${credentials.merchant_access_token}` } });
  expect(stale.status).toBe(401);
});

test('an expired merchant token is refreshed silently mid-session', async ({ page, baseURL }) => {
  const control = sandbox(baseURL!);
  await enterPhone(page, PHONES.active);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByText('Tech Store Almaty', { exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\//); // the store sign-in has finished
  await page.goto('/reviews');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  const before = await page.evaluate(() => JSON.parse(localStorage.getItem('merchant_cabinet') ?? '{}').merchant_access_token);

  await control.expireTokens('merchant');
  await control.clearRequests();
  await page.getByRole('listitem', { name: '2', exact: true }).click();
  await expect.poll(async () => (await control.requests('/feedback/api/v1/reviews/merchants')).map((r) => r.status)).toEqual([401, 200]);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page).toHaveURL(/\/reviews/);
  expect((await control.requests('/merchant-profile/api/v1/auth/refresh')).map((r) => r.status)).toEqual([200]);
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('merchant_cabinet') ?? '{}').merchant_access_token);
  expect(after).not.toBe(before);
});
