import { describe, expect, it } from 'vitest';
import { formatMoney, THIN_SPACE } from './money';

const s = THIN_SPACE;

describe('formatMoney', () => {
  it.each([
    [0, '0 ₸'],
    [7, '7 ₸'],
    [999, '999 ₸'],
    [1000, `1${s}000 ₸`],
    [12345, `12${s}345 ₸`],
    [1234567, `1${s}234${s}567 ₸`],
    [12345.49, `12${s}345 ₸`],
    [12345.5, `12${s}346 ₸`],
    [-1500, `-1${s}500 ₸`],
    [-0.2, '0 ₸'],
  ])('%s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('accepts numeric strings from the server', () => {
    expect(formatMoney('12345')).toBe(`12${s}345 ₸`);
    expect(formatMoney('12345.67')).toBe(`12${s}346 ₸`);
    expect(formatMoney(' 100 ')).toBe('100 ₸');
  });

  it('shows a dash for what is not a number', () => {
    expect(formatMoney('abc')).toBe('—');
    expect(formatMoney('')).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('—');
  });
});
