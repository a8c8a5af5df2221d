import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { dayjs } from '../../format/dates';

/** The list's period filter (resources/orders/filters.ts: created_at → dateFrom/dateTo). */
export const PERIOD_FIELD = 'created_at';

export interface Period {
  from: string;
  to: string;
}

/** The chosen period out of the list's filters; undefined when the range is cleared. */
export function periodOf(filters: readonly CrudFilter[]): Period | undefined {
  const found = filters.find((f): f is LogicalFilter => 'field' in f && f.field === PERIOD_FIELD && f.operator === 'between');
  const value: unknown = found?.value;
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [from, to] = value as unknown[];
  return typeof from === 'string' && typeof to === 'string' && from !== '' && to !== '' ? { from, to } : undefined;
}

/** `orders-delivered-2026-11-14_2026-11-21.csv`: the report kind and the period's local days. */
export function reportFileName(kind: string, period: Period): string {
  const day = (iso: string) => dayjs(iso).format('YYYY-MM-DD');
  return `orders-${kind}-${day(period.from)}_${day(period.to)}.csv`;
}
