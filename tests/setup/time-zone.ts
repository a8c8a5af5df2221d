import { afterAll, beforeAll } from 'vitest';

/**
 * Runs a test file's tests in a time zone (Node reads TZ at each date call), e.g. the shop's
 * Asia/Almaty, so local times are what a seller sees; the zone before is restored after.
 */
export function inTimeZone(zone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    // Assigning undefined would store the string 'undefined'.
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
