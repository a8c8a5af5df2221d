import { describe, expect, it } from 'vitest';
import { daysIn, fillDays } from './chart-data';
import { rangeOf, reportFileName } from './period';

describe('chart data for a range', () => {
  it('fills the days without transactions with zeros, in order, with each day total', () => {
    const days = fillDays({ from: '2026-10-30', to: '2026-11-02' }, [
      { date: '2026-11-01', sale: 5000, return: -1200, tax: 0 },
      { date: '2026-10-30', sale: 300, return: 0, tax: -100 },
    ]);
    expect(days).toEqual([
      { date: '2026-10-30', sale: 300, return: 0, tax: -100, total: 200 },
      { date: '2026-10-31', sale: 0, return: 0, tax: 0, total: 0 },
      { date: '2026-11-01', sale: 5000, return: -1200, tax: 0, total: 3800 },
      { date: '2026-11-02', sale: 0, return: 0, tax: 0, total: 0 },
    ]);
  });
  it('a one-day range and an empty answer', () => {
    expect(fillDays({ from: '2026-11-25', to: '2026-11-25' }, [])).toEqual([{ date: '2026-11-25', sale: 0, return: 0, tax: 0, total: 0 }]);
    expect(daysIn({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
  });
});

describe('the period rule (both ends or none)', () => {
  it('a range of two ends gives local days; one end or none gives no period', () => {
    const from = new Date(2026, 9, 26, 0, 0).toISOString();
    const to = new Date(2026, 10, 25, 15, 30).toISOString();
    expect(rangeOf([{ field: 'created_at', operator: 'between', value: [from, to] }])).toEqual({ from: '2026-10-26', to: '2026-11-25' });
    expect(rangeOf([{ field: 'created_at', operator: 'between', value: [from] }])).toBeUndefined();
    expect(rangeOf([])).toBeUndefined();
  });
  it('names the report file with the range', () => {
    expect(reportFileName({ from: '2026-10-26', to: '2026-11-25' })).toBe('transactions-2026-10-26_2026-11-25.csv');
    expect(reportFileName(undefined)).toBe('transactions-all.csv');
  });
});
