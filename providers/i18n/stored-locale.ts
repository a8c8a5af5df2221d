import { DEFAULT_LOCALE, isLocale, type Locale } from './types';

/** The chosen language is kept in localStorage under this key (spec 1). */
export const LOCALE_KEY = 'merchant_cabinet_locale';

/** The language the app opens in: the one chosen before, or Russian. Read without i18next, so the route's first wave can use it. */
export function storedLocale(): Locale {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The language's BCP 47 tag (HTML's `lang`, HTTP's `Accept-Language`): Kazakh is `kk`, the app's code `kz`. */
export function languageTag(locale: Locale): string {
  return locale === 'kz' ? 'kk' : locale;
}
