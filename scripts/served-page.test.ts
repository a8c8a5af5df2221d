import { describe, expect, it } from 'vitest';
import { readConfig } from '../providers/config';
import { cspString } from './csp';
import { builtConfigValues, configMetaTag, cspMetaTag, servedConfig, servedPage, withNonce } from './served-page';

/** index.html as the build writes it (scripts/served-page-plugin.ts), built with `buildEnv`. */
function built(buildEnv: Record<string, string> = {}): string {
  return [
    '<!doctype html><html><head>',
    cspMetaTag(readConfig(buildEnv)),
    configMetaTag(buildEnv),
    '<style nonce="__CSP_NONCE__">body{margin:0}</style>',
    '<meta property="csp-nonce" nonce="__CSP_NONCE__">',
    '<script type="module" src="/assets/index-x.js" nonce="__CSP_NONCE__"></script>',
    '</head><body></body></html>',
  ].join('\n');
}

const metaOf = (html: string, name: string) => /content="([^"]*)"/.exec(html.split('\n').find((l) => l.includes(name))!)![1].replaceAll('&#39;', "'").replaceAll('&quot;', '"');

describe('the configuration a server serves the build with', () => {
  it('keeps the build’s variables where the server sets none (a build made for a backend, served without the variable)', () => {
    const served = servedConfig(built({ VITE_API_BASE_URL: 'http://api.example.kz' }), {});
    expect(served.config.apiBaseUrl).toBe('http://api.example.kz');
    expect(cspString(served.config, 'n')).toContain("connect-src 'self' http://api.example.kz");
  });

  it('lays the server’s variables over the build’s; one set empty wins too; others of its environment are ignored', () => {
    const html = built({ VITE_API_BASE_URL: 'http://api.example.kz', VITE_MAPS_API_KEY: 'k' });
    const served = servedConfig(html, { VITE_API_BASE_URL: 'https://staging.example.kz', VITE_MAPS_API_KEY: '', PATH: '/usr/bin', VITE_OTHER: 'x' });
    expect(served.values).toEqual({ VITE_API_BASE_URL: 'https://staging.example.kz', VITE_MAPS_API_KEY: '' });
    expect(served.config.mapsApiKey).toBe('');
  });

  it('stops on a wrong value with the config’s own error, and on a page not built with the tags', () => {
    expect(() => servedConfig(built(), { VITE_API_BASE_URL: 'api.example.kz' })).toThrow('config: VITE_API_BASE_URL must be an http(s) URL or a path, got "api.example.kz"');
    expect(() => servedConfig(built(), { VITE_PICKUP_POINTS_BULK_CALL: 'yes' })).toThrow('config: VITE_PICKUP_POINTS_BULK_CALL must be "on" or "off", got "yes"');
    expect(() => builtConfigValues('<html><head></head></html>')).toThrow('config: index.html has no partner-config or Content-Security-Policy tag: it was not built by this version of the app (npm run build)');
  });

  it('reads back what the build wrote, quotes and all', () => {
    expect(builtConfigValues(built({ VITE_SUPPORT_EMAIL: `o'neil"&<x>@example.kz` }))).toEqual({ VITE_SUPPORT_EMAIL: `o'neil"&<x>@example.kz` });
  });
});

describe('the page as served', () => {
  const served = servedConfig(built(), { VITE_API_BASE_URL: 'https://staging.example.kz', VITE_SENTRY_DSN: 'https://key@sentry.example.kz/4' });
  const page = servedPage(built(), served);

  it('carries the served variables and the policy made from them; the nonce is left for each response', () => {
    expect(JSON.parse(metaOf(page, 'partner-config'))).toEqual(served.values);
    expect(metaOf(page, 'Content-Security-Policy')).toBe(cspString(served.config, '__CSP_NONCE__', { meta: true }));
    expect(metaOf(page, 'Content-Security-Policy')).toContain("connect-src 'self' https://staging.example.kz https://sentry.example.kz");
    expect(page.match(/<meta http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(page.match(/<meta name="partner-config"/g)).toHaveLength(1);
  });

  it('each response puts its nonce everywhere the placeholder was', () => {
    const one = withNonce(page, 'abc123');
    expect(one).not.toContain('__CSP_NONCE__');
    expect(one.match(/abc123/g)).toHaveLength(5); // style-src, style-src-elem, the style, the nonce's meta, the script
  });
});
