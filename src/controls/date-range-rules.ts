import type { Dayjs } from 'dayjs';
import { dayjs } from '../format/dates';

/** An applied range: two ISO instants, [from, to]. */
export type IsoRange = [string, string];
export type DatePreset = 'today' | 'week' | 'month';

/**
 * Preset ranges (spec 2 §2/§9): today; week = the last 7 days, from the start of the
 * day seven days ago; month = one month back from today. All end at the end of today.
 */
export function presetRange(preset: DatePreset, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const end = now.endOf('day');
  switch (preset) {
    case 'today':
      return [now.startOf('day'), end];
    case 'week':
      return [now.subtract(7, 'day').startOf('day'), end];
    case 'month':
      return [now.subtract(1, 'month').startOf('day'), end];
  }
}

export type RangeDecision = { kind: 'apply'; value: IsoRange } | { kind: 'clear' } | { kind: 'ignore' };

/**
 * What a picker change means for the applied value: both ends set → apply (whole days,
 * start of the first to end of the last); both empty → clear; one end only → ignore,
 * so a half-filled range never changes what the list shows.
 */
export function decideRange(dates: readonly [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined): RangeDecision {
  const [from, to] = dates ?? [null, null];
  if (!from && !to) return { kind: 'clear' };
  if (!from || !to) return { kind: 'ignore' };
  const [a, b] = from.isAfter(to) ? [to, from] : [from, to];
  return { kind: 'apply', value: [a.startOf('day').toISOString(), b.endOf('day').toISOString()] };
}

/** The applied ISO pair as picker values; anything unreadable shows as empty. */
export function toPickerValue(value: readonly string[] | undefined): [Dayjs, Dayjs] | null {
  if (!value || value.length !== 2) return null;
  const from = dayjs(value[0]);
  const to = dayjs(value[1]);
  return from.isValid() && to.isValid() ? [from, to] : null;
}
