import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { I18nProvider } from '@refinedev/core';
import { FALLBACK_LOCALE, LOCALES, isLocale, type Locale, type ResourceTexts, type TextTree } from './types';
import { mergeTexts, unflatten } from './merge';
import { connectTexts } from './text-registry';

/**
 * ru (default), kz, en (fallback). Bundled texts ship with the app so it reads well
 * offline; the server's per-language dictionary is fetched and merged over them.
 * The chosen language is kept in localStorage under LOCALE_KEY.
 */
import { LOCALE_KEY, storedLocale } from './stored-locale';

export { LOCALE_KEY, storedLocale };

export type DictionaryLoader = (locale: Locale) => Promise<Record<string, string>>;

export interface I18nSetup {
  bundles: ResourceTexts[];
  loadDictionary?: DictionaryLoader;
  /** Called after every language change (dayjs locale, <html lang>). */
  onLocaleChange?: (locale: Locale) => void;
}


export async function initI18n({ bundles, loadDictionary, onLocaleChange }: I18nSetup): Promise<I18n> {
  const resources: Record<string, { translation: TextTree }> = {};
  for (const locale of LOCALES) {
    resources[locale] = { translation: mergeTexts(bundles.map((bundle) => bundle[locale])) };
  }
  const loaded = new Set<Locale>();
  const mergeServerDictionary = async (locale: Locale) => {
    if (!loadDictionary || loaded.has(locale)) return;
    loaded.add(locale);
    try {
      const data = await loadDictionary(locale);
      i18next.addResourceBundle(locale, 'translation', unflatten(data), true, true);
    } catch {
      loaded.delete(locale); // offline or failing: the bundled texts stand; try again next time
    }
  };

  i18next.on('languageChanged', (lng) => {
    if (!isLocale(lng)) return;
    try {
      globalThis.localStorage?.setItem(LOCALE_KEY, lng);
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    onLocaleChange?.(lng);
    void mergeServerDictionary(lng);
  });

  await i18next.use(initReactI18next).init({
    resources,
    lng: storedLocale(),
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  connectTexts((texts) => {
    for (const locale of LOCALES) i18next.addResourceBundle(locale, 'translation', texts[locale], true, false);
  });
  onLocaleChange?.(i18next.language as Locale);
  void mergeServerDictionary(i18next.language as Locale);
  return i18next;
}

export function createI18nProvider(instance: I18n): I18nProvider {
  return {
    translate: (key: string, options?: unknown, defaultMessage?: string) => {
      const opts = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
      const text = instance.t(key, { ...opts, defaultValue: defaultMessage ?? key });
      return typeof text === 'string' ? text : key;
    },
    changeLocale: (locale: string) => instance.changeLanguage(locale),
    getLocale: () => instance.language,
  };
}

/**
 * Adds an area's bundled texts when its code loads. Server texts already merged for a
 * language win over them (they are added without overwriting).
 */
export { addTexts } from './text-registry';
