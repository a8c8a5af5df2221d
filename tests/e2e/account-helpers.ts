import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Demo phones (national part, as typed after +7) and the sandbox's fixed SMS code. */
export const PHONES = {
  active: '7010000001',
  inactive: '7010000002',
  noPassword: '7010000003',
  waiting: '7010000004',
  fast: '7010000005',
  noStores: '7010000006',
  unregistered: '7010000007',
} as const;
export const OTP = '1111';
export const PASSWORD = 'Partner1!';
export const NEW_PASSWORD = 'Secret#2026';

export async function enterPhone(page: Page, phone: string) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByRole('button', { name: 'Продолжить' }).click();
}

export async function enterCode(page: Page, code: string, submit: string) {
  await page.getByLabel('Код из SMS').fill(code);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

export async function createPassword(page: Page, password: string) {
  await page.getByLabel('Новый пароль').fill(password);
  await page.getByLabel('Повторите пароль').fill(password);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
}

export async function expectStoreSelection(page: Page) {
  await expect(page).toHaveURL(/\/auth\/sign-in\/partner-selection$/);
  await expect(page.getByRole('heading', { name: /Выберите магазин/ })).toBeVisible();
}

/** Signs in over HTTP and stores the credentials and the shop status where the app keeps them. */
export async function storeSession(context: BrowserContext, baseURL: string, mid: string, status: 'active' | 'new') {
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const user = await post<{ access_token: string; refresh_token: string; tdid: string }>('/sso/api/v1/auth/signin/phone', { phone: `7${PHONES.active}`, password: PASSWORD });
  const merchant = await post<{ access_token: string; refresh_token: string; mid: string }>('/merchant-profile/api/v1/auth/sign-in', { mid }, user.access_token);
  const credentials = {
    user_access_token: user.access_token,
    user_refresh_token: user.refresh_token,
    tdid: user.tdid,
    merchant_access_token: merchant.access_token,
    merchant_refresh_token: merchant.refresh_token,
    mid: merchant.mid,
  };
  await context.addInitScript(
    ([c, s]) => {
      if (sessionStorage.getItem('e2e-stored')) return; // only the first load of each tab
      sessionStorage.setItem('e2e-stored', '1');
      localStorage.setItem('merchant_cabinet', JSON.stringify(c));
      localStorage.setItem('merchant_cabinet_profile', JSON.stringify({ state: { status: s }, version: 1 }));
    },
    [credentials, status] as const,
  );
  return credentials;
}

/** The sign-out entry: a header button, or the item of the shop menu. */
export async function clickLogout(page: Page) {
  const direct = page.getByRole('banner').getByRole('button', { name: 'Выйти', exact: true });
  if (await direct.isVisible()) return direct.click();
  await page.getByRole('banner').getByRole('button', { name: /Tech Store Almaty/ }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
}
