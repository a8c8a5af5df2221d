import { remainingMs } from './countdown';
import type { DeadlineBand } from '../../../src/controls/deadline-bands';

export type { DeadlineBand };
export const URGENT_MS = 30 * 60_000;
export const SOON_MS = 2 * 3600_000;

/**
 * How urgent a confirmation deadline is (issue 16): red under 30 minutes, orange under 2 hours,
 * plain otherwise; past it, overdue. The cell also says it in words (colour is not alone).
 */
export function deadlineBand(msLeft: number): DeadlineBand {
  if (msLeft <= 0) return 'overdue';
  if (msLeft < URGENT_MS) return 'urgent';
  if (msLeft < SOON_MS) return 'soon';
  return 'plain';
}

/** Whole hours and minutes left (hours not wrapped at 24), rounded down to the minute. */
export function timeLeft(msLeft: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, msLeft) / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Band and minutes left together: what the cell re-renders on (once a minute, not each second). */
export function deadlineState(deadline: string, now: number): `${DeadlineBand}|${number}` {
  const left = remainingMs(deadline, now);
  return `${deadlineBand(left)}|${Math.floor(left / 60_000)}`;
}
