import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import kkKZ from 'antd/es/locale/kk_KZ';
import ruRU from 'antd/es/locale/ru_RU';

const LOCALES = { ru: ruRU, kz: kkKZ, en: enUS } as const;

export interface AntdSettings {
  locale: NonNullable<ConfigProviderProps['locale']>;
  modal: NonNullable<ConfigProviderProps['modal']>;
}

/*
 * antd's dialogs name their close button "Close" in every language (rc-dialog's own label,
 * over antd's translated one on the icon inside): the locale's word names it instead. One
 * object per language, so the provider's value keeps still between renders.
 */
const SETTINGS = Object.fromEntries(
  Object.entries(LOCALES).map(([language, locale]) => [language, { locale, modal: { closable: { 'aria-label': locale.global?.close } } }]),
) as Record<keyof typeof LOCALES, AntdSettings>;

/** antd's locale and the dialogs' settings for the app's language (Russian for an unknown one). */
export function antdSettings(language: string): AntdSettings {
  return SETTINGS[language as keyof typeof LOCALES] ?? SETTINGS.ru;
}
