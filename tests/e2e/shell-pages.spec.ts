import { expect, test, type ConsoleMessage, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { injectSession, sandbox } from './support';

/**
 * Issue 4 pages and notices: the delivery agreement signed with a one-time code, the
 * not-found and error pages (the shell keeps working), help pages with image zoom signed
 * out and in, and the icon gallery.
 */
test.beforeEach(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Главное меню' });

test('m-1002: contract-end notice once, then the delivery agreement signed with a wrong then the right code', async ({ context, page, baseURL }) => {
  const control = sandbox(baseURL!);
  await page.clock.install();
  await injectSession(context, baseURL!, 'm-1002');
  await page.goto('/reviews');

  // The contract-end notice comes first; dismissed, it stays dismissed for this store.
  const contract = page.getByRole('dialog', { name: 'Договор маркетплейса с вашим магазином прекращён' });
  await expect(contract).toBeVisible();
  await expect(contract).toContainText('01 апр. 2025');
  await contract.getByRole('button', { name: 'Понятно' }).click();
  await expect(contract).toBeHidden();

  // The agreement: its text, and "Sign" only once the checkbox is ticked.
  const dialog = page.getByRole('dialog', { name: 'Соглашение об оказании услуг доставки' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Соглашение об оказании услуг доставки' })).toContainText('Предмет соглашения');
  const sign = dialog.getByRole('button', { name: 'Подписать' });
  await expect(sign).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Я ознакомился/ }).check();
  await expect(sign).toBeEnabled();
  await expectAccessible(page);
  await control.clearRequests();
  await sign.dblclick(); // a double click starts one signature
  const code = dialog.getByLabel('Код из SMS');
  await expect(code).toBeFocused();
  expect((await control.requests('/agree/api/v1/signatures/code/')).filter((r) => r.method === 'POST')).toHaveLength(1);

  // Too short: no call. Wrong: the input is marked and keeps the code.
  await code.fill('12');
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Код состоит из 4 цифр');
  expect(await control.requests('/agree/api/v1/signatures/sig-')).toHaveLength(0);
  await code.fill('1234');
  await code.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('Неверный код');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveValue('1234');

  // A new code only after the 60 s wait.
  const resendWait = dialog.getByRole('button', { name: /Отправить код повторно через 0:\d\d/ });
  await expect(resendWait).toBeDisabled();
  await page.clock.fastForward(61_000);
  await dialog.getByRole('button', { name: 'Отправить код ещё раз' }).click();
  await expect(page.getByText('Новый код отправлен')).toBeVisible();
  await expect(code).toHaveValue('');
  expect((await control.requests('/agree/api/v1/signatures/')).filter((r) => r.path.endsWith('/verifications'))).toHaveLength(1);

  await code.fill('1111');
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Соглашение подписано')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await control.requests('/user-profile/api/v1/profile/settings')).some((r) => r.method === 'POST' && r.status === 200)).toBe(true);

  // Next visit: neither notice; the signed code comes from the user config.
  await control.clearRequests();
  await page.reload();
  await expect(menu(page)).toBeVisible();
  await expect.poll(async () => (await control.requests('/user-profile/api/v1/profile/settings')).length).toBeGreaterThan(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await control.requests('/agree/api/v1/signatures/merchants/')).toHaveLength(0);
});

test('an unknown URL gives the not-found page with the ways on and a support contact', async ({ context, page, baseURL }) => {
  await injectSession(context, baseURL!);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Основные разделы' });
  for (const [name, href] of [['Заказы', '/orders'], ['Товары', '/products'], ['Финансы', '/finance'], ['Список магазинов', '/auth/sign-in/partner-selection']]) {
    await expect(links.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('main').getByRole('link', { name: /partners@partner\.kz/ })).toHaveAttribute('href', 'mailto:partners@partner.kz');
  await expect(menu(page)).toBeVisible();
  await expectAccessible(page);

  await links.getByRole('link', { name: 'Список магазинов' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\/partner-selection$/);
});

test('a screen that throws shows the error page in its place; the menu still works', async ({ context, page, baseURL }) => {
  await injectSession(context, baseURL!);
  // The console gets the caught error as text: an error object kept by the console would keep
  // the failed screen alive (issue 28, src/app/caught-errors.ts).
  const logged: ConsoleMessage[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message);
  });
  await page.goto('/__crash');
  const error = page.getByRole('alert').filter({ hasText: 'На странице произошла ошибка' });
  await expect(error).toBeVisible();
  const crash = logged.filter((m) => m.text().includes('Crash test: this screen fails to render on purpose'));
  expect(crash).toHaveLength(1);
  expect(crash[0].text()).toContain('The above error occurred in:');
  for (const arg of crash[0].args()) expect(await arg.evaluate((value) => typeof value)).toBe('string');
  await expect(error.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  await expect(menu(page)).toBeVisible();

  await menu(page).getByRole('menuitem', { name: /Отзывы/ }).click();
  await expect(page).toHaveURL(/\/reviews/);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(error).toHaveCount(0);
});

test('a chunk that fails to load is reported as "Unable to preload CSS" with a reload prompt', async ({ context, page, baseURL }) => {
  await injectSession(context, baseURL!);
  await page.goto('/reviews');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.route(/\/assets\/icons-page-[^/]+\.js$/, (route) => route.abort());
  // A client-side navigation, as a menu click would make, so the chunk is fetched now.
  await page.evaluate(() => {
    history.pushState({}, '', '/icons');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const error = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить страницу' });
  await expect(error).toBeVisible();
  await expect(error).toContainText('Unable to preload CSS');
  await expect(error.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  await expect(menu(page)).toBeVisible();
});

async function zoomFirstPicture(page: Page) {
  const picture = page.locator('.help-body img').first();
  await expect(picture).toHaveAttribute('role', 'button');
  await picture.click();
  const preview = page.locator('.ant-image-preview-img');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /\/config-discovery\/api\/v1\/faqs\/merchant\/images\/.+\.svg$/);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  // The keyboard opens it too.
  await picture.focus();
  await page.keyboard.press('Enter');
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
}

test('help signed out: /faq leads to the first page, the tree links pages, a picture opens larger', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/faq\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход в кабинет и выбор магазина' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Войти в кабинет' })).toBeVisible();
  const tree = page.getByRole('navigation', { name: 'Разделы справки' });
  await expect(tree.getByRole('link', { name: 'Вход в кабинет и выбор магазина' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await tree.getByRole('link', { name: 'Загрузка прайс-листа' }).click();
  await expect(page).toHaveURL(/\/faq\/load-price-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Загрузка прайс-листа' })).toBeVisible();
  await zoomFirstPicture(page);

  // A link inside the body stays in the app.
  await page.locator('.help-body').getByRole('link', { name: '«Как заполнить шаблон»' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Как заполнить шаблон' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/faq/no-such-article');
  await expect(page.getByText('Такой статьи нет')).toBeVisible();
});

test('help signed in: a page of the shell, with image zoom', async ({ context, page, baseURL }) => {
  await injectSession(context, baseURL!);
  await page.goto('/faq/load-price-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Загрузка прайс-листа' })).toBeVisible();
  await expect(menu(page)).toBeVisible();
  await zoomFirstPicture(page);
  await expectAccessible(page);
});

test('the icon gallery shows the app’s icons inside the shell', async ({ context, page, baseURL }) => {
  await injectSession(context, baseURL!);
  await page.goto('/icons');
  await expect(page.getByRole('heading', { level: 1, name: 'Иконки' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Скопировать название ShopOutlined' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Скопировать название /logo.svg' })).toBeVisible();
  await page.getByLabel('Найти иконку по названию').fill('menufold');
  await expect(page.getByRole('button', { name: /^Скопировать название / })).toHaveCount(1);
  await expect(menu(page)).toBeVisible();
  await expectAccessible(page);
});
