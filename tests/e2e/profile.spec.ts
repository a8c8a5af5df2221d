import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { api, EMPLOYEES, injectPerson, pdfBytes } from './profile-support';
import { sandbox } from './support';

// Profile info with its documents, and employees with the owner's rules (spec 1 §2, §5–§9).
test.describe.configure({ timeout: 90_000 });

const OWNER = '77010000001';
const MANAGER = '77010000010';

test.beforeEach(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});

// Messages, and the notifications that carry an undo (issue 33: "Доступ сотрудника закрыт" with "Отменить").
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice, .ant-notification-notice').filter({ hasText: text });
const rowOf = (page: Page, name: string | RegExp) => page.getByRole('row').filter({ hasText: name });

test.describe('profile and documents', () => {
  test('read-only data; upload two documents and rename one; a wrong format and a too heavy file', async ({ context, page, baseURL }) => {
    await injectPerson(context, baseURL!, OWNER);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/info$/);
    await expect(page.getByRole('heading', { name: 'Профиль магазина' })).toBeVisible();
    await expect(page.getByText('ТОО «Tech Store Almaty»')).toBeVisible();
    await expect(page.getByText('KZ996010131000254187')).toBeVisible();
    await expect(page.getByRole('link', { name: /Позвонить/ })).toHaveAttribute('href', 'tel:+77272555001');
    await expect(page.getByTestId('documents-counter')).toHaveText('3 из 20');
    await expectAccessible(page);

    const input = page.getByTestId('documents-input');
    await expect(input).toBeEnabled(); // disabled until the rights are known
    await input.setInputFiles([
      { name: 'Устав ТОО.pdf', mimeType: 'application/pdf', buffer: pdfBytes(4096) },
      { name: 'Свидетельство НДС.pdf', mimeType: 'application/pdf', buffer: pdfBytes(2048) },
    ]);
    await expect(toast(page, 'Документ «Устав ТОО.pdf» загружен')).toBeVisible();
    await expect(toast(page, 'Документ «Свидетельство НДС.pdf» загружен')).toBeVisible();
    await expect(page.getByTestId('documents-counter')).toHaveText('5 из 20');
    await expect(page.getByTestId('document-row')).toHaveCount(5);

    // The stored file is the one uploaded; its name keeps the extension, downloaded too.
    const href = await page.getByRole('link', { name: 'Устав ТОО.pdf', exact: true }).getAttribute('href');
    await expect(page.getByRole('link', { name: 'Скачать: Устав ТОО.pdf' })).toHaveAttribute('download', 'Устав ТОО.pdf');
    const stored = await (await fetch(`${baseURL}${href}`)).arrayBuffer();
    expect(stored.byteLength).toBe(4096);

    await page.getByRole('button', { name: 'Переименовать: Свидетельство НДС.pdf' }).click();
    const name = page.getByLabel('Новое название документа');
    await name.fill('');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Введите название' })).toBeVisible();
    await name.fill('Свидетельство о постановке на учёт по НДС');
    await name.press('Enter');
    await expect(toast(page, 'Название сохранено')).toBeVisible();
    // Renamed without the extension: still shown and downloaded as a .pdf.
    await expect(page.getByRole('link', { name: 'Свидетельство о постановке на учёт по НДС.pdf', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Скачать: Свидетельство о постановке на учёт по НДС.pdf' })).toHaveAttribute('download', 'Свидетельство о постановке на учёт по НДС.pdf');

    // A .pdf whose content is not a PDF: the service refuses it; another file replaces it (a retry could not help).
    await input.setInputFiles([{ name: 'Лицензия.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') }]);
    const refused = page.getByTestId('upload-item').filter({ hasText: 'Лицензия.pdf' });
    await expect(refused).toContainText('Не загружен');
    await expect(refused.getByRole('button', { name: /Повторить/ })).toHaveCount(0);
    await refused.getByRole('button', { name: 'Заменить файл «Лицензия.pdf»' }).click();
    await page.getByTestId('replace-file-input').setInputFiles([{ name: 'Лицензия (скан).pdf', mimeType: 'application/pdf', buffer: pdfBytes(1024) }]);
    await expect(toast(page, 'Документ «Лицензия (скан).pdf» загружен')).toBeVisible();
    await expect(page.getByTestId('upload-item')).toHaveCount(0);
    await expect(page.getByTestId('documents-counter')).toHaveText('6 из 20');

    await input.setInputFiles([{ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
    await expect(toast(page, /Файл «setup\.exe» не загружен: такой формат не принимается/)).toBeVisible();
    await input.setInputFiles([{ name: 'Скан паспорта.pdf', mimeType: 'application/pdf', buffer: pdfBytes(11 * 1024 * 1024) }]);
    await expect(toast(page, 'Файл «Скан паспорта.pdf» слишком большой: можно до 10 МБ')).toBeVisible();
    await expect(page.getByTestId('upload-item')).toContainText('Не загружен: Файл слишком большой');
    await page.getByRole('button', { name: 'Убрать из списка: Скан паспорта.pdf' }).click();
    await expect(toast(page, 'Файл удалён из списка')).toBeVisible();
    await expect(page.getByTestId('upload-item')).toHaveCount(0);

    await page.getByRole('button', { name: 'Удалить: Устав ТОО.pdf' }).click();
    await page.getByRole('button', { name: 'Удалить', exact: true }).click();
    await expect(toast(page, 'Документ удалён')).toBeVisible();
    await expect(page.getByTestId('documents-counter')).toHaveText('5 из 20');
    const uploads = await sandbox(baseURL!).requests('/merchant-profile/api/v1/merchants/m-1001/documents/upload');
    expect(uploads.map((r) => r.status)).toEqual([201, 201, 400, 201]); // one request per file; the ones refused here never left
  });

  test('a blocked shop: the notice with the support phone, no uploads', async ({ context, page, baseURL }) => {
    await fetch(`${baseURL}/__sandbox/profile/blocked`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mid: 'm-1001', blocked: true }) });
    await injectPerson(context, baseURL!, OWNER);
    await page.goto('/profile/info');
    const notice = page.getByRole('alert').filter({ hasText: 'Продажи приостановлены' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link')).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('button', { name: 'Загрузить документы' })).toBeDisabled();
    await expect(page.getByText('Магазин заблокирован: загружать документы нельзя.')).toBeVisible();
    await expectAccessible(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test('the profile in the phone layout with the bottom bar', async ({ context, page, baseURL }) => {
      await injectPerson(context, baseURL!, OWNER);
      await page.goto('/profile/info');
      await expect(page.getByTestId('mobile-bar')).toBeVisible();
      await expect(page.getByTestId('mobile-bar').getByRole('link', { name: 'Профиль' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText('ТОО «Tech Store Almaty»')).toBeVisible();
      await expect(page.getByTestId('document-row')).toHaveCount(3);
      const calls = await sandbox(baseURL!).requests('/merchant-profile/api/v1/');
      expect(calls.filter((r) => r.path === '/merchant-profile/api/v1/profile/documents').map((r) => r.query)).toEqual(['page=1&limit=50']);
      expect(calls.filter((r) => r.path.endsWith('/documents/count'))).toHaveLength(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page);
    });
  });
});

test.describe('employees', () => {
  test('the owner: roles dialog, a new employee through three steps (a wrong code first), roles edited, access closed and opened, one deleted', async ({ context, page, baseURL }) => {
    await injectPerson(context, baseURL!, OWNER);
    await page.goto('/profile/employees');
    await expect(page.getByRole('heading', { name: 'Сотрудники' })).toBeVisible();
    await expect(rowOf(page, 'Садыкова Айгерим')).toContainText('(вы)');
    await expect(rowOf(page, 'Ергалиева Жанар')).toContainText('Доступ закрыт');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Роли и права' }).click();
    const dialog = page.getByRole('dialog', { name: 'Роли и права доступа' });
    await expect(dialog.getByRole('heading', { name: 'Владелец магазина' })).toBeVisible();
    await expect(dialog.getByText('Сотрудник без проверки')).toHaveCount(0);
    await expectAccessible(page);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Закрыть' }).click(); // the footer's (the corner's cross says the same)

    await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
    await expect(page).toHaveURL(/\/profile\/employees\/create$/);
    const phone = page.getByLabel('Телефон сотрудника');
    await phone.fill('701 555 01');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText('Введите номер полностью: +7 и 10 цифр')).toBeVisible();
    await phone.fill('701 555 01 01');
    await expect(phone).toHaveValue('+7 (701) 555-01-01');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText('Код отправлен на +7 (701) 555-01-01')).toBeVisible();
    await expect(page.getByText(/Повторно через 0:5\d/)).toBeVisible();
    const code = page.getByLabel('Код из SMS');
    await code.fill('4321');
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByText('Неверный код. Проверьте SMS и введите 4 цифры')).toBeVisible();
    await expect(code).toHaveValue('4321');
    await expectAccessible(page);
    await code.fill('1111');
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByLabel('Фамилия').fill('Нурпеисова');
    await page.getByLabel('Имя').fill('Алия');
    await page.getByLabel('E-mail').fill('aliya@techstore');
    await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
    await expect(page.getByText('Введите e-mail в виде name@example.kz')).toBeVisible();
    await expect(page.getByText('Выберите хотя бы одну роль')).toBeVisible();
    await page.getByLabel('E-mail').fill('aliya@techstore.kz');
    await page.getByRole('checkbox', { name: 'Оператор' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
    await expect(toast(page, 'Сотрудник добавлен')).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/employees$/);
    const aliya = rowOf(page, 'Нурпеисова Алия');
    await expect(aliya).toContainText('Оператор');
    await expect(aliya).toContainText('Доступ открыт');

    await aliya.getByRole('link', { name: 'Нурпеисова Алия', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Изменение сотрудника' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('aliya@techstore.kz');
    await page.getByRole('checkbox', { name: 'Менеджер' }).check();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page, 'Данные сотрудника сохранены')).toBeVisible();
    await expect(rowOf(page, 'Нурпеисова Алия')).toContainText('Менеджер');

    const access = rowOf(page, 'Нурпеисова Алия').getByRole('switch');
    await access.click();
    // Closing access asks first (issue 28).
    await page.getByRole('dialog').filter({ hasText: 'Закрыть доступ сотруднику?' }).getByRole('button', { name: 'Закрыть доступ' }).click();
    await expect(toast(page, 'Доступ сотрудника закрыт')).toBeVisible();
    await expect(rowOf(page, 'Нурпеисова Алия')).toContainText('Доступ закрыт');
    await access.click();
    await expect(toast(page, 'Доступ сотрудника открыт')).toBeVisible();
    await expect(rowOf(page, 'Нурпеисова Алия')).toContainText('Доступ открыт');

    await page.getByRole('button', { name: 'Удалить: Нурпеисова Алия' }).click();
    await expect(page.getByRole('dialog').getByText('Нурпеисова Алия потеряет доступ к магазину')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(toast(page, 'Сотрудник удалён')).toBeVisible();
    await expect(rowOf(page, 'Нурпеисова Алия')).toHaveCount(0);
  });

  test('leaving the wizard with typed data asks first', async ({ context, page, baseURL }) => {
    await injectPerson(context, baseURL!, OWNER);
    await page.goto('/profile/employees');
    await page.goto('/profile/employees/create');
    await page.getByLabel('Телефон сотрудника').fill('701 555 02 01');
    // The browser's Back asks; leaving goes back for real.
    await page.goBack();
    await page.getByRole('dialog').filter({ hasText: 'Уйти без сохранения?' }).getByRole('button', { name: 'Уйти' }).click();
    await expect(page).toHaveURL(/\/profile\/employees$/);
    await page.goto('/profile/employees/create');
    await page.getByLabel('Телефон сотрудника').fill('701 555 02 02');
    await page.getByRole('link', { name: 'Сотрудники' }).first().click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Уйти без сохранения?' });
    await ask.getByRole('button', { name: 'Остаться' }).click();
    await expect(page).toHaveURL(/\/create$/);
    await page.getByRole('button', { name: 'Отмена' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Уйти без сохранения?' }).getByRole('button', { name: 'Уйти' }).click();
    await expect(page).toHaveURL(/\/profile\/employees$/);
  });

  test('the last active employee cannot be switched off: the controls are disabled with the reason', async ({ context, page, baseURL }) => {
    const { token, tdid } = await injectPerson(context, baseURL!, OWNER);
    const staff = (await api(baseURL!, token, 'GET', EMPLOYEES)) as Array<{ tdid: string; is_active: boolean }>;
    for (const e of staff.filter((x) => x.tdid !== tdid && x.is_active)) await api(baseURL!, token, 'PUT', `${EMPLOYEES}/${e.tdid}/deactivate`);
    await page.goto('/profile/employees');
    const me = rowOf(page, 'Садыкова Айгерим');
    // Nobody closes their own access (issue 28); the last active one cannot be deleted.
    await expect(me.getByRole('switch')).toBeDisabled();
    await expect(me.getByRole('switch')).toBeChecked();
    await expect(me).toContainText('Закрыть доступ самому себе нельзя');
    await expect(me.getByRole('button', { name: /^Удалить/ })).toBeDisabled();
    await expect(me).toContainText('Нельзя удалить последнего сотрудника с открытым доступом');
    const calls = await sandbox(baseURL!).requests(`${EMPLOYEES}/${tdid}`);
    expect(calls.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  test('deleting oneself asks, then signs out', async ({ context, page, baseURL }) => {
    // A shop keeps an active owner (issue 28: 409 employees_last_owner): the manager is made a second owner first.
    const second = await fetch(`${baseURL}/__sandbox/employees`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone: MANAGER, mid: 'm-1001', roles: ['merchant_owner'] }) });
    expect(second.ok).toBe(true);
    await injectPerson(context, baseURL!, OWNER);
    await page.goto('/profile/employees');
    await page.getByRole('button', { name: 'Удалить: Садыкова Айгерим Маратовна' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: 'Вы удаляете себя' });
    await ask.getByRole('button', { name: 'Удалить' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in/);
  });

  test('a manager may not switch or delete: the controls are disabled and say why', async ({ context, page, baseURL }) => {
    await injectPerson(context, baseURL!, MANAGER);
    await page.goto('/profile/employees');
    const ergalieva = rowOf(page, 'Ергалиева Жанар');
    await expect(ergalieva).toBeVisible();
    // The list's first page went out with the route and was asked once (the screen took that answer);
    // the spec does not page this list, so the short page is followed by one more, which ends it.
    const lists = (await sandbox(baseURL!).requests(EMPLOYEES)).filter((r) => r.method === 'GET' && r.path === EMPLOYEES);
    expect(lists.map((r) => r.query)).toEqual(['page=1&limit=50', 'page=2&limit=50']);
    await expect(ergalieva.getByRole('switch')).toBeDisabled();
    await expect(ergalieva).toContainText('Открывать доступ сотрудникам может только владелец магазина');
    await expect(ergalieva.getByRole('switch')).not.toBeChecked();
    const erlan = rowOf(page, 'Жумабаев Ерлан');
    await expect(erlan.getByRole('switch')).toBeDisabled();
    await expect(erlan).toContainText('Закрывать доступ сотрудникам может только владелец магазина');
    await expect(page.getByRole('button', { name: 'Удалить: Жумабаев Ерлан' })).toBeDisabled();
    await expect(erlan).toContainText('Удалять сотрудников может только владелец магазина');
    await expectAccessible(page);
  });
});
