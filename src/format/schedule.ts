/**
 * A weekly schedule (spec 3 §3: weekdays 1 = Monday .. 7, each with HH:mm time ranges) read
 * as runs of consecutive days with the same hours, for one-line summaries such as
 * "Пн–Пт 09:00–18:00, Сб 10:00–14:00" (the orders' pickup card, the pickup-points list).
 */
export interface TimeRange {
  from: string;
  to: string;
}

export interface ScheduleDay {
  week_day: number;
  time_ranges: TimeRange[];
}

export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface ScheduleRun {
  from: number;
  to: number;
  ranges: TimeRange[];
}

const hoursKey = (ranges: TimeRange[]) => ranges.map((r) => `${r.from}-${r.to}`).join(',');

/** Consecutive days with the same hours, Monday first; days off are runs with no ranges. */
export function scheduleRuns(schedule: readonly ScheduleDay[]): ScheduleRun[] {
  const runs: ScheduleRun[] = [];
  for (const day of WEEK_DAYS) {
    const ranges = schedule.find((s) => s.week_day === day)?.time_ranges ?? [];
    const last = runs.at(-1);
    if (last && hoursKey(last.ranges) === hoursKey(ranges)) last.to = day;
    else runs.push({ from: day, to: day, ranges });
  }
  return runs;
}

/** "Пн–Пт" or "Сб": a run's days with the language's short weekday names. */
export function runDays(run: ScheduleRun, dayName: (day: number) => string): string {
  return run.from === run.to ? dayName(run.from) : `${dayName(run.from)}–${dayName(run.to)}`;
}

/** "09:00–13:00, 14:00–18:00" */
export function rangesText(ranges: readonly TimeRange[], separator = ', '): string {
  return ranges.map((r) => `${r.from}–${r.to}`).join(separator);
}
