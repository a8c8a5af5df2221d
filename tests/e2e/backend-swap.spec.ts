import { expect, test, type Page, ownPort } from './fixtures';
import { startSandbox, type RunningSandbox } from '../support/sandbox';
import { startExternalApp, type ExternalApp } from './external-app';
import { fetchOrders } from './orders-support';
import { injectSession } from './support';

/**
 * The backend swap: the worker's build served with VITE_API_BASE_URL pointing at a sandbox
 * started on its own port (not mounted into Vite). Pictures that answers name by service path
 * load from that backend (providers/media-url.ts), under the Content-Security-Policy made from
 * that configuration.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let backend: RunningSandbox;
let app: ExternalApp;
let token = '';

test.beforeAll(async () => {
  backend = await startSandbox();
  app = await startExternalApp(ownPort(200), { VITE_API_BASE_URL: backend.baseUrl });
});

test.afterAll(async () => {
  await app?.stop();
  await backend?.close();
});

test.beforeEach(async ({ context }) => {
  token = (await injectSession(context, backend.baseUrl)).merchant_access_token;
});

/** Every picture in `scope` came from the backend's origin and decoded (a page of HTML would not). */
async function expectLoadedFromBackend(page: Page, selector: string, atLeast: number) {
  const images = page.locator(selector);
  await expect.poll(() => images.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(atLeast);
  await expect
    .poll(() => images.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0)), { timeout: 20_000 })
    .not.toContain(false);
  const sources = await images.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).currentSrc));
  for (const src of sources) expect(src.startsWith(`${backend.baseUrl}/`), src).toBe(true);
}

test('the store list shows each store’s logo from the backend', async ({ page }) => {
  await page.goto(`${app.url}/auth/sign-in/partner-selection`);
  await expect(page.getByTestId('partner-m-1001')).toBeVisible({ timeout: 20_000 });
  await expectLoadedFromBackend(page, '[data-testid^="partner-"] .ant-avatar img', 3);
});

test('an order’s products show their images from the backend', async ({ page }) => {
  const order = (await fetchOrders(backend.baseUrl, token, { status: 'waiting_confirmation' })).find((o) => o.products.some((p) => p.image_url));
  if (!order) throw new Error('no order with product images in the sandbox');
  await page.goto(`${app.url}/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Заказ №${order.id}` })).toBeVisible({ timeout: 20_000 });
  await expectLoadedFromBackend(page, 'img[src*="/f3/api/v1/files/product-"]', 1);
  // The shop's logo in the top bar too.
  await expectLoadedFromBackend(page, 'header .ant-avatar img', 1);
});

test('a help page shows its pictures from the backend', async ({ page }) => {
  await page.goto(`${app.url}/faq/sign-in`);
  await expect(page.getByRole('heading', { name: 'Вход в кабинет и выбор магазина' }).first()).toBeVisible({ timeout: 20_000 });
  await expectLoadedFromBackend(page, '.help-body img', 2);
});

test('the products on sale and the unrelated products show their pictures from the backend', async ({ page }) => {
  await page.goto(`${app.url}/products/onsale`);
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await expectLoadedFromBackend(page, '.ant-table-row img[src*="/f3/api/v1/files/product-"]', 3);
  await page.goto(`${app.url}/products/unrelated`);
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await expectLoadedFromBackend(page, '.ant-table-row img[src*="/f3/api/v1/files/base-"]', 3);
});
