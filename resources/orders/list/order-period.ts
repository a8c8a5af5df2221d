import type { CrudFilter } from '@refinedev/core';
import type { FilterSpec } from '../../../src/engine/descriptor';
import { readFilter } from '../../../src/engine/filter-mapping';
import { dayjs } from '../../../src/format/dates';

/** The list's period filter (resources/orders/filters.ts: created_at → dateFrom/dateTo). */
const PERIOD_FIELD = 'created_at';
const PERIOD: FilterSpec = { kind: 'dateRange', field: PERIOD_FIELD };

export interface Period {
  from: string;
  to: string;
}

/** The chosen period out of the list's filters; undefined when the range is cleared. */
export function periodOf(filters: readonly CrudFilter[]): Period | undefined {
  const range = readFilter(PERIOD, filters);
  return Array.isArray(range) && range.length === 2 ? { from: range[0], to: range[1] } : undefined;
}

/** `orders-delivered-2026-11-14_2026-11-21.csv`: the report kind and the period's local days. */
export function reportFileName(kind: string, period: Period): string {
  const day = (iso: string) => dayjs(iso).format('YYYY-MM-DD');
  return `orders-${kind}-${day(period.from)}_${day(period.to)}.csv`;
}
