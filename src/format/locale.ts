import { dayjs } from './dates';

export type AppLanguage = 'ru' | 'kz' | 'en';

/** Our language codes → dayjs locale names (Kazakh is `kk` in dayjs, `kz` in the app). */
const DAYJS_LOCALES: Record<AppLanguage, string> = { ru: 'ru', kz: 'kk', en: 'en' };

export function dayjsLocaleOf(lang: AppLanguage): string {
  return DAYJS_LOCALES[lang];
}

/** Switches dates (formatting and pickers) to the interface language. */
export function setDayjsLocale(lang: AppLanguage): void {
  dayjs.locale(DAYJS_LOCALES[lang] ?? 'ru');
}
