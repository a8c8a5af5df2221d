import { ALL_CATEGORIES } from '../seed/merchant-catalog';
import { TZ_OFFSET_MS } from '../seed/seed-util';

/** Every category slug the installment calls accept in `category`. */
export const SLUGS = ALL_CATEGORIES.map((c) => c.slug);

/** A `month` (yyyy-MM) as [first instant, first instant of the next]: local (UTC+5) calendar months. */
export function monthBounds(month: string): [number, number] {
  const [y, m] = month.split('-').map(Number);
  return [Date.UTC(y, m - 1, 1) - TZ_OFFSET_MS, Date.UTC(y, m, 1) - TZ_OFFSET_MS];
}
