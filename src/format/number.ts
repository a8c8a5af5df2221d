import { intlLocaleOf, type AppLanguage } from './locale';

/**
 * The decimal mark of each interface language. Russian and Kazakh write a comma ("5,5 %",
 * "5,5%"); the browser's own locale data is not trusted for it: Chromium's ICU formats `kk`
 * with a point ("5.5%"), so the mark is set here for every number and percent shown.
 */
const DECIMAL_MARK: Record<AppLanguage, string> = { ru: ',', kz: ',', en: '.' };

/** A number (or, with `style: 'percent'`, a percent) as the interface language writes it. */
export function formatNumber(value: number, lang: string, options?: Intl.NumberFormatOptions): string {
  const mark = DECIMAL_MARK[lang as AppLanguage] ?? DECIMAL_MARK.ru;
  return new Intl.NumberFormat(intlLocaleOf(lang), options)
    .formatToParts(value)
    .map((part) => (part.type === 'decimal' ? mark : part.value))
    .join('');
}
