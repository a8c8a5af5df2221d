import { SEED_DATE } from '../../sandbox/seed/random';
import { localDay } from '../../sandbox/seed/seed-util';

/**
 * Dates relative to the sandbox's seed moment (SEED_DATE, the start of the test process),
 * so the cases keep meaning the same rows on whatever day the tests run.
 */
const DAY = 86_400_000;
const KZ_OFFSET = 5 * 3_600_000;

/** The instant `days` (may be fractional or negative) from the seed moment, ISO in UTC. */
export const seedAt = (days: number): string => new Date(SEED_DATE.getTime() + days * DAY).toISOString();

/** The same instant written with Kazakhstan's +05:00 offset. */
export const seedAtKz = (days: number): string =>
  new Date(SEED_DATE.getTime() + days * DAY + KZ_OFFSET).toISOString().replace('Z', '+05:00');

/** The local (Kazakhstan) calendar day `days` from the seed moment, yyyy-MM-dd. */
export const seedDay = (days: number): string => localDay(seedAt(days));

/** The local month of the seed moment (yyyy-MM) and its bounds as UTC instants. */
export function seedMonth(): { month: string; start: string; end: string } {
  const month = seedDay(0).slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  return {
    month,
    start: new Date(Date.UTC(y, m - 1, 1) - KZ_OFFSET).toISOString(),
    end: new Date(Date.UTC(y, m, 1) - KZ_OFFSET).toISOString(),
  };
}
