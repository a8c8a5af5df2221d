import { afterEach, describe, expect, it } from 'vitest';
import { dayjs, formatDate, formatDateTime } from './dates';
import { dayjsLocaleOf, setDayjsLocale } from './locale';

afterEach(() => setDayjsLocale('ru'));

describe('dates', () => {
  it('defaults to Russian, dd MMM yyyy', () => {
    expect(dayjs.locale()).toBe('ru');
    expect(formatDate('2025-01-12T10:00:00')).toBe('12 янв. 2025');
  });

  it('formats date and time', () => {
    expect(formatDateTime('2025-03-05T14:07:00')).toBe('05 мар. 2025, 14:07');
  });

  it('follows the interface language (kz → dayjs kk)', () => {
    setDayjsLocale('kz');
    expect(dayjs.locale()).toBe('kk');
    expect(formatDate('2025-01-12T10:00:00')).toBe('12 қаң 2025');
    setDayjsLocale('en');
    expect(formatDate('2025-01-12T10:00:00')).toBe('12 Jan 2025');
    expect(dayjsLocaleOf('kz')).toBe('kk');
  });

  it.each(['ru', 'kz', 'en'] as const)('week starts on Monday in %s', (lang) => {
    setDayjsLocale(lang);
    expect(dayjs().localeData().firstDayOfWeek()).toBe(1);
    // Wednesday 2025-01-15 → the week starts on Monday 2025-01-13.
    expect(dayjs('2025-01-15T12:00:00').startOf('week').format('YYYY-MM-DD')).toBe('2025-01-13');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('nope')).toBe('');
  });
});
