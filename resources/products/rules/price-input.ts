import { MIN_PRICE } from '../products-api';

/** Spec 3 §5: the price field keeps digits only, whatever is typed or pasted (no leading zeros). */
export function sanitizePrice(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 9);
}

export type PriceCheck = { kind: 'empty' } | { kind: 'tooLow' } | { kind: 'unchanged' } | { kind: 'ok'; price: number };

/** What the editor may do with its text: nothing (empty), refuse (below 101), just close (unchanged) or send the integer. */
export function checkPrice(text: string, current: number): PriceCheck {
  if (text === '') return { kind: 'empty' };
  const price = Number.parseInt(text, 10);
  if (price < MIN_PRICE) return { kind: 'tooLow' };
  if (price === current) return { kind: 'unchanged' };
  return { kind: 'ok', price };
}
