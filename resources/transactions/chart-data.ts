import type { DayRange, DaySums } from './finance-api';
import { dayjs } from '../../src/format/dates';

/** The chart draws at most this many days (the daily call's own limit). */
export const MAX_CHART_DAYS = 366;

export interface ChartDay extends DaySums {
  total: number;
}

/** Every day of the range in order, the days the backend left out (no transactions) as zeros. */
export function fillDays(range: DayRange, days: readonly DaySums[]): ChartDay[] {
  const known = new Map(days.map((d) => [d.date, d]));
  const out: ChartDay[] = [];
  const last = dayjs(range.to);
  for (let day = dayjs(range.from); !day.isAfter(last, 'day') && out.length < MAX_CHART_DAYS; day = day.add(1, 'day')) {
    const date = day.format('YYYY-MM-DD');
    const sums = known.get(date) ?? { date, sale: 0, return: 0, tax: 0 };
    out.push({ ...sums, total: sums.sale + sums.return + sums.tax });
  }
  return out;
}

/** Days in a range, both ends included. */
export function daysIn(range: DayRange): number {
  return dayjs(range.to).diff(dayjs(range.from), 'day') + 1;
}
