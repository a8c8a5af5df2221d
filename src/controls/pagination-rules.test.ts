import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PAGE_SIZE_OPTIONS,
  goToDigits,
  pageCount,
  pageItems,
  resolveGoTo,
  showGoTo,
  showPageSizeSelector,
  showPagination,
} from './pagination-rules';

describe('pagination rules', () => {
  it('is shown only when total exceeds the page size', () => {
    expect(showPagination(0, 20)).toBe(false);
    expect(showPagination(20, 20)).toBe(false);
    expect(showPagination(21, 20)).toBe(true);
  });

  it('offers go-to-page only above 5 pages', () => {
    expect(showGoTo(100, 20)).toBe(false); // exactly 5 pages
    expect(showGoTo(101, 20)).toBe(true); // 6 pages
  });

  it('offers the page-size selector only above 250 rows, with 10/15/20/30/50', () => {
    expect(showPageSizeSelector(250)).toBe(false);
    expect(showPageSizeSelector(251)).toBe(true);
    expect([...PAGE_SIZE_OPTIONS]).toEqual([10, 15, 20, 30, 50]);
  });

  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, 'jump-next', 20]],
    [3, 20, [1, 2, 3, 4, 5, 'jump-next', 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, 'jump-next', 20]],
    [10, 20, [1, 'jump-prev', 8, 9, 10, 11, 12, 'jump-next', 20]],
    [17, 20, [1, 'jump-prev', 15, 16, 17, 18, 19, 20]],
    [20, 20, [1, 'jump-prev', 16, 17, 18, 19, 20]],
  ] as const)('page %i of %i → %j', (current, last, expected) => {
    expect(pageItems(current, last)).toEqual(expected);
  });

  it('always shows both edges and five pages around the current (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 500 }), fc.integer({ min: 1, max: 500 }), (last, c) => {
        const current = Math.min(c, last);
        const items = pageItems(current, last);
        const pages = items.filter((i): i is number => typeof i === 'number');
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(last);
        expect(pages).toContain(current);
        // five consecutive pages, the current among them, are always shown
        const runs = pages.filter((p) => [0, 1, 2, 3, 4].every((k) => pages.includes(p + k)));
        expect(runs.some((start) => start <= current && current <= start + 4)).toBe(true);
        expect(pages.length).toBeLessThanOrEqual(9);
      }),
    );
  });

  describe('go-to-page input', () => {
    it('accepts 1..last', () => {
      expect(resolveGoTo('1', 10)).toBe(1);
      expect(resolveGoTo('7', 10)).toBe(7);
      expect(resolveGoTo(' 10 ', 10)).toBe(10);
    });
    it('clamps numbers outside 1..last', () => {
      expect(resolveGoTo('0', 10)).toBe(1);
      expect(resolveGoTo('999', 10)).toBe(10);
    });
    it('ignores empty or non-numeric input', () => {
      expect(resolveGoTo('', 10)).toBeNull();
      expect(resolveGoTo('abc', 10)).toBeNull();
      expect(resolveGoTo('-3', 10)).toBeNull();
      expect(resolveGoTo('2.5', 10)).toBeNull();
    });
    it('keeps only digits as typed', () => {
      expect(goToDigits('1a2-')).toBe('12');
      expect(goToDigits('abc')).toBe('');
    });
  });
});
