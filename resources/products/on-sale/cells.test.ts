import { describe, expect, it } from 'vitest';
import { highlightParts, rateText } from './cells';

describe('the partner sku highlights the search (spec 3 §2)', () => {
  it('marks the first case-insensitive match', () => {
    expect(highlightParts('TS-SMA-00017', 'sma-0')).toEqual(['TS-', 'SMA-0', '0017']);
    expect(highlightParts('TS-SMA-00017', ' 17 ')).toEqual(['TS-SMA-000', '17', '']);
  });
  it('marks nothing without a search or a match', () => {
    expect(highlightParts('TS-SMA-00017', undefined)).toBeUndefined();
    expect(highlightParts('TS-SMA-00017', '  ')).toBeUndefined();
    expect(highlightParts('TS-SMA-00017', 'galaxy')).toBeUndefined();
  });
});

describe('the commission and markup rates (spec 1 §9: hundredths of a percent)', () => {
  it('reads 1250 as 12.5 percent in the interface language', () => {
    const ru = (hundredths: number) => rateText(hundredths, 'ru').replace(/\s/g, ' ');
    expect(ru(1250)).toBe('12,5 %');
    expect(ru(1000)).toBe('10 %');
    expect(ru(0)).toBe('0 %');
    expect(rateText(1250, 'en')).toBe('12.5%');
    expect(rateText(5, 'en')).toBe('0.05%');
  });
});
