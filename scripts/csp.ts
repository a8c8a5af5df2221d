import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readConfig, type AppConfig } from '../providers/config.ts';
import { isSandboxPath } from '../sandbox/vite-plugin.ts';

/**
 * The production build's Content-Security-Policy: written into index.html as a meta tag by
 * the build, and sent as a header (with `frame-ancestors`, which a meta tag cannot carry) by
 * `vite preview`, which also gives every page load its own style nonce.
 *
 * - scripts: the app's own files only (no inline script; the maps API when a key is set);
 * - connect-src / img-src: the app and the configured API origins (VITE_API_BASE_URL, each
 *   VITE_API_URL_<SERVICE>, an absolute VITE_DICTIONARY_URL), the error-reporting origin when
 *   VITE_SENTRY_DSN is set, the maps API when VITE_MAPS_API_KEY is set; images also data: and blob:;
 * - styles: `<style>` elements need the page's nonce. antd's CSS-in-JS, React's hoisted
 *   `<style>` elements and Vite's CSS preloads are all created by the app's scripts, which
 *   give them the nonce (src/app/csp-nonce.ts); a `<style>` smuggled in as markup has none
 *   and is refused. Style *attributes* are allowed ('unsafe-inline' for style-src-attr only):
 *   React, rc-textarea's autosize and the start-up skeleton set them, and an attribute
 *   cannot carry selectors, so it cannot read the page;
 * - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none'.
 *
 * A server other than `vite preview` should replace NONCE_PLACEHOLDER in index.html with a
 * fresh random value per response; served unchanged, the nonce is a fixed word, which still
 * keeps scripts app-only.
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const MAPS_ORIGINS = ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://geocode-maps.yandex.ru', 'https://suggest-maps.yandex.ru', 'https://yastatic.net'];

export interface CspInputs {
  config: AppConfig;
  /** VITE_SENTRY_DSN, when set. */
  sentryDsn?: string;
}

function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The API origins the app calls, from the configuration's values (deduplicated, in order). */
export function apiOrigins(config: AppConfig): string[] {
  const urls = [config.apiBaseUrl, ...Object.values(config.serviceBaseUrls), config.dictionaryUrl];
  return [...new Set(urls.map(originOf).filter((o): o is string => Boolean(o)))];
}

export function cspDirectives({ config, sentryDsn }: CspInputs, nonce: string): Record<string, string[]> {
  const api = apiOrigins(config);
  const maps = config.mapsApiKey ? MAPS_ORIGINS : [];
  const sentry = originOf(sentryDsn) ? [originOf(sentryDsn)!] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...maps],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-elem': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...maps],
    'connect-src': ["'self'", ...api, ...maps, ...sentry],
    ...(maps.length ? { 'worker-src': ["'self'", 'blob:'] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The policy as a header value; `meta` leaves out what a meta tag cannot carry (frame-ancestors). */
export function cspString(inputs: CspInputs, nonce: string, opts: { meta?: boolean } = {}): string {
  return Object.entries(cspDirectives(inputs, nonce))
    .filter(([name]) => !(opts.meta && name === 'frame-ancestors'))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const newNonce = (): string => randomBytes(16).toString('base64');

/** True for a request the SPA answers with index.html (a page, not a file or a service call). */
function isPageRequest(method: string | undefined, url: string | undefined, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = (url ?? '/').split(/[?#]/)[0];
  if (isSandboxPath(path) || path.startsWith('/assets/')) return false;
  return path === '/index.html' || (!/\.[a-z0-9]+$/i.test(path) && (accept ?? '').includes('text/html'));
}

export function contentSecurityPolicy(): Plugin {
  let inputs: CspInputs | undefined;
  let outDir = 'dist';
  return {
    name: 'partner:content-security-policy',
    config(_, { command }) {
      // Vite puts this nonce on the tags it writes and on the CSS it preloads at run time.
      if (command === 'build') return { html: { cspNonce: NONCE_PLACEHOLDER } };
    },
    configResolved(config) {
      const env = { ...config.env, ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('VITE_'))) };
      inputs = { config: readConfig(env), sentryDsn: typeof env.VITE_SENTRY_DSN === 'string' ? env.VITE_SENTRY_DSN : undefined };
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'pre',
      handler(_html, ctx) {
        if (!inputs || ctx.server) return; // dev keeps Vite's inline HMR styles working
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: cspString(inputs, NONCE_PLACEHOLDER, { meta: true }) }, injectTo: 'head-prepend' }];
      },
    },
    configurePreviewServer(server) {
      let page: Promise<string> | undefined;
      server.middlewares.use((req, res, next) => {
        if (!inputs || !isPageRequest(req.method, req.url, req.headers.accept)) return next();
        page ??= readFile(join(outDir, 'index.html'), 'utf8');
        page.then(
          (html) => {
            // A fresh nonce per page load, the same in the header, the meta tag and the tags.
            const nonce = newNonce();
            res.setHeader('Content-Security-Policy', cspString(inputs!, nonce));
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : html.replaceAll(NONCE_PLACEHOLDER, nonce));
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
