export const LOCALES = ['ru', 'kz', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
export const FALLBACK_LOCALE: Locale = 'en';

export type TextTree = { [key: string]: string | TextTree };
/** One area's bundled texts in every language; the three trees must have the same keys. */
export type ResourceTexts = Record<Locale, TextTree>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
