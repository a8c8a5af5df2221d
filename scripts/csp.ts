import type { AppConfig } from '../providers/config.ts';

/**
 * The production Content-Security-Policy, made from the configuration the page is served with
 * (scripts/served-page.ts): written into index.html as a meta tag, and sent as a header (with
 * `frame-ancestors`, which a meta tag cannot carry) by whatever serves the app (`vite preview`,
 * the nginx recipe), which also gives every page load its own style nonce.
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
 * The server replaces NONCE_PLACEHOLDER in index.html with a fresh random value per response;
 * served unchanged, the nonce is a fixed word, which still keeps scripts app-only.
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const MAPS_ORIGINS = ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://geocode-maps.yandex.ru', 'https://suggest-maps.yandex.ru', 'https://yastatic.net'];

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

export function cspDirectives(config: AppConfig, nonce: string): Record<string, string[]> {
  const api = apiOrigins(config);
  const maps = config.mapsApiKey ? MAPS_ORIGINS : [];
  const sentry = originOf(config.sentryDsn) ? [originOf(config.sentryDsn)!] : [];
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
export function cspString(config: AppConfig, nonce: string, opts: { meta?: boolean } = {}): string {
  return Object.entries(cspDirectives(config, nonce))
    .filter(([name]) => !(opts.meta && name === 'frame-ancestors'))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
