import type { Dayjs } from 'dayjs';
import type { OrderStatus } from '../orders-api';
import { presetRange, type DatePreset, type IsoRange } from '../../../src/controls/date-range-rules';
import { dayjs } from '../../../src/format/dates';
import { STATUS_GROUPS } from '../rules/status-groups';

/**
 * The phone filter drawer's draft (spec 2 §2 Mobile): a period preset and the checked status
 * groups. It starts from the applied filters and becomes filters only on "apply".
 */
export interface FilterDraft {
  /** The chosen preset; null while the applied range is none of them (set on desktop, say). */
  preset: DatePreset | null;
  statuses: OrderStatus[];
}

export const PRESETS: DatePreset[] = ['today', 'week', 'month'];

/**
 * Which preset an applied range is. Only the start day decides, since the range ends either
 * now (the list's default, the last 7 days) or at the end of today (a preset).
 */
export function presetOf(range: readonly string[] | undefined, now: Dayjs = dayjs()): DatePreset | null {
  if (!range || range.length !== 2) return null;
  const from = dayjs(range[0]);
  const to = dayjs(range[1]);
  if (!from.isValid() || !to.isValid() || !to.isSame(now, 'day')) return null;
  return PRESETS.find((p) => presetRange(p, now)[0].isSame(from)) ?? null;
}

/** No status filter means every status: the drawer shows all of them checked. */
export function draftOf(statuses: readonly string[] | undefined, range: readonly string[] | undefined, now: Dayjs = dayjs()): FilterDraft {
  const known = STATUS_GROUPS.filter((s) => statuses?.includes(s));
  return { preset: presetOf(range, now), statuses: statuses && known.length ? known : [...STATUS_GROUPS] };
}

export const canApply = (draft: FilterDraft): boolean => draft.statuses.length > 0;

export interface AppliedFilters {
  /** undefined = every status (the list's unfiltered default, same orders as all seven). */
  status: OrderStatus[] | undefined;
  /** undefined = keep the applied range (no preset chosen). */
  created_at: IsoRange | undefined;
}

export function filtersOf(draft: FilterDraft, now: Dayjs = dayjs()): AppliedFilters {
  const all = draft.statuses.length === STATUS_GROUPS.length;
  const range = draft.preset ? presetRange(draft.preset, now) : undefined;
  return {
    status: all ? undefined : [...draft.statuses],
    created_at: range ? [range[0].toISOString(), range[1].toISOString()] : undefined,
  };
}

/** How many statuses narrow the list (for the "Filters: N" button); 0 when all are shown. */
export function narrowedStatuses(statuses: readonly string[] | undefined): number {
  const known = STATUS_GROUPS.filter((s) => statuses?.includes(s)).length;
  return known === STATUS_GROUPS.length ? 0 : known;
}
