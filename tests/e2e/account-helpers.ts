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

export const NEW_SHOP = 'Новый магазин';

/** Through the real sign-in forms, choosing the NEW shop: the guard then opens /register. */
export async function signInToNewShop(page: Page, base = '') {
  await page.goto(`${base}/auth/sign-in`);
  await page.getByLabel('Номер телефона').fill('7010000001');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByLabel('Пароль', { exact: true }).fill('Partner1!');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.getByText(NEW_SHOP, { exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
}

/** A real PNG drawn by the browser (a logo for the upload). */
export async function pngLogo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 160;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#1f6feb';
    g.fillRect(0, 0, 160, 160);
    g.fillStyle = '#ffd43b';
    g.beginPath();
    g.arc(80, 80, 52, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#1f2937';
    g.font = 'bold 44px sans-serif';
    g.textAlign = 'center';
    g.fillText('НМ', 80, 96);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

/** The registration form filled as a seller would; `address` fills the street (geocoded or typed). */
export async function fillRegistration(page: Page, address: (page: Page) => Promise<void>) {
  await page.locator('#register-step-logo input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngLogo(page) });
  await expect(page.getByRole('img', { name: 'Логотип магазина' })).toBeVisible();
  await page.getByLabel('Название магазина').fill('Сад и огород');
  await page.getByLabel('Фамилия руководителя').fill('Садыкова');
  await page.getByLabel('Имя руководителя').fill('Айгерим');
  await page.getByLabel('Номер счёта (IBAN)').fill('kz12 3456 7890 1234 5678');
  await page.getByLabel('БИК').fill('hsbkkzkx');
  await page.getByLabel('КБе').fill('19');
  await address(page);
  await page.getByLabel('Офис (квартира)').fill('12');
  await page.getByLabel('Этаж').fill('3');
}
