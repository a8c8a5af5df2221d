import { describe, expect, it } from 'vitest';
import { dayjs } from '../format/dates';
import { decideRange, presetRange, toPickerValue } from './date-range-rules';

const now = dayjs('2025-03-31T15:30:00');
const fmt = (d: ReturnType<typeof dayjs>) => d.format('YYYY-MM-DD HH:mm:ss');

describe('date range rules', () => {
  it('today is the whole of today', () => {
    expect(presetRange('today', now).map(fmt)).toEqual(['2025-03-31 00:00:00', '2025-03-31 23:59:59']);
  });
  it('week starts at the start of the day seven days ago', () => {
    expect(presetRange('week', now).map(fmt)).toEqual(['2025-03-24 00:00:00', '2025-03-31 23:59:59']);
  });
  it('month means one month back', () => {
    expect(presetRange('month', now).map(fmt)).toEqual(['2025-02-28 00:00:00', '2025-03-31 23:59:59']);
    expect(presetRange('month', dayjs('2025-05-15T09:00:00')).map(fmt)[0]).toBe('2025-04-15 00:00:00');
  });

  it('applies only when both ends are set, as whole days', () => {
    const d = decideRange([dayjs('2025-01-10T13:00:00'), dayjs('2025-01-12T08:00:00')]);
    expect(d.kind).toBe('apply');
    if (d.kind !== 'apply') return;
    expect(dayjs(d.value[0]).format('YYYY-MM-DD HH:mm')).toBe('2025-01-10 00:00');
    expect(dayjs(d.value[1]).format('YYYY-MM-DD HH:mm:ss')).toBe('2025-01-12 23:59:59');
  });
  it('orders reversed ends', () => {
    const d = decideRange([dayjs('2025-01-12'), dayjs('2025-01-10')]);
    expect(d.kind === 'apply' && dayjs(d.value[0]).date()).toBe(10);
  });
  it('clears when both ends are empty', () => {
    expect(decideRange(null)).toEqual({ kind: 'clear' });
    expect(decideRange([null, null])).toEqual({ kind: 'clear' });
  });
  it('ignores one end only', () => {
    expect(decideRange([dayjs('2025-01-10'), null])).toEqual({ kind: 'ignore' });
    expect(decideRange([null, dayjs('2025-01-10')])).toEqual({ kind: 'ignore' });
  });

  it('reads the applied ISO pair back', () => {
    expect(toPickerValue(undefined)).toBeNull();
    expect(toPickerValue(['bad', 'worse'])).toBeNull();
    expect(toPickerValue(['2025-01-10T00:00:00.000Z', '2025-01-12T00:00:00.000Z'])?.length).toBe(2);
  });
});
