import type { FilterSpec } from '../../src/engine/descriptor';
import { dayjs } from '../../src/format/dates';
import { STATUS_GROUPS } from './rules/status-groups';

/** Spec 2 §2/§9: the last 7 days, from the start of the day seven days ago to now. */
export function lastSevenDays(now = dayjs()): [string, string] {
  return [now.subtract(7, 'day').startOf('day').toISOString(), now.toISOString()];
}

/** Orders filters: search by number (`id`), status groups (`status`), period (`dateFrom`/`dateTo`). */
export const orderFilters: FilterSpec[] = [
  // An order number is looked up across all dates (issue 16): the period is set aside meanwhile.
  { kind: 'search', field: 'id', setsAside: ['created_at'] },
  { kind: 'multiSelect', field: 'status', allOption: true, options: STATUS_GROUPS.map((value) => ({ value, labelKey: `orders.statuses.${value}` })) },
  { kind: 'dateRange', field: 'created_at', defaultValue: () => lastSevenDays(), presets: ['today', 'week', 'month'] },
];
