import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, ownPort } from './fixtures';
import { startSandbox, type RunningSandbox } from '../support/sandbox';
import { WORKER_DIST } from './external-app';
import { signIn } from './support';
import { fillRegistration, PDF, signInToNewShop } from './account-helpers';
import { writeNginxConfig } from '../../scripts/nginx-config';

/**
 * The production recipe (deploy/nginx/, README "Deploy with nginx"): the worker's build, the
 * same `dist/` the other specs run on the embedded sandbox, served by Debian's nginx with the
 * sandbox alone on another origin as the backend, its configuration and policy rendered by
 * scripts/nginx-config.ts. A smoke through it: the page's headers, then a seller's first steps
 * (the fixture fails a test on any CSP violation). And the same build with a mistyped URL:
 * neither server starts, each says which variable.
 */
test.describe.configure({ mode: 'serial' });

/** Debian's nginx (not on a plain user's PATH), or the one named by NGINX. */
const NGINX = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

let backend: RunningSandbox;
let nginx: ChildProcess;
let out: string;
let url: string;

test.beforeAll(async () => {
  backend = await startSandbox();
  out = mkdtempSync(join(tmpdir(), 'partner-nginx-'));
  const port = ownPort(10);
  url = `http://127.0.0.1:${port}`;
  writeNginxConfig({ VITE_API_BASE_URL: backend.baseUrl }, { dist: WORKER_DIST, out, listen: `127.0.0.1:${port}` });
  nginx = spawn(NGINX, ['-p', out, '-c', join(out, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'] });
  let failed = '';
  nginx.once('error', (error) => (failed = `${error.message} (bash scripts/install-and-test.sh installs Debian's nginx)`));
  nginx.once('exit', (code) => (failed ||= `exited with ${code}`));
  await expect
    .poll(async () => {
      if (failed) throw new Error(`nginx did not start: ${failed}`);
      return fetch(`${url}/logo.svg`).then((r) => r.status, () => 0);
    }, { message: 'nginx answers', timeout: 10_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT'); // nginx's graceful stop
    await exited;
  }
  await backend?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

test('every page has the policy for its backend in the header, its own nonce in the header and the page; files are precompressed and immutable', async ({ request }) => {
  const nonces: string[] = [];
  for (const path of ['/orders', '/auth/sign-in', '/index.html']) {
    // Any Accept: a page is a page.
    const res = await request.get(`${url}${path}`, { headers: { accept: '*/*' } });
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.etag).toBeUndefined();
    const policy = headers['content-security-policy'];
    expect(policy).toContain(`connect-src 'self' ${backend.baseUrl};`);
    expect(policy).toContain(`img-src 'self' data: blob: ${backend.baseUrl};`);
    expect(policy).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    nonces.push(nonce!);
    const html = await res.text();
    expect(html).not.toContain('__CSP_NONCE__');
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toContain(`connect-src &#39;self&#39; ${backend.baseUrl};`);
    expect(html).toContain(`<meta name="partner-config" content="{&quot;VITE_API_BASE_URL&quot;:&quot;${backend.baseUrl}&quot;}">`);
  }
  expect(new Set(nonces).size).toBe(nonces.length);

  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(join(WORKER_DIST, 'index.html'), 'utf8'))![1];
  const asset = await request.get(`${url}${entry}`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.get(`${url}/assets/index-gone.js`)).status()).toBe(404);
});

test('a seller signs in, sees the first order, the shop’s logo from the API origin, and downloads a report', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, undefined, url);
  await page.goto(`${url}/orders`);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });

  const logo = page.locator('header .ant-avatar img');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`^${backend.baseUrl}/f3/`));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Отчёт: доставленные' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-delivered-.+\.csv$/);
  const report = readFileSync((await download.path())!, 'utf8');
  expect(report.startsWith('\uFEFFНомер заказа;Статус;')).toBe(true);
  const calls = await backend.control.requests('/reporter/api/v1/products');
  expect(calls.at(-1)?.status).toBe(200);
});

test('no geocoder behind this backend and no maps key: a pickup point is created with its address typed by hand', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, undefined, url);
  await page.goto(`${url}/profile/pickup-points/create`);
  await expect(page.getByRole('heading', { level: 1, name: 'Новая точка самовывоза' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Поиск адреса не настроен/)).toBeVisible();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Название').fill('Пункт выдачи Толе би');
  await field('Контактное лицо').fill('Айгуль Серикова');
  await field('Телефон').fill('7015557788');
  await field('Доставка, дней').fill('2');
  await field('Улица и дом').fill('улица Толе би');
  await field('Дом').fill('59');
  await field('Квартира, офис').fill('4');
  await field('Почтовый индекс').fill('A15E3K7');
  await page.getByRole('button', { name: 'Создать точку' }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Точка самовывоза «Пункт выдачи Толе би» создана' })).toBeVisible();
  const posts = (await backend.control.requests('/merchant-profile/api/v1/profile/pickup-points')).filter((r) => r.method === 'POST');
  expect(posts.map((r) => r.status)).toEqual([201]);
  expect(posts[0].body).toMatchObject({ address: { street: 'улица Толе би', house: '59', apartment: '4', zipcode: 'A15E3K7' } });
  // No geocoder was asked: the backend has none the app knows of.
  expect((await backend.control.requests('/geocoder')).length).toBe(0);
});

test('no geocoder: a new shop registers with its address typed by hand', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToNewShop(page, url);
  await expect(page.getByRole('heading', { name: 'Регистрация магазина' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Поиск адреса не настроен/)).toBeVisible();
  await fillRegistration(page, async () => {
    await page.getByLabel('Улица и дом', { exact: true }).fill('улица Толе би');
    await page.getByLabel('Дом', { exact: true }).fill('59');
    await page.getByLabel('Почтовый индекс', { exact: true }).fill('A15E3K7');
  });
  const offer = page.locator('#register-step-treaty .ant-form-item').filter({ hasText: 'Договор оферты' }).locator('input[type=file]');
  await offer.setInputFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('offer.pdf', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить на проверку' }).click();
  await expect(page).toHaveURL(/\/products\/upload\/manual$/, { timeout: 20_000 });
  const registrations = (await backend.control.requests('/merchant-profile/api/v1/profile/registration')).filter((r) => r.method === 'POST');
  expect(registrations.map((r) => r.status)).toEqual([200]);
  expect(JSON.stringify(registrations[0].body)).toContain('улица Толе би');
  expect(await backend.control.requests('/geocoder')).toHaveLength(0);
});

test('the same build with a mistyped URL: neither server starts, each says which variable', async () => {
  const error = 'config: VITE_API_BASE_URL must be an http(s) URL or a path, got "api.example.kz"';
  expect(() => writeNginxConfig({ VITE_API_BASE_URL: 'api.example.kz' }, { dist: WORKER_DIST, out: join(out, 'wrong'), listen: '127.0.0.1:1' })).toThrow(error);
  const preview = spawn('node_modules/.bin/vite', ['preview', '--outDir', WORKER_DIST, '--host', '127.0.0.1', '--port', String(ownPort(11)), '--strictPort'], {
    env: { ...process.env, VITE_API_BASE_URL: 'api.example.kz' },
  });
  let output = '';
  preview.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  preview.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise((resolve) => preview.once('exit', resolve));
  expect(code).not.toBe(0);
  expect(output).toContain(error);
});
