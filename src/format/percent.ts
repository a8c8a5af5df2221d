import { formatNumber } from './number';

/** Spec 1 §9: the server's percents are hundredths of a percent; /10000 gives a fraction. */
export function percentFraction(hundredthsOfPercent: number): number {
  return Number.isFinite(hundredthsOfPercent) ? hundredthsOfPercent / 10000 : 0;
}

/** `4,35 %` (ru), `4,35%` (kz), `4.35%` (en): up to two decimals, as the server keeps them. */
export function formatPercent(fraction: number, lang: string): string {
  return formatNumber(fraction, lang, { style: 'percent', maximumFractionDigits: 2 });
}

/** A server percent (hundredths of a percent: 1250 → `12,5 %`), as formatPercent words it. */
export function formatServerPercent(hundredthsOfPercent: number, lang: string): string {
  return formatPercent(percentFraction(hundredthsOfPercent), lang);
}
