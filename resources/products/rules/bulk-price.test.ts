import { describe, expect, it } from 'vitest';
import { previewPrice, runnable, type PriceChange } from './bulk-price';
import type { PriceExtremum } from './price-position';

const ext = (min: number, max: number, count: number, atMin = 1): PriceExtremum => ({ min, max, count, min_price_counter: atMin });
const product = (current: number, e: PriceExtremum = ext(0, 0, 1, 0)) => ({ sku: 'S1', price: { current }, price_extremum: e });
const up = (kind: 'amount' | 'percent', value: number): PriceChange => ({ kind, direction: 'up', value });
const down = (kind: 'amount' | 'percent', value: number): PriceChange => ({ kind, direction: 'down', value });
const BEST: PriceChange = { kind: 'best' };

describe('the bulk price preview, row by row (issue 34)', () => {
  it.each([
    ['amount up', product(1000), up('amount', 250), { old: 1000, next: 1250 }],
    ['amount down', product(1000), down('amount', 250), { old: 1000, next: 750 }],
    ['amount down to exactly 101', product(1000), down('amount', 899), { old: 1000, next: 101 }],
    ['amount down below 101: refused, the price it would have been shown', product(1000), down('amount', 900), { old: 1000, next: 100, skip: 'tooLow' }],
    ['amount down below zero: below 101 too', product(150), down('amount', 500), { old: 150, next: -350, skip: 'tooLow' }],
    ['amount up past 100 000 000', product(99_999_000), up('amount', 5_000), { old: 99_999_000, next: 100_004_000, skip: 'tooHigh' }],
    ['an amount of 0 changes nothing', product(1000), up('amount', 0), { old: 1000, next: 1000, skip: 'unchanged' }],
    ['percent up, whole', product(2000), up('percent', 10), { old: 2000, next: 2200 }],
    ['percent down, whole (no float residue: 10 % of 1 990)', product(1990), down('percent', 10), { old: 1990, next: 1791 }],
    ['percent down with a fraction: rounded to the nearest tenge, the exact figure kept', product(1999), down('percent', 15), { old: 1999, next: 1699, exact: 1699.15 }],
    ['percent up with a half: rounded up', product(1005), up('percent', 10), { old: 1005, next: 1106, exact: 1105.5 }],
    ['percent: the 101 rule on the rounded price (101,4 → 101 passes)', product(169), down('percent', 40), { old: 169, next: 101, exact: 101.4 }],
    ['percent: the 101 rule on the rounded price (100,5 → 101 passes)', product(201), down('percent', 50), { old: 201, next: 101, exact: 100.5 }],
    ['percent: rounded below 101 is refused', product(200), down('percent', 50), { old: 200, next: 100, skip: 'tooLow' }],
    ['percent down 100: 0, refused', product(5000), down('percent', 100), { old: 5000, next: 0, skip: 'tooLow' }],
    ['percent too small to move the rounded price: nothing to do', product(101), up('percent', 0), { old: 101, next: 101, skip: 'unchanged' }],
  ] as const)('%s', (_name, p, change, expected) => {
    expect(previewPrice(p, change)).toEqual({ sku: 'S1', ...expected });
  });

  it.each([
    ['expensive: min − 1', product(5000, ext(4000, 6000, 3)), { old: 5000, next: 3999 }],
    ['the dearest: min − 1', product(6000, ext(4000, 6000, 3)), { old: 6000, next: 3999 }],
    ['a tie at the minimum: min − 1 makes it the best', product(4000, ext(4000, 6000, 4, 2)), { old: 4000, next: 3999 }],
    ['already the best: nothing to do', product(4000, ext(4000, 6000, 3)), { old: 4000, skip: 'alreadyBest' }],
    ['the sole seller: nothing to compare', product(4000, ext(4000, 4000, 1)), { old: 4000, skip: 'nothingToCompare' }],
    ['min − 1 below 101: held at 101 (the card\'s suggestion)', product(300, ext(101, 400, 3)), { old: 300, next: 101 }],
    ['at 101 in a tie at 101: 101 again, nothing to do', product(101, ext(101, 400, 3, 2)), { old: 101, next: 101, skip: 'unchanged' }],
  ] as const)('best price — %s', (_name, p, expected) => {
    expect(previewPrice(p, BEST)).toEqual({ sku: 'S1', ...expected });
  });

  it('the run takes only the rows with nothing against them', () => {
    const rows = [previewPrice(product(1000), down('amount', 100)), previewPrice(product(150), down('amount', 100)), previewPrice(product(4000, ext(4000, 6000, 3)), BEST)];
    expect(runnable(rows)).toEqual([{ sku: 'S1', old: 1000, next: 900 }]);
  });
});
