import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { injectSession, sandbox } from './support';
import { fillRegistration, PDF, signInToNewShop } from './account-helpers';

/**
 * Registration of a new shop (m-1003 of 77010000001), the settings page's password change
 * and language. Each test starts from a reset sandbox. Run on your own port:
 *   E2E_PORT=4175 npx playwright test tests/e2e/account-register.spec.ts
 * With SCREENSHOTS=1 the last block writes screenshots/register-*.png and settings-*.png.
 */

test.beforeEach(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});

async function chooseAddress(page: Page) {
  const street = page.getByLabel('Улица и дом');
  await street.pressSequentially('Абая', { delay: 40 });
  // The suggestion list: each item shows the street (and house) over the city.
  await page.getByTitle('проспект Абая', { exact: true }).click();
  // A street without a house: the spec's message, and the text stays for the house number.
  await expect(page.getByText('Неточный адрес, требуется номер дома')).toBeVisible();
  await expect(street).toHaveValue('проспект Абая');
  await street.pressSequentially(' 15', { delay: 40 });
  await page.getByTitle('проспект Абая, 15', { exact: true }).click();
  await expect(street).toHaveValue('проспект Абая, 15');
  await expect(page.getByLabel('Почтовый индекс')).toHaveValue(/^A05[A-Z]\d[A-Z]\d$/);
  await expect(page.getByLabel('Координаты')).toHaveValue(/^43\.\d+, 76\.\d+$/);
}

test('registration: from an empty form to the product upload page, with a geocoded address and a logo', async ({ page, baseURL }) => {
  // The longest walk of the suite (a whole form, an axe scan, then the upload page's first load):
  // beside another e2e worker on two cores it needs more than the default 45 s.
  test.setTimeout(120_000);
  const sb = sandbox(baseURL!);
  await signInToNewShop(page);
  await expect(page.getByRole('heading', { name: 'Регистрация магазина' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toHaveCount(0); // no menu for a new shop
  await expect(page.getByRole('navigation', { name: 'Шаги регистрации' }).getByText('Логотип')).toBeVisible();

  // Submitting the empty form: each required field says so, nothing is sent.
  await page.getByRole('button', { name: 'Отправить на проверку' }).click();
  await expect(page.getByText('Заполните поле').first()).toBeVisible();
  await expect(page.getByText('Укажите улицу и дом')).toBeVisible();

  // A logo of another format is refused with the toast, and not sent.
  await page.locator('#register-step-logo input[type=file]').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Логотип должен быть в формате PNG, JPEG или JPG и не больше 20 МБ')).toBeVisible();

  await sb.clearRequests();
  await fillRegistration(page, chooseAddress);
  const suggests = await sb.requests('/geocoder/api/v1/suggest');
  // Debounced: one call per pause in typing, each with the city and 5 results.
  expect(suggests.length).toBeLessThanOrEqual(4);
  for (const r of suggests) expect(decodeURIComponent(r.query.replace(/\+/g, ' '))).toMatch(/^text=Алматы, .*&limit=5$/);
  expect((await sb.requests('/f3/api/v1/logos/')).map((r) => r.status)).toEqual([200]);

  // Documents: several files, a removal says so.
  const offer = page.locator('#register-step-treaty .ant-form-item').filter({ hasText: 'Договор оферты' }).locator('input[type=file]');
  await offer.setInputFiles([{ name: 'offer.pdf', mimeType: 'application/pdf', buffer: PDF }, { name: 'draft.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await expect(page.getByText('draft.pdf', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Удалить «draft.pdf»' }).click();
  await expect(page.getByText('Документ «draft.pdf» удалён')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Шаги регистрации' }).getByText('Готово')).toHaveCount(5);
  await expectAccessible(page);

  await sb.clearRequests();
  const submit = page.getByRole('button', { name: 'Отправить на проверку' });
  await submit.dblclick();
  await expect(page).toHaveURL(/\/products\/upload\/manual$/);
  await expect(page.getByText('Заявка отправлена. Магазин на проверке.')).toBeVisible();
  // The price-list upload page: the shop's next step.
  await expect(page.locator('form#register')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Загрузка прайс-листа' })).toBeVisible({ timeout: 30_000 });
  const registrations = await sb.requests('/merchant-profile/api/v1/profile/registration');
  expect(registrations.map((r) => `${r.method} ${r.status}`)).toEqual(['POST 200']);
  for (const path of ['/merchant-profile/api/v1/profile', '/config-discovery/api/v2/cities', '/merchant-profile/api/v1/profile/pickup-points']) {
    expect((await sb.requests(path)).some((r) => r.path === path && r.status === 200), path).toBe(true);
  }
  expect(await page.evaluate(() => localStorage.getItem('merchant_cabinet_profile'))).toBe(JSON.stringify({ state: { status: 'on-check' }, version: 1 }));
  // The shop is on check now: /register is closed to it.
  await page.goto('/register');
  await expect(page).not.toHaveURL(/\/register$/);
});

test('settings: password change by SMS code; a wrong code shows its tooltip and keeps the input', async ({ page, context, baseURL }) => {
  await injectSession(context, baseURL!);
  await page.goto('/profile/settings');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText(/Код отправлен на \+7 \(701\) \*\*\*-\*\*-01/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Повторно через 0:5\d/ })).toBeDisabled();

  await page.getByLabel('Код из SMS').fill('12');
  await page.getByLabel('Новый пароль').fill('short');
  await expect(page.getByText('Не менее 8 символов')).toBeVisible();
  await page.getByLabel('Новый пароль').fill('Garden#2026');
  await page.getByLabel('Повторите пароль').fill('Garden#2027');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Код состоит из 4 цифр')).toBeVisible();
  await expect(page.getByText('Пароли не совпадают!')).toBeVisible();

  await page.getByLabel('Код из SMS').fill('0000');
  await page.getByLabel('Повторите пароль').fill('Garden#2026');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByRole('tooltip')).toHaveText('Неверный код. Проверьте SMS и введите код ещё раз');
  await expect(page.getByLabel('Код из SMS')).toHaveValue('0000');
  await page.mouse.move(0, 0); // the theme's hover shade of a primary button is below AA contrast; scan the resting page
  await expectAccessible(page);

  await page.getByLabel('Код из SMS').fill('1111');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Пароль изменён')).toBeVisible();
  const signIn = await fetch(`${baseURL}/sso/api/v1/auth/signin/phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '77010000001', password: 'Garden#2026' }),
  });
  expect(signIn.status).toBe(200);
});

test('settings: the language applies at once, dates and numbers too, and is saved', async ({ page, context, baseURL }) => {
  await injectSession(context, baseURL!);
  await page.goto('/profile/settings');
  await expect(page.getByTestId('sample-date')).toHaveText(/нояб/);
  await expect(page.getByTestId('sample-number')).toHaveText('1 234 567,89');
  await sandbox(baseURL!).clearRequests();

  await page.getByText('English', { exact: true }).last().click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sample-date')).toHaveText('20 Nov 2026');
  await expect(page.getByTestId('sample-number')).toHaveText('1,234,567.89');
  await expect(page.getByText('Language saved')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('merchant_cabinet_locale'))).toBe('en');
  expect((await sandbox(baseURL!).requests('/user-profile/api/v1/profile/settings')).filter((r) => r.method === 'POST').map((r) => r.status)).toEqual([200]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');

  for (const locale of ['ru', 'en'] as const) {
    test(`registration, ${locale}`, async ({ page }) => {
      await signInToNewShop(page);
      await page.evaluate((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
      await page.reload();
      await expect(page.locator('form#register')).toBeVisible();
      await page.screenshot({ path: `screenshots/register-${locale}.png`, fullPage: true });

      await page.evaluate(() => localStorage.setItem('merchant_cabinet_locale', 'ru'));
      await page.reload();
      await fillRegistration(page, chooseAddress);
      if (locale === 'en') {
        // The header's language switcher: the filled form stays, its texts change.
        await page.getByRole('banner').getByRole('combobox', { name: 'Язык' }).selectOption('en');
        await expect(page.getByRole('heading', { name: 'Shop registration' })).toBeVisible();
      }
      await page.evaluate(() => window.scrollTo(0, 0)); // a scrolled page shoots the sticky header mid-page
      await page.screenshot({ path: `screenshots/register-filled-${locale}.png`, fullPage: true });
      if (locale === 'ru') {
        await page.getByRole('button', { name: 'Отправить на проверку' }).click();
        await expect(page).toHaveURL(/\/products\/upload\/manual$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Загрузка прайс-листа' })).toBeVisible();
        await page.screenshot({ path: 'screenshots/register-done-ru.png' });
      }
    });

    test(`settings, ${locale}`, async ({ page, context, baseURL }) => {
      await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
      await injectSession(context, baseURL!);
      await page.goto('/profile/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `screenshots/settings-${locale}.png`, fullPage: true });
      const en = locale === 'en';
      await page.getByRole('button', { name: en ? 'Get a code' : 'Получить код' }).click();
      await page.getByLabel(en ? 'Code from the SMS' : 'Код из SMS').fill('0000');
      await page.getByLabel(en ? 'New password' : 'Новый пароль').fill('Garden#2026');
      await page.getByLabel(en ? 'Repeat the password' : 'Повторите пароль').fill('Garden#2026');
      await page.getByRole('button', { name: en ? 'Change password' : 'Сменить пароль' }).click();
      await expect(page.getByRole('tooltip').filter({ hasText: en ? 'Wrong code' : 'Неверный код' })).toBeVisible();
      await page.waitForTimeout(300); // the tooltip's zoom-in
      await page.screenshot({ path: `screenshots/settings-code-${locale}.png`, fullPage: true });
    });
  }
});
