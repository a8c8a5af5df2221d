import { describe, expect, it } from 'vitest';
import { copyToWorkingDays, dayErrors, defaultSchedule, fromSchedule, maskTime, minutesOf, rangeError, scheduleProblems, toSchedule, type DayDraft } from './schedule';
import { digitsOnly, floorError, storeIdError } from './inputs';

const day = (ranges: Array<[string, string]>, working = true): DayDraft => ({ week_day: 1, working, ranges: ranges.map(([from, to]) => ({ from, to })) });

describe('time ranges', () => {
  it('reads HH:mm up to 24:00', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('24:01')).toBe('beyond24');
    expect(minutesOf('25:00')).toBe('beyond24');
    expect(minutesOf('12:60')).toBe('format');
    expect(minutesOf('9:30')).toBe('format');
    expect(minutesOf('')).toBe('format');
  });

  it('wants the opening before the closing', () => {
    expect(rangeError({ from: '09:00', to: '18:00' })).toBeNull();
    expect(rangeError({ from: '18:00', to: '09:00' })).toBe('order');
    expect(rangeError({ from: '10:00', to: '10:00' })).toBe('order');
    expect(rangeError({ from: '', to: '10:00' })).toBe('required');
  });

  it('allows a day to close at 24:00 and nothing later', () => {
    expect(rangeError({ from: '00:00', to: '24:00' })).toBeNull();
    expect(rangeError({ from: '20:00', to: '24:30' })).toBe('beyond24');
    expect(rangeError({ from: '24:00', to: '24:00' })).toBe('order');
  });

  it('marks overlapping ranges of a day, not touching ones', () => {
    expect(dayErrors(day([['09:00', '13:00'], ['14:00', '18:00']]))).toEqual([null, null]);
    expect(dayErrors(day([['09:00', '13:00'], ['13:00', '18:00']]))).toEqual([null, null]);
    expect(dayErrors(day([['09:00', '13:00'], ['12:00', '18:00']]))).toEqual(['overlap', 'overlap']);
    expect(dayErrors(day([['09:00', '13:00'], ['12:00', '18:00'], ['19:00', '20:00']]))).toEqual(['overlap', 'overlap', null]);
    // A range with its own problem is reported as that, and does not make others overlap.
    expect(dayErrors(day([['09:00', '13:00'], ['12:00', '11:00']]))).toEqual([null, 'order']);
  });

  it('ignores the hours of a day off', () => {
    expect(dayErrors(day([['18:00', '09:00']], false))).toEqual([null]);
  });
});

describe('the schedule', () => {
  it('defaults to Monday to Friday, 09:00–18:00', () => {
    expect(toSchedule(defaultSchedule())).toEqual([1, 2, 3, 4, 5, 6, 7].map((week_day) => ({ week_day, time_ranges: week_day <= 5 ? [{ from: '09:00', to: '18:00' }] : [] })));
  });

  it('needs a working day and no time error', () => {
    const none = defaultSchedule().map((d) => ({ ...d, working: false }));
    expect(scheduleProblems(none)).toMatchObject({ noWorkingDay: true, hasTimeError: false });
    const bad = defaultSchedule().map((d) => (d.week_day === 3 ? { ...d, ranges: [{ from: '19:00', to: '18:00' }] } : d));
    const problems = scheduleProblems(bad);
    expect(problems).toMatchObject({ noWorkingDay: false, hasTimeError: true });
    expect(problems.errors[3]).toEqual(['order']);
    expect(scheduleProblems(defaultSchedule())).toMatchObject({ noWorkingDay: false, hasTimeError: false });
  });

  it('reads a saved schedule back and sends ranges in order', () => {
    const saved = [1, 2, 3, 4, 5, 6, 7].map((week_day) => ({ week_day, time_ranges: week_day === 6 ? [{ from: '14:00', to: '16:00' }, { from: '10:00', to: '13:00' }] : [] }));
    const days = fromSchedule(saved);
    expect(days.filter((d) => d.working).map((d) => d.week_day)).toEqual([6]);
    expect(days[0].ranges).toEqual([{ from: '09:00', to: '18:00' }]);
    expect(toSchedule(days)[5].time_ranges).toEqual([{ from: '10:00', to: '13:00' }, { from: '14:00', to: '16:00' }]);
  });

  it('copies a day to the other working days only', () => {
    const days = defaultSchedule().map((d) => (d.week_day === 2 ? { ...d, ranges: [{ from: '10:00', to: '12:00' }, { from: '13:00', to: '19:00' }] } : d));
    const copied = copyToWorkingDays(days, 2);
    expect(copied.filter((d) => d.working).every((d) => d.ranges.length === 2 && d.ranges[1].to === '19:00')).toBe(true);
    expect(copied[6].ranges).toEqual([{ from: '09:00', to: '18:00' }]);
    copied[0].ranges[0].from = '11:00';
    expect(copied[1].ranges[0].from).toBe('10:00'); // copies, not shared objects
  });

  it('masks typed times', () => {
    expect(maskTime('0930')).toBe('09:30');
    expect(maskTime('9')).toBe('9');
    expect(maskTime('09:3a0')).toBe('09:30');
    expect(maskTime('240000')).toBe('24:00');
  });
});

describe('single inputs', () => {
  it('floor: at most 2 characters', () => {
    expect(floorError('12')).toBeNull();
    expect(floorError('-1')).toBeNull();
    expect(floorError('123')).toBe('floorTooLong');
  });

  it('delivery days: digits only', () => {
    expect(digitsOnly('3 дня')).toBe('3');
    expect(digitsOnly('1a2b3')).toBe('12');
    expect(digitsOnly('-5')).toBe('5');
  });

  it('store id: format, reserved words, taken', () => {
    expect(storeIdError('PP7', ['PP1'])).toBeNull();
    expect(storeIdError(' ', [])).toBe('required');
    expect(storeIdError('PP 7', [])).toBe('storeIdFormat');
    expect(storeIdError('create', [])).toBe('storeIdReserved');
    expect(storeIdError('pp1', ['PP1'])).toBe('storeIdTaken');
  });
});
