import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPercent, formatServerPercent } from './percent';

const NBSP = '\u00a0';

describe('percents in each language', () => {
  it.each([
    ['ru', 550, `5,5${NBSP}%`],
    ['kz', 550, '5,5%'],
    ['en', 550, '5.5%'],
    ['ru', 1234, `12,34${NBSP}%`],
    ['kz', 1000, '10%'],
  ] as const)('%s: %i hundredths → %s', (lang, value, expected) => {
    expect(formatServerPercent(value, lang)).toBe(expected);
  });

  describe('where the runtime’s locale data writes Kazakh with a point (Chromium’s ICU)', () => {
    afterEach(() => vi.restoreAllMocks());
    it('Kazakh and Russian still get their comma', () => {
      const real = Intl.NumberFormat;
      // The point the browser answers for kk-KZ: the en-GB parts, whatever locale is asked.
      vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (_locale?: string | string[], options?: Intl.NumberFormatOptions) {
        return new real('en-GB', options);
      } as typeof Intl.NumberFormat);
      expect(formatPercent(0.055, 'kz')).toBe('5,5%');
      expect(formatPercent(0.055, 'ru')).toBe('5,5%');
      expect(formatPercent(0.055, 'en')).toBe('5.5%');
    });
  });
});
