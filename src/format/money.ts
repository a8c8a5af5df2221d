/** Thin space (U+2009): groups thousands the way the spec's money looks ("12 345 ₸"). */
export const THIN_SPACE = '\u2009';

/**
 * Tenge without decimals (spec 1 §1): rounds to whole tenge, groups thousands with a
 * thin space and appends " ₸". Values may come from the server as numeric strings.
 * Anything that is not a finite number shows as a dash rather than "NaN ₸".
 */
export function formatMoney(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
  if (!Number.isFinite(n) || (typeof value === 'string' && value.trim() === '')) return '—';
  const rounded = Math.round(Math.abs(n));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, THIN_SPACE);
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped} ₸`;
}
