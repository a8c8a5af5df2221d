import type { FilterSpec } from '../../src/engine/descriptor';
import { presetRange } from '../../src/controls/date-range-rules';
import { dayjs } from '../../src/format/dates';
import { STATUS_GROUPS } from './rules/status-groups';

/**
 * Spec 2 §2/§9: the last 7 days, from the start of the day seven days ago to now. It ends at the
 * end of today, as the "week" preset does (no order is created later than now, so it selects the
 * same orders), so every visit of the day shares one query key and its cached rows (issue 30). Not
 * "until now" in the call either: the route's early call and the list's must be the same request.
 */
export function lastSevenDays(now = dayjs()): [string, string] {
  const [from, to] = presetRange('week', now);
  return [from.toISOString(), to.toISOString()];
}

/** Orders filters: search by number (`id`), status groups (`status`), period (`dateFrom`/`dateTo`). */
export const orderFilters: FilterSpec[] = [
  // An order number is looked up across all dates (issue 16): the period is set aside meanwhile.
  { kind: 'search', field: 'id', setsAside: ['created_at'] },
  { kind: 'multiSelect', field: 'status', allOption: true, options: STATUS_GROUPS.map((value) => ({ value, labelKey: `orders.statuses.${value}` })) },
  { kind: 'dateRange', field: 'created_at', defaultValue: () => lastSevenDays(), presets: ['today', 'week', 'month'] },
];
