import { expect, type BrowserContext, type Page } from '@playwright/test';
import { injectSession } from './support';

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
export function storeSession(context: BrowserContext, baseURL: string, mid: string, status: 'active' | 'new') {
  return injectSession(context, baseURL, mid, status);
}

/** The sign-out entry: a header button, or the item of the shop menu. */
export async function clickLogout(page: Page) {
  const direct = page.getByRole('banner').getByRole('button', { name: 'Выйти', exact: true });
  if (await direct.isVisible()) return direct.click();
  await page.getByRole('banner').getByRole('button', { name: /Tech Store Almaty/ }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
}
