import { dayjs } from './dates';

export type AppLanguage = 'ru' | 'kz' | 'en';

/** Our language codes → dayjs locale names (Kazakh is `kk` in dayjs, `kz` in the app). */
const DAYJS_LOCALES: Record<AppLanguage, string> = { ru: 'ru', kz: 'kk', en: 'en' };

export function dayjsLocaleOf(lang: AppLanguage): string {
  return DAYJS_LOCALES[lang];
}

/** Intl locale of each interface language (Kazakh is `kk` there), for numbers and percents. */
const INTL_LOCALES: Record<AppLanguage, string> = { ru: 'ru-RU', kz: 'kk-KZ', en: 'en-GB' };

export function intlLocaleOf(lang: string): string {
  return INTL_LOCALES[lang as AppLanguage] ?? INTL_LOCALES.ru;
}

/** Switches dates (formatting and pickers) to the interface language. */
export function setDayjsLocale(lang: AppLanguage): void {
  dayjs.locale(DAYJS_LOCALES[lang] ?? 'ru');
}
