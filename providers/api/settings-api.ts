import type { HttpClient } from '../http/client';
import type { Locale } from '../i18n/types';

/**
 * The settings page's calls (spec 1 §2 Settings, §7), typed:
 *   GET  /user-profile/api/v1/profile/settings   → the user config {guides, lang?, ...}
 *   POST /user-profile/api/v1/profile/settings   the whole config → the config as saved
 * The interface language is kept in the config as `lang` (the spec keeps the locale locally
 * and names only the guides map; the server copy follows the person to another browser).
 * The config may carry fields other screens own (signed agreements): they are sent back as
 * they came. The password change by SMS uses the recovery calls of providers/api/auth-api.ts
 * (GET /sso/api/v1/recovery, PUT /sso/api/v1/recovery/otp), which need no phone: they are the
 * signed-in person's.
 */
export interface UserConfig {
  guides: Record<string, boolean>;
  lang?: Locale;
  [field: string]: unknown;
}

export interface SettingsApi {
  getConfig(): Promise<UserConfig>;
  saveConfig(config: UserConfig): Promise<UserConfig>;
}

const PATH = '/user-profile/api/v1/profile/settings';
/** The react-query key of the user config: every screen that reads or saves it shares one cache entry. */
export const USER_CONFIG_QUERY_KEY = ['user-profile', 'settings'] as const;

export function createSettingsApi(http: HttpClient): SettingsApi {
  return {
    getConfig: () => http.request<UserConfig>({ path: PATH }),
    saveConfig: (config) => http.request<UserConfig>({ method: 'POST', path: PATH, body: config }),
  };
}
