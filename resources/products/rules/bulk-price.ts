import { checkPrice } from './price-input';
import { bestPriceSuggestion, pricePosition, type PriceExtremum } from './price-position';

/**
 * A price change for several products at once (issue 34): by an amount or a percent, up or
 * down, or "the best price". Each product's new price is checked by the single editor's rules
 * (price-input.ts: 101 to 100 000 000, unchanged is nothing to do) and the card's best-price
 * suggestion (price-position.ts: min − 1 where the seller is not the best).
 */
export type PriceChange = { kind: 'amount' | 'percent'; direction: 'up' | 'down'; value: number } | { kind: 'best' };

/** Why a row is left out of the run. */
export type SkipReason = 'tooLow' | 'tooHigh' | 'unchanged' | 'alreadyBest' | 'nothingToCompare';

export interface PricePreviewRow {
  sku: string;
  old: number;
  /** The price to send (a whole number); for a skipped row the price it would have been, when there is one. */
  next?: number;
  /** A percent gave a fraction of a tenge: the exact figure, before rounding to `next`. */
  exact?: number;
  skip?: SkipReason;
}

/**
 * Decision: a fraction of a tenge after a percent rounds to the nearest whole tenge (half up),
 * the way a price tag reads, and the 101 rule is applied to the rounded price. The row says so.
 */
export const roundToTenge = (exact: number): number => Math.round(exact);

/** The new price of one product for `change`, or why it is not changed. */
export function previewPrice(product: { sku: string; price: { current: number }; price_extremum: PriceExtremum }, change: PriceChange): PricePreviewRow {
  const { sku } = product;
  const old = product.price.current;
  if (change.kind === 'best') {
    const best = bestPriceSuggestion(old, product.price_extremum);
    if (best === undefined) return { sku, old, skip: pricePosition(old, product.price_extremum) === 'best' ? 'alreadyBest' : 'nothingToCompare' };
    return checked(sku, old, best);
  }
  const sign = change.direction === 'up' ? 1 : -1;
  if (change.kind === 'amount') return checked(sku, old, old + sign * change.value);
  // Computed in hundredths, so 10 % of 1 990 is 199, not 198.99999999999997.
  const exact = Math.round(old * (100 + sign * change.value)) / 100;
  const next = roundToTenge(exact);
  return { ...checked(sku, old, next), ...(exact !== next ? { exact } : {}) };
}

function checked(sku: string, old: number, next: number): PricePreviewRow {
  // Negative figures are below 101 too; checkPrice reads digits.
  const check = next < 0 ? ({ kind: 'tooLow' } as const) : checkPrice(String(next), old);
  if (check.kind === 'ok') return { sku, old, next: check.price };
  if (check.kind === 'empty') return { sku, old, skip: 'tooLow' };
  return { sku, old, next, skip: check.kind };
}

/** The rows the run sends: those with nothing against them. */
export const runnable = (rows: readonly PricePreviewRow[]): Array<PricePreviewRow & { next: number }> =>
  rows.filter((r): r is PricePreviewRow & { next: number } => r.skip === undefined && r.next !== undefined);
