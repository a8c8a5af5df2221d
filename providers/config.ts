import { z } from 'zod';
import { SERVICES, serviceEnvName, serviceOfPath, type ServiceName } from './services';

/**
 * The one reader of the environment. Everything the app needs to reach its backends is
 * here, validated once at start-up (see README "Point the app at a staging backend").
 */
const envSchema = z.object({
  /** Base URL of all services; empty means same origin (the embedded sandbox). */
  VITE_API_BASE_URL: z.string().default(''),
  /** Full URL of the per-language dictionary call (`GET {url}?platform=partner&lang=ru`). */
  VITE_DICTIONARY_URL: z.string().default('/translations/api/v1/dictionary'),
  /** Yandex Maps JS API v3 key; without it the offline geocoder and a static map are used. */
  VITE_MAPS_API_KEY: z.string().default(''),
  /** Support phone shown on blocked-store and waiting screens. */
  VITE_SUPPORT_PHONE: z.string().default('+7 (727) 350-00-00'),
  /** Support e-mail on error pages. */
  VITE_SUPPORT_EMAIL: z.string().default('partner@marketplace.kz'),
});

export interface AppConfig {
  apiBaseUrl: string;
  serviceBaseUrls: Partial<Record<ServiceName, string>>;
  dictionaryUrl: string;
  mapsApiKey: string;
  supportPhone: string;
  supportEmail: string;
}

type Env = Record<string, string | boolean | undefined>;

export function readConfig(env: Env): AppConfig {
  const strings = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const parsed = envSchema.parse(strings);
  const serviceBaseUrls: Partial<Record<ServiceName, string>> = {};
  for (const service of SERVICES) {
    const override = strings[serviceEnvName(service)];
    if (override) serviceBaseUrls[service] = trimSlash(override);
  }
  return {
    apiBaseUrl: trimSlash(parsed.VITE_API_BASE_URL),
    serviceBaseUrls,
    dictionaryUrl: parsed.VITE_DICTIONARY_URL,
    mapsApiKey: parsed.VITE_MAPS_API_KEY,
    supportPhone: parsed.VITE_SUPPORT_PHONE,
    supportEmail: parsed.VITE_SUPPORT_EMAIL,
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

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

const viteEnv: Env = (import.meta as ImportMeta & { env?: Env }).env ?? {};
export const config: AppConfig = readConfig(viteEnv);
