import { rangesText, runDays, scheduleRuns, type ScheduleDay } from '../../../src/format/schedule';

/**
 * The list's one-line schedule: runs of consecutive days with the same hours, days off left
 * out, a day's several ranges joined by " / " so that the comma keeps separating the runs:
 * "Пн–Пт 09:00–13:00 / 14:00–18:00, Сб 10:00–14:00". Empty when the point has no hours.
 */
export function scheduleSummary(schedule: readonly ScheduleDay[], dayName: (day: number) => string): string {
  return scheduleRuns(schedule)
    .filter((run) => run.ranges.length > 0)
    .map((run) => `${runDays(run, dayName)} ${rangesText(run.ranges, ' / ')}`)
    .join(', ');
}
