import type { CrudFilter } from '@refinedev/core';
import type { DayRange } from './finance-api';
import type { FilterSpec } from '../../src/engine/descriptor';
import { readFilter } from '../../src/engine/filter-mapping';
import { dayjs } from '../../src/format/dates';

/** The transactions list's period filter (accounter: created_at → date_from/date_to, local days). */
export const PERIOD_FIELD = 'created_at';
const PERIOD: FilterSpec = { kind: 'dateRange', field: PERIOD_FIELD };

/**
 * Issue 10: the finance page opens on the last 30 days, from the start of the day 30 days ago to
 * today. It ends at the end of today, so visits of the day share one query key (issue 30); the
 * accounter dialect sends days, so the call is the same.
 */
export function lastThirtyDays(now = dayjs()): [string, string] {
  return [now.subtract(30, 'day').startOf('day').toISOString(), now.endOf('day').toISOString()];
}

/** The chosen period as local days (as the accounter dialect sends it); undefined when cleared. */
export function rangeOf(filters: readonly CrudFilter[]): DayRange | undefined {
  const range = readFilter(PERIOD, filters);
  if (!Array.isArray(range) || range.length !== 2) return undefined;
  const day = (iso: string) => dayjs(iso).format('YYYY-MM-DD');
  return { from: day(range[0]), to: day(range[1]) };
}

/**
 * `transactions-2026-10-26_2026-11-25.csv`, or `transactions-all.csv` with no period; the kinds
 * chosen and the order searched follow when given (`transactions-all_return-tax_order-600123.csv`).
 */
export function reportFileName(range: DayRange | undefined, narrowing: { types?: readonly string[]; order?: string } = {}): string {
  const parts = [range ? `${range.from}_${range.to}` : 'all'];
  if (narrowing.types?.length) parts.push(narrowing.types.join('-'));
  // Only what every file system takes: an order number is digits, anything else typed is left out.
  const order = narrowing.order?.replace(/[^\p{L}\p{N}-]/gu, '');
  if (order) parts.push(`order-${order}`);
  return `transactions-${parts.join('_')}.csv`;
}
