/**
 * The month filters' windows (spec 3 §9): the new programme offers 6 months starting from
 * the previous one, the old one the current month and the next two. Months are `yyyy-MM`
 * in the local calendar of `now`.
 */
export function monthWindow(now: Date, from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() + from + i, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

export const newProgrammeMonths = (now: Date) => monthWindow(now, -1, 6);
export const oldProgrammeMonths = (now: Date) => monthWindow(now, 0, 3);

/** First and last instant of a `yyyy-MM` month, local time, as ISO (products-info's start_at/end_at). */
export function monthRange(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number);
  return [new Date(y, m - 1, 1).toISOString(), new Date(y, m, 1, 0, 0, 0, -1).toISOString()];
}
