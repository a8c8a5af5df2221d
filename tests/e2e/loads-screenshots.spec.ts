import { expect, test } from './fixtures';
import { injectSession, sandbox } from './support';

// SCREENSHOTS=1 E2E_PORT=… npx playwright test tests/e2e/loads-screenshots.spec.ts:
// dependent loads failing, each in its own place with the reason and the retry — the upload
// page (guide, feed link, last feed), the metrics dropdown, the notifications panel, the
// footer's contacts and the orders' status counts — in ru, kz and en (screenshots/, not committed).
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');
test.describe.configure({ timeout: 120_000 });

const failing = { status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'service unavailable' }) };
const FAILING_GETS = [
  '**/user-profile/api/v1/profile/settings',
  '**/merchant-gateway/api/v1/merchant/documents/url',
  '**/audit/api/v1/merchants/events?*',
  '**/oms/api/v3/metrics/merchant/stats*',
  '**/config-discovery/api/v2/contacts*',
  '**/notes/api/v1/merchant/notes?*',
];
const TEXT = { ru: { metrics: 'Метрики', notes: /Уведомления/ }, kz: { metrics: 'Метрикалар', notes: /Хабарландырулар/ }, en: { metrics: 'Metrics', notes: /Notifications/ } };

test.beforeAll(async ({ baseURL }) => {
  await sandbox(baseURL!).reset();
});

for (const locale of ['ru', 'kz', 'en'] as const) {
  test(`failed dependent loads, ${locale}`, async ({ context, page, baseURL }) => {
    await context.addInitScript((lng) => localStorage.setItem('merchant_cabinet_locale', lng), locale);
    await injectSession(context, baseURL!);
    for (const pattern of FAILING_GETS) await page.route(pattern, (route) => (route.request().method() === 'GET' ? route.fulfill(failing) : route.fallback()));

    await page.goto('/products/upload/automatic');
    await expect(page.getByRole('alert')).toHaveCount(3, { timeout: 30_000 });
    await page.screenshot({ path: `screenshots/loads-upload-${locale}.png`, fullPage: true });

    await page.getByRole('button', { name: TEXT[locale].metrics }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `screenshots/loads-metrics-${locale}.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: TEXT[locale].notes }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `screenshots/loads-notes-${locale}.png` });
  });
}
