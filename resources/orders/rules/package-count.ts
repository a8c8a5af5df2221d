import type { OrderProduct } from '../orders-api';

/**
 * Package (cargo place) count rules, spec 2 §5: > 0, at most the sum of quantities of
 * active, non-removed lines, digits only; confirm disabled while empty.
 */
export type PackageCountError = 'equal zero' | 'more than products' | 'not a number';

export type EditableLine = Pick<OrderProduct, 'sku' | 'quantity' | 'initial_quantity' | 'is_active'> & { removed?: boolean };

/** The most places an order can have: one per item of its active, non-removed lines. */
export function maxPackages(lines: readonly EditableLine[]): number {
  return lines.filter((l) => l.is_active && !l.removed).reduce((s, l) => s + l.quantity, 0);
}

/** Digits only: anything else typed is dropped, so nothing typed becomes a wrong number. */
export function sanitizeCount(input: string): string {
  return input.replace(/\D/g, '');
}

/** null = valid (or empty: the confirm button is disabled instead, no error shown). */
export function packageCountError(input: string, max: number): PackageCountError | null {
  if (input === '') return null;
  if (!/^\d+$/.test(input)) return 'not a number';
  const n = Number(input);
  if (n === 0) return 'equal zero';
  if (n > max) return 'more than products';
  return null;
}

export function canConfirmCount(input: string, max: number): boolean {
  return input !== '' && packageCountError(input, max) === null;
}

/** Mobile stepper: 1..total (at least 1 so an empty order still shows a stepper). */
export function stepperRange(lines: readonly EditableLine[]): { min: number; max: number } {
  return { min: 1, max: Math.max(1, maxPackages(lines)) };
}

export function clampStep(value: number, lines: readonly EditableLine[]): number {
  const { min, max } = stepperRange(lines);
  return Math.min(max, Math.max(min, Math.round(value)));
}
