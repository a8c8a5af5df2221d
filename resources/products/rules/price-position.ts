import { MIN_PRICE } from '../products-api';

/** Spec 3 §3 price_extremum: the lowest and highest price of all sellers (us included), how many sell, how many at the lowest. */
export interface PriceExtremum {
  min: number;
  max: number;
  count: number;
  min_price_counter: number;
}

export type PricePosition = 'best' | 'same' | 'max' | 'expensive' | 'none';

/**
 * Spec 3 §4: best — more than one seller, we alone at the minimum; same — several sellers at
 * the minimum, we among them; max — we at the maximum, which differs from the minimum;
 * expensive — between the two; none otherwise (sole seller, no data, stale figures).
 */
export function pricePosition(own: number, e: PriceExtremum): PricePosition {
  if (e.count <= 1 || e.min <= 0) return 'none';
  if (own === e.min) return e.min_price_counter > 1 ? 'same' : 'best';
  if (own === e.max && e.max !== e.min) return 'max';
  if (own > e.min && own < e.max) return 'expensive';
  return 'none';
}

/** How far above the cheapest seller we are (0 when we are the cheapest). */
export const aboveMin = (own: number, e: PriceExtremum): number => Math.max(0, own - e.min);

/** A share of `base`, in whole percent (0 when there is no base). */
export const percentOf = (part: number, base: number): number => (base > 0 ? Math.round((part / base) * 100) : 0);

/** Where our price sits on the range bar, 0..100 (the middle when min = max). */
export function barPercent(own: number, e: Pick<PriceExtremum, 'min' | 'max'>): number {
  if (e.max <= e.min) return 50;
  return Math.min(100, Math.max(0, ((own - e.min) / (e.max - e.min)) * 100));
}

/**
 * Spec 3 §2: the label under the bar's marker keeps inside the bar — below 40 % it starts at
 * the marker, above 60 % it ends at it, between the two it is centred on it.
 */
export function barLabelAnchor(percent: number): 'start' | 'center' | 'end' {
  if (percent < 40) return 'start';
  if (percent > 60) return 'end';
  return 'center';
}

/** The old price's discount in whole percent; none when there is no old price (0) or it is not higher. */
export function discountPercent(current: number, old: number): number | undefined {
  if (!old || old <= current) return undefined;
  return Math.round(((old - current) / old) * 100);
}

/** Spec 3 §2: a difference over 99 999 is abbreviated (to thousands). */
export const ABBREVIATE_ABOVE = 99_999;
export function abbreviated(amount: number): { value: number; thousands: boolean } {
  return Math.abs(amount) > ABBREVIATE_ABOVE ? { value: Math.round(amount / 1000), thousands: true } : { value: amount, thousands: false };
}

/**
 * Beyond the spec: the price that makes us the cheapest — 1 tenge under the lowest other
 * seller, never below the minimum price 101. Undefined when we already are the best.
 */
export function bestPriceSuggestion(own: number, e: PriceExtremum): number | undefined {
  const position = pricePosition(own, e);
  if (position === 'best' || position === 'none') return undefined;
  return Math.max(MIN_PRICE, e.min - 1);
}
