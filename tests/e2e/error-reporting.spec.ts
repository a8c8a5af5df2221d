import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, ownPort } from './fixtures';
import { startExternalApp, type ExternalApp } from './external-app';
import { injectSession, sandbox } from './support';

/**
 * Error reporting (providers/error-reporting): without VITE_SENTRY_DSN the SDK is never
 * fetched; with one, 5xx answers and unhandled rejections reach the DSN's server with the
 * route, locale, version and merchant id, and without tokens or phone numbers.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test('without a DSN the error-reporting code is never fetched', async ({ page, context, baseURL }) => {
  await injectSession(context, baseURL!);
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await sandbox(baseURL!).setFaults({ errorRate: 1 });
  try {
    await page.goto('/orders');
    await page.evaluate(() => void Promise.reject(new Error('unhandled')));
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Отзывы' }).click();
    await expect(page).toHaveURL(/\/reviews/);
  } finally {
    await sandbox(baseURL!).setFaults({ errorRate: 0 });
  }
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((url) => url.includes('/assets/error-reporting-'))).toEqual([]);
});

test.describe('with a DSN', () => {
  let ingest: Server;
  const envelopes: string[] = [];
  let app: ExternalApp;

  test.beforeAll(async () => {
    ingest = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        if (req.method === 'POST') envelopes.push(body);
        res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
    const { port } = ingest.address() as AddressInfo;
    const appPort = ownPort(201);
    app = await startExternalApp(appPort, { VITE_SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42`, SANDBOX_STATE_FILE: `.sandbox-state/e2e-${appPort}.json` });
    await sandbox(app.url).reset();
  });

  test.afterAll(async () => {
    await app?.stop();
    await new Promise((resolve) => ingest?.close(resolve));
  });

  test('a 5xx answer and an unhandled rejection are reported with context, scrubbed', async ({ page, context }) => {
    const credentials = await injectSession(context, app.url);
    await sandbox(app.url).setFaults({ errorRate: 1 });
    try {
      await page.goto(`${app.url}/orders`);
      await expect.poll(() => envelopes.some((e) => e.includes('503 GET /oms/api/v3/merchant/orders')), { timeout: 20_000 }).toBe(true);
    } finally {
      await sandbox(app.url).setFaults({ errorRate: 0 });
    }
    await page.evaluate(() => void Promise.reject(new Error('sign-in failed for 77010000001')));
    await expect.poll(() => envelopes.some((e) => e.includes('sign-in failed for [phone]')), { timeout: 20_000 }).toBe(true);

    const all = envelopes.join('\n');
    expect(all).toContain('"route":"/orders"');
    expect(all).toContain('"locale":"ru"');
    expect(all).toContain('"merchant_id":"m-1001"');
    expect(all).toContain('"app_version":"0.1.0"');
    for (const secret of [credentials.merchant_access_token, credentials.user_access_token, credentials.merchant_refresh_token, '77010000001', '7010000001']) expect(all).not.toContain(secret);
  });
});
