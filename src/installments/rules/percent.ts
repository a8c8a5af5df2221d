/** Spec 3 §9, spec 1 §9: installment percent values are hundredths of a percent (1250 → 12.5). */
export function percentOf(hundredths: number): number {
  return hundredths / 100;
}

/** `12,5 %` in the app's language: up to two decimals, no trailing zeros. */
export function formatPercent(hundredths: number, locale = 'ru'): string {
  const value = percentOf(hundredths).toLocaleString(locale === 'en' ? 'en-US' : 'ru-RU', { maximumFractionDigits: 2 });
  return `${value}\u00a0%`;
}
