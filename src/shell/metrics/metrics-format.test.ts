import { describe, expect, it } from 'vitest';
import { formatCount, splitDuration } from './metrics-format';
import { formatPercent, percentFraction } from '../../format/percent';

describe('order metrics formatting', () => {
  it('reads the server percent as hundredths of a percent', () => {
    expect(percentFraction(435)).toBeCloseTo(0.0435);
    expect(percentFraction(10000)).toBe(1);
    expect(percentFraction(Number.NaN)).toBe(0);
  });

  it('formats percents and counts per language', () => {
    expect(formatPercent(0.0435, 'en')).toBe('4.35%');
    expect(formatPercent(0.0435, 'ru').replace(/\s/g, ' ')).toBe('4,35 %');
    expect(formatPercent(0, 'en')).toBe('0%');
    expect(formatCount(12345, 'en')).toBe('12,345');
  });

  it('splits seconds into hours and minutes', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(20)).toEqual({ hours: 0, minutes: 1 });
    expect(splitDuration(47 * 60 + 10)).toEqual({ hours: 0, minutes: 47 });
    expect(splitDuration(3600 + 5 * 60)).toEqual({ hours: 1, minutes: 5 });
  });
});
