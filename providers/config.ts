import { SERVICES, serviceEnvName, serviceOfPath, type ServiceName } from './services.ts';

/**
 * The one reader of the configuration. Everything the app needs to reach its backends is
 * here, validated once at start-up (see README "Point the app at a staging backend").
 * The values come from the page first (the server that serves `dist/` writes them into
 * index.html, with the Content-Security-Policy made from them: scripts/served-page.ts), then
 * from the build's environment, which are only defaults. The variables, with their defaults:
 */
const DEFAULTS = {
  /** Base URL of all services; empty means same origin (the embedded sandbox). */
  VITE_API_BASE_URL: '',
  /** Full URL of the per-language dictionary call (`GET {url}?platform=partner&lang=ru`). */
  VITE_DICTIONARY_URL: '/translations/api/v1/dictionary',
  /** Yandex Maps JS API v3 key; without it the offline geocoder and a static map are used. */
  VITE_MAPS_API_KEY: '',
  /** Support phone shown on blocked-store and waiting screens. */
  VITE_SUPPORT_PHONE: '+7 (727) 350-00-00',
  /** Support e-mail on error pages. */
  VITE_SUPPORT_EMAIL: 'partner@marketplace.kz',
  /** Sentry DSN; without it errors are not reported and the SDK is never loaded. */
  VITE_SENTRY_DSN: '',
  /**
   * `on`: enable or disable several pickup points with the designed bulk call (README "Designed
   * calls"); `off` (default): one spec call per point, which every backend of the spec answers.
   */
  VITE_PICKUP_POINTS_BULK_CALL: 'off',
};

export interface AppConfig {
  apiBaseUrl: string;
  serviceBaseUrls: Partial<Record<ServiceName, string>>;
  dictionaryUrl: string;
  mapsApiKey: string;
  supportPhone: string;
  supportEmail: string;
  sentryDsn: string;
  /** The designed pickup-points bulk call is used (VITE_PICKUP_POINTS_BULK_CALL=on). */
  pickupPointsBulkCall: boolean;
}

type Env = Record<string, string | boolean | undefined>;

/** Every variable of the configuration: the table above and one base-URL override per service. */
export const CONFIG_VARIABLES: readonly string[] = [...Object.keys(DEFAULTS), ...SERVICES.map(serviceEnvName)];

/** The meta tag in which the serving server writes the configuration: `content` is a JSON object of variables. */
export const CONFIG_META_NAME = 'partner-config';

/** The variables the page carries (none without the tag: dev server, tests). */
export function readPageConfig(doc: Pick<Document, 'querySelector'> | undefined): Record<string, string> {
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${CONFIG_META_NAME}"]`)?.content;
  return content === undefined ? {} : parsePageConfig(content);
}

/** The tag's content: a JSON object of known variables with string values, or an error that says which is not. */
export function parsePageConfig(content: string): Record<string, string> {
  const notAnObject = new Error(`config: the ${CONFIG_META_NAME} tag must hold a JSON object of variables, got "${content}"`);
  let values: unknown;
  try {
    values = JSON.parse(content);
  } catch {
    throw notAnObject;
  }
  if (typeof values !== 'object' || values === null || Array.isArray(values)) throw notAnObject;
  for (const [name, value] of Object.entries(values)) {
    if (!CONFIG_VARIABLES.includes(name)) throw new Error(`config: the ${CONFIG_META_NAME} tag names an unknown variable "${name}"`);
    if (typeof value !== 'string') throw new Error(`config: ${name} in the ${CONFIG_META_NAME} tag must be a string, got ${JSON.stringify(value)}`);
  }
  return values as Record<string, string>;
}

export function readConfig(env: Env): AppConfig {
  const strings = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const parsed = { ...DEFAULTS, ...pick(strings, Object.keys(DEFAULTS)) };
  for (const key of ['VITE_API_BASE_URL', 'VITE_DICTIONARY_URL'] as const) {
    const value = parsed[key];
    // A mistyped URL fails at start-up with its name, not later as a puzzling network error.
    if (value && !/^(https?:\/\/[^\s/]+|\/)\S*$/.test(value)) throw new Error(`config: ${key} must be an http(s) URL or a path, got "${value}"`);
  }
  const bulkCall = parsed.VITE_PICKUP_POINTS_BULK_CALL;
  if (bulkCall !== 'on' && bulkCall !== 'off') throw new Error(`config: VITE_PICKUP_POINTS_BULK_CALL must be "on" or "off", got "${bulkCall}"`);
  const serviceBaseUrls: Partial<Record<ServiceName, string>> = {};
  for (const service of SERVICES) {
    const override = strings[serviceEnvName(service)];
    if (override && !/^https?:\/\/\S+$/.test(override)) throw new Error(`config: ${serviceEnvName(service)} must be an http(s) URL, got "${override}"`);
    if (override) serviceBaseUrls[service] = trimSlash(override);
  }
  return {
    apiBaseUrl: trimSlash(parsed.VITE_API_BASE_URL),
    serviceBaseUrls,
    dictionaryUrl: parsed.VITE_DICTIONARY_URL,
    mapsApiKey: parsed.VITE_MAPS_API_KEY,
    supportPhone: parsed.VITE_SUPPORT_PHONE,
    supportEmail: parsed.VITE_SUPPORT_EMAIL,
    sentryDsn: parsed.VITE_SENTRY_DSN,
    pickupPointsBulkCall: bulkCall === 'on',
  };
}

/**
 * Absolute-or-origin-relative URL of a service path: `/oms/api/v3/...` goes to the oms
 * override when one is set (the override replaces the `/oms` prefix's host, not the path).
 */
export function resolveUrl(cfg: AppConfig, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const service = serviceOfPath(normalized);
  const base = (service && cfg.serviceBaseUrls[service]) ?? cfg.apiBaseUrl;
  return `${base}${normalized}`;
}

function pick(source: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined && source[k] !== '').map((k) => [k, source[k]]));
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

const viteEnv: Env = (import.meta as ImportMeta & { env?: Env }).env ?? {};
export const config: AppConfig = readConfig({ ...viteEnv, ...readPageConfig(globalThis.document) });
