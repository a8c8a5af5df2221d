import ExcelJS from 'exceljs';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { productsOnSaleOf } from '../../sandbox/seed/products';
import { merchantCredentials, storeCredentials, postJson } from './support';

export const UPLOAD_CALL = '/merchant-gateway/api/v1/merchant/documents/upload';
export const FEED_CALL = '/merchant-gateway/api/v1/merchant/documents/url';
export const HISTORY_CALL = '/audit/api/v1/merchants/events';
/** Products Tech Store Almaty sells (the seed is deterministic). */
export const SHOP_PRODUCTS = productsOnSaleOf('m-1001', 'full');

/** The price-list controls of the sandbox (sandbox/modules/price-lists.ts). */
export async function priceListControl(baseURL: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseURL}/__sandbox/price-lists`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`price-lists control: ${response.status} ${await response.text()}`);
}

/** Fills a downloaded XLSX template's first sheet with rows under its header (the sample rows replaced). */
export async function fillTemplate(templatePath: string, rows: Array<Array<string | number | null>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(templatePath);
  const sheet = book.worksheets[0];
  sheet.spliceRows(2, sheet.rowCount - 1);
  rows.forEach((row, i) => sheet.getRow(i + 2).values = row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The file input of the manual tab's drop area. */
export const fileInput = (page: Page) => page.locator('.ant-upload input[type=file]');

/**
 * Signs 77010000002 (merchant_operator of Tech Store Almaty, SMS sign-in only) in over HTTP and
 * puts the session where the app keeps it: a role the sandbox refuses price-list uploads (403).
 */
export async function injectOperatorSession(context: BrowserContext, baseURL: string) {
  const post = <T>(path: string, body: unknown, token?: string) => postJson<T>(baseURL, path, body, token);
  const phone = '77010000002';
  await post('/sso/api/v1/auth/signin/fast', { phone });
  const user = await post<{ access_token: string; refresh_token: string; tdid: string }>('/sso/api/v1/auth/signin/fast/verify', { phone, otp: '1111' });
  await storeCredentials(context, await merchantCredentials(baseURL, user, 'm-1001'));
}

/** The toast with this text (antd notification or message). */
export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification-notice, .ant-message-notice').filter({ hasText: text });

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(toast(page, text).first()).toBeVisible();
}
