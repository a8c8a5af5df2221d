import { expect, test, type Page } from './fixtures';
import { EMPLOYEES } from './profile-support';
import { DEMO, merchantCredentials, postJson, sandbox, storeCredentials, type StoredCredentials } from './support';

// Issue 28: rights from the service. (a) a manager cannot take the shop over, in the UI or over
// the API; (b) the owner cannot lock themself out, and closing anyone's access asks first;
// (c) the operator meets the feed link's edit disabled, with the reason.
test.describe.configure({ timeout: 90_000 });

const OWNER = '77010000001';
const MANAGER = '77010000010';
const OPERATOR = '77010000002';

/** Signed in over HTTP once per worker (password, or SMS 1111 for the operator). */
const people = new Map<string, StoredCredentials>();

async function signInOnce(baseURL: string, phone: string): Promise<StoredCredentials> {
  const known = people.get(phone);
  if (known) return known;
  const post = <T>(path: string, body: unknown, token?: string) => postJson<T>(baseURL, path, body, token);
  let user: { access_token: string; refresh_token: string; tdid: string };
  if (phone === OPERATOR) {
    await post('/sso/api/v1/auth/signin/fast', { phone });
    user = await post('/sso/api/v1/auth/signin/fast/verify', { phone, otp: '1111' });
  } else {
    user = await post('/sso/api/v1/auth/signin/phone', { phone, password: DEMO.password });
  }
  const credentials = await merchantCredentials(baseURL, user, DEMO.mid);
  people.set(phone, credentials);
  return credentials;
}

test.beforeAll(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
  people.clear();
});

test.afterAll(async ({ baseURL }) => {
  // Whatever a refused-or-not call changed, the next spec starts from the seed.
  await sandbox(baseURL!).reset();
});

const rowOf = (page: Page, name: string | RegExp) => page.getByRole('row').filter({ hasText: name });
/** The wrapper of a disabled control holds its reason (src/engine/rights.tsx WithReason). */
const reasonOf = (page: Page, reason: string) => page.locator(`[data-reason="${reason}"]`);

test('(a) the manager: no owner role for their own card, the owner\'s card read-only, access controls disabled with the reason', async ({ context, page, baseURL }) => {
  const manager = await signInOnce(baseURL!, MANAGER);
  await storeCredentials(context, manager);
  await page.goto('/profile/employees');
  const me = rowOf(page, 'Кенжебаев Бауыржан');
  await expect(me).toContainText('(вы)');

  // The owner's row: edit and delete disabled, each saying why; the switch too.
  const owner = rowOf(page, 'Садыкова Айгерим');
  await expect(owner.getByRole('button', { name: /^Изменить/ })).toBeDisabled();
  await expect(owner).toContainText('Данные владельца магазина может изменить только владелец');
  await expect(owner.getByRole('button', { name: /^Удалить/ })).toBeDisabled();
  await expect(owner.getByRole('switch')).toBeDisabled();
  await reasonOf(page, 'Закрывать доступ сотрудникам может только владелец магазина').first().hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Закрывать доступ сотрудникам может только владелец магазина' })).toBeVisible();
  await expect(rowOf(page, 'Ергалиева Жанар').getByRole('switch')).toBeDisabled();

  // Their own card: the roles cannot change, and the owner role is not offered.
  await me.getByRole('link', { name: /^Кенжебаев Бауыржан/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Изменение сотрудника' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Менеджер' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Менеджер' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Владелец магазина' })).toHaveCount(0);
  await expect(page.getByText('Свои роли изменить нельзя: это может сделать владелец магазина')).toBeVisible();

  // The owner's card by its address: read-only, no save.
  const ownerCreds = await signInOnce(baseURL!, OWNER);
  await page.goto(`/profile/employees/${ownerCreds.tdid}`);
  await expect(page.getByText('Данные владельца магазина может изменить только владелец')).toBeVisible();
  await expect(page.getByLabel('Фамилия')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
});

test('(a) the manager over the API: their own row cannot gain the owner role, the owner\'s row cannot change', async ({ baseURL }) => {
  const manager = await signInOnce(baseURL!, MANAGER);
  const owner = await signInOnce(baseURL!, OWNER);
  const put = (tdid: string, roles: string[]) =>
    fetch(`${baseURL}${EMPLOYEES}/${tdid}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.merchant_access_token}` },
      body: JSON.stringify({ first_name: 'Бауыржан', last_name: 'Кенжебаев', email: 'b.kenzhebaev@techstore.kz', roles }),
    });
  const own = await put(manager.tdid, ['merchant_owner']);
  expect(own.status).toBe(403);
  // The owner keeps the role; only the name changes: still not the manager's to change.
  const ownersRow = await put(owner.tdid, ['merchant_owner']);
  expect(ownersRow.status).toBe(403);
  expect(((await ownersRow.json()) as { key?: string }).key).toBe('employees_owner_row');
});

test('(b) the owner: no switch for their own access, closing another\'s asks first and Cancel keeps it open', async ({ context, page, baseURL }) => {
  const owner = await signInOnce(baseURL!, OWNER);
  await storeCredentials(context, owner);
  await page.goto('/profile/employees');
  const me = rowOf(page, 'Садыкова Айгерим');
  await expect(me).toContainText('(вы)');
  await expect(me.getByRole('switch')).toBeDisabled();
  await expect(me.getByRole('switch')).toBeChecked();
  await reasonOf(page, 'Закрыть доступ самому себе нельзя').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Закрыть доступ самому себе нельзя' })).toBeVisible();

  const control = sandbox(baseURL!);
  await control.clearRequests();
  const other = rowOf(page, 'Жумабаев Ерлан');
  await other.getByRole('switch').click();
  const ask = page.getByRole('dialog').filter({ hasText: 'Закрыть доступ сотруднику?' });
  await expect(ask).toContainText('Жумабаев Ерлан');
  await ask.getByRole('button', { name: 'Отмена' }).click();
  await expect(ask).toBeHidden();
  await expect(other.getByRole('switch')).toBeChecked();
  await expect(other).toContainText('Доступ открыт');
  const writes = (await control.requests(EMPLOYEES)).filter((r) => r.method !== 'GET');
  expect(writes).toEqual([]);
});

test('(c) the operator: the feed link\'s edit and the manual upload are disabled, with the reason', async ({ context, page, baseURL }) => {
  const operator = await signInOnce(baseURL!, OPERATOR);
  await storeCredentials(context, operator);
  await page.goto('/products/upload/automatic');
  await expect(page.getByLabel('Ссылка на прайс-лист')).toHaveValue('https://techstore-almaty.kz/export/partner-feed.xml');
  const edit = page.getByRole('button', { name: 'Изменить' });
  await expect(edit).toBeDisabled();
  await reasonOf(page, 'Недостаточно прав: ссылка автоматической загрузки').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Недостаточно прав: ссылка автоматической загрузки' })).toBeVisible();

  await page.getByRole('tab', { name: 'Вручную' }).click();
  await expect(reasonOf(page, 'Недостаточно прав: загрузка прайс-листов')).toBeVisible();
  await expect(page.locator('.ant-upload.ant-upload-disabled').first()).toBeVisible();
});
