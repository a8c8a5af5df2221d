import { MAX_PRICE, MIN_PRICE } from '../products-api';

/**
 * Spec 3 §5: the price field keeps digits only, whatever is typed or pasted (no leading zeros).
 * Nothing is cut: a price above the service's bound is refused with its text (checkPrice),
 * never shortened into another price.
 */
export function sanitizePrice(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

export type PriceCheck = { kind: 'empty' } | { kind: 'tooLow' } | { kind: 'tooHigh' } | { kind: 'unchanged' } | { kind: 'ok'; price: number };

/** What the editor may do with its text: nothing (empty), refuse (below 101, above 100 000 000), just close (unchanged) or send the integer. */
export function checkPrice(text: string, current: number): PriceCheck {
  if (text === '') return { kind: 'empty' };
  const price = Number(text);
  if (price < MIN_PRICE) return { kind: 'tooLow' };
  if (price > MAX_PRICE) return { kind: 'tooHigh' };
  if (price === current) return { kind: 'unchanged' };
  return { kind: 'ok', price };
}
