import { WEEK_DAYS, type ScheduleDay, type TimeRange } from '../../../src/format/schedule';

/**
 * The weekly schedule as the form edits it, and its rules (spec 3 §5): each weekday 1..7 is a
 * working day or not, with one or more HH:mm ranges; a range opens before it closes; no time
 * is past 24:00 (24:00 itself closes a day that runs to midnight); a day's ranges do not
 * overlap (touching, 13:00–14:00 then 14:00–18:00, is fine); at least one working day.
 * The default is Monday to Friday, 09:00–18:00.
 */
export interface DayDraft {
  week_day: number;
  working: boolean;
  /** As typed ("" while empty); a day off keeps its ranges so that ticking it back restores them. */
  ranges: TimeRange[];
}

export type TimeError = 'required' | 'format' | 'beyond24' | 'order' | 'overlap';

export const DEFAULT_HOURS: TimeRange = { from: '09:00', to: '18:00' };
export const DEFAULT_WORKING_DAYS: readonly number[] = [1, 2, 3, 4, 5];
export const MINUTES_IN_DAY = 24 * 60;

export function defaultSchedule(): DayDraft[] {
  return WEEK_DAYS.map((week_day) => ({ week_day, working: DEFAULT_WORKING_DAYS.includes(week_day), ranges: [{ ...DEFAULT_HOURS }] }));
}

/** Minutes since midnight of "HH:mm"; 'format' when it is not a time, 'beyond24' past 24:00. */
export function minutesOf(text: string): number | 'format' | 'beyond24' {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return 'format';
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return 'format';
  const total = hours * 60 + minutes;
  return total > MINUTES_IN_DAY ? 'beyond24' : total;
}

/** What is wrong with one range on its own (each end, then their order), or null. */
export function rangeError(range: TimeRange): TimeError | null {
  if (!range.from.trim() || !range.to.trim()) return 'required';
  const from = minutesOf(range.from);
  const to = minutesOf(range.to);
  if (typeof from === 'string') return from;
  if (typeof to === 'string') return to;
  return from < to ? null : 'order';
}

/** One error (or null) per range of a working day: its own problem first, then overlaps. */
export function dayErrors(day: DayDraft): Array<TimeError | null> {
  if (!day.working) return day.ranges.map(() => null);
  const own = day.ranges.map(rangeError);
  return own.map((error, i) => {
    if (error) return error;
    const a = day.ranges[i];
    const overlaps = day.ranges.some((b, j) => j !== i && !own[j] && minutesOf(a.from) < minutesOf(b.to) && minutesOf(b.from) < minutesOf(a.to));
    return overlaps ? 'overlap' : null;
  });
}

export interface ScheduleProblems {
  noWorkingDay: boolean;
  hasTimeError: boolean;
  /** Errors by weekday, one per range. */
  errors: Record<number, Array<TimeError | null>>;
}

export function scheduleProblems(days: readonly DayDraft[]): ScheduleProblems {
  const errors = Object.fromEntries(days.map((d) => [d.week_day, dayErrors(d)]));
  return {
    noWorkingDay: !days.some((d) => d.working),
    hasTimeError: Object.values(errors).some((list) => list.some(Boolean)),
    errors,
  };
}

/** The body's schedule: all seven days, a day off (or a working day with no ranges) sends none. */
export function toSchedule(days: readonly DayDraft[]): ScheduleDay[] {
  return WEEK_DAYS.map((week_day) => {
    const day = days.find((d) => d.week_day === week_day);
    const ranges = day?.working ? day.ranges.map((r) => ({ from: r.from.trim(), to: r.to.trim() })) : [];
    return { week_day, time_ranges: [...ranges].sort((a, b) => a.from.localeCompare(b.from)) };
  });
}

/** The form's days from a saved schedule: a day with hours is a working day. */
export function fromSchedule(schedule: readonly ScheduleDay[]): DayDraft[] {
  return WEEK_DAYS.map((week_day) => {
    const ranges = schedule.find((s) => s.week_day === week_day)?.time_ranges ?? [];
    return { week_day, working: ranges.length > 0, ranges: ranges.length ? ranges.map((r) => ({ ...r })) : [{ ...DEFAULT_HOURS }] };
  });
}

/** Copies one day's hours to every other working day (days off stay off). */
export function copyToWorkingDays(days: readonly DayDraft[], source: number): DayDraft[] {
  const from = days.find((d) => d.week_day === source);
  if (!from) return [...days];
  return days.map((d) => (d.week_day !== source && d.working ? { ...d, ranges: from.ranges.map((r) => ({ ...r })) } : d));
}

/** "0930" → "09:30", "9" → "9", "24:00" stays: digits only, the colon put in as typed. */
export function maskTime(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** The times a picker offers: every 30 minutes from 00:00 to 24:00. */
export const TIME_CHOICES: readonly string[] = Array.from({ length: 49 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
