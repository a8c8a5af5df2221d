import type { AppLanguage } from '../../format/locale';

/** Intl locale of each interface language (Kazakh is `kk` there). */
const INTL: Record<AppLanguage, string> = { ru: 'ru-RU', kz: 'kk-KZ', en: 'en-GB' };
const intlOf = (lang: string) => INTL[lang as AppLanguage] ?? INTL.ru;

/** Spec 1 §9: the server's percents are hundredths of a percent; /10000 gives a fraction. */
export function percentFraction(hundredthsOfPercent: number): number {
  return Number.isFinite(hundredthsOfPercent) ? hundredthsOfPercent / 10000 : 0;
}

/** `4,35 %` (ru), `4.35%` (en): up to two decimals, as the server keeps them. */
export function formatPercent(fraction: number, lang: string): string {
  return new Intl.NumberFormat(intlOf(lang), { style: 'percent', maximumFractionDigits: 2 }).format(fraction);
}

export function formatCount(value: number, lang: string): string {
  return new Intl.NumberFormat(intlOf(lang), { maximumFractionDigits: 0 }).format(value);
}

/** Whole seconds → hours and minutes (under a minute counts as one), for `t` keys with {{count}}. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(seconds / 60));
  const minutes = seconds > 0 && total === 0 ? 1 : total % 60;
  return { hours: Math.floor(total / 60), minutes };
}
