import { describe, expect, it } from 'vitest';
import { deadlineBand, deadlineState, timeLeft } from './deadline';

describe('deadline colour bands', () => {
  it('red under 30 minutes, orange under 2 hours, plain otherwise, overdue past it', () => {
    expect(deadlineBand(0)).toBe('overdue');
    expect(deadlineBand(-5)).toBe('overdue');
    expect(deadlineBand(1)).toBe('urgent');
    expect(deadlineBand(29 * 60_000 + 59_999)).toBe('urgent');
    expect(deadlineBand(30 * 60_000)).toBe('soon');
    expect(deadlineBand(2 * 3600_000 - 1)).toBe('soon');
    expect(deadlineBand(2 * 3600_000)).toBe('plain');
  });

  it('hours and minutes left, hours not wrapped, rounded down', () => {
    expect(timeLeft(90 * 60_000 + 59_000)).toEqual({ hours: 1, minutes: 30 });
    expect(timeLeft(30 * 3600_000)).toEqual({ hours: 30, minutes: 0 });
    expect(timeLeft(-1)).toEqual({ hours: 0, minutes: 0 });
  });

  it('the state changes with the minute, not with the second', () => {
    const deadline = '2026-11-25T12:00:00.000Z';
    const at = (iso: string) => deadlineState(deadline, Date.parse(iso));
    expect(at('2026-11-25T11:40:10.000Z')).toBe('urgent|19');
    expect(at('2026-11-25T11:40:50.000Z')).toBe('urgent|19');
    expect(at('2026-11-25T10:30:00.000Z')).toBe('soon|90');
    expect(at('2026-11-25T12:00:01.000Z')).toBe('overdue|0');
  });
});
