import { describe, expect, it } from 'vitest';
import { contractEndShows, contractEndTense } from './notice-config';

describe('contract-end notice', () => {
  it.each([
    [new Date(2025, 2, 31, 23, 59), 'future'],
    [new Date(2025, 3, 1, 0, 0), 'past'],
    [new Date(2026, 10, 25), 'past'],
    [new Date(2024, 0, 1), 'future'],
  ] as const)('on %s the date is spoken of in the %s', (now, tense) => expect(contractEndTense(now, '2025-04-01')).toBe(tense));

  it('shows for a listed store until dismissed there', () => {
    expect(contractEndShows('m-1002', () => false)).toBe(true);
    expect(contractEndShows('m-1002', (id, mid) => id === 'contract-end-2025-04' && mid === 'm-1002')).toBe(false);
    expect(contractEndShows('m-1001', () => false)).toBe(false);
    expect(contractEndShows(undefined, () => false)).toBe(false);
  });
});
