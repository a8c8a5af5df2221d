import { intlLocaleOf } from '../../format/locale';

export function formatCount(value: number, lang: string): string {
  return new Intl.NumberFormat(intlLocaleOf(lang), { maximumFractionDigits: 0 }).format(value);
}

/** Whole seconds → hours and minutes (under a minute counts as one), for `t` keys with {{count}}. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(seconds / 60));
  const minutes = seconds > 0 && total === 0 ? 1 : total % 60;
  return { hours: Math.floor(total / 60), minutes };
}
