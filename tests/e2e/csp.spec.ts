import { expect, test } from './fixtures';

/**
 * The production build's Content-Security-Policy (scripts/csp.ts): the header from `vite
 * preview`, the meta tag written by the build, a fresh style nonce per page load, and the
 * fixture that fails any test on a violation (tests/e2e/fixtures.ts).
 */
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
];

test('every page load has the policy in its header and meta tag, with its own style nonce', async ({ request }) => {
  const nonces: string[] = [];
  // What a browser's navigation accepts, and what other clients send (`*/*`, nothing): a page is a page.
  for (const [path, accept] of [['/auth/sign-in', 'text/html'], ['/orders', '*/*'], ['/', '']]) {
    const res = await request.get(path, { headers: accept ? { accept } : {} });
    const header = res.headers()['content-security-policy'];
    for (const directive of DIRECTIVES) expect(header).toContain(directive);
    const nonce = /'nonce-([^']+)'/.exec(header)?.[1];
    expect(nonce).toBeTruthy();
    nonces.push(nonce!);
    const html = await res.text();
    expect(html).not.toContain('__CSP_NONCE__');
    // The meta tag carries the same policy without frame-ancestors (a meta tag cannot).
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1].replaceAll('&#39;', "'");
    expect(meta).toContain(`'nonce-${nonce}'`);
    expect(meta).not.toContain('frame-ancestors');
    expect(html).toContain(`<style nonce="${nonce}">`);
    // No inline script: every script is a file of the app.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  }
  expect(new Set(nonces).size).toBe(nonces.length);
  // The configuration it is served with: the embedded sandbox's, no variable set.
  expect(await (await request.get('/orders')).text()).toContain('<meta name="partner-config" content="{}">');
});

test('the app renders under the policy; injected scripts and styles are refused and reported', async ({ page, cspSeen }) => {
  await page.goto('/auth/sign-in');
  const button = page.getByRole('button', { name: 'Продолжить' });
  await expect(button).toBeVisible();
  // antd's CSS-in-JS got through: the primary button has its brand colour, not the browser's grey.
  await expect(button).toHaveCSS('background-color', 'rgb(20, 99, 224)');

  const before = cspSeen.length;
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = 1';
    document.head.append(script);
    const box = document.createElement('div');
    box.innerHTML = '<style>body { display: none }</style>';
    document.body.append(box);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: number }).__injected;
  });
  expect(ran).toBeUndefined();
  await expect(button).toBeVisible();
  // Each is reported once per policy: the header's and the meta tag's.
  await expect.poll(() => cspSeen.slice(before).map((v) => v.directive).sort()).toEqual(['script-src-elem', 'script-src-elem', 'style-src-elem', 'style-src-elem']);
  // Seen and checked here: taken out so this test's own guard does not fail it.
  cspSeen.splice(before);
});
