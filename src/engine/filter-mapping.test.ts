import { describe, expect, it } from 'vitest';
import type { FilterSpec } from './descriptor';
import { defaultFilters, differsFromDefaults, normaliseValue, readFilter, toCrudFilter } from './filter-mapping';

const search: FilterSpec = { kind: 'search', field: 'q' };
const status: FilterSpec = { kind: 'multiSelect', field: 'status', options: [], defaultValue: ['new'] };
const type: FilterSpec = { kind: 'singleSelect', field: 'type', options: [] };
const period: FilterSpec = { kind: 'dateRange', field: 'created_at', defaultValue: () => ['2025-01-01T00:00:00Z', '2025-01-08T00:00:00Z'] };
const flag: FilterSpec = { kind: 'checkbox', field: 'is_import' };
const day: FilterSpec = { kind: 'date', field: 'updated_at_short' };

describe('filter mapping', () => {
  it('maps kinds to operators', () => {
    expect(toCrudFilter(search, ' abc ')).toEqual({ field: 'q', operator: 'contains', value: 'abc' });
    expect(toCrudFilter(status, ['a'])).toEqual({ field: 'status', operator: 'in', value: ['a'] });
    expect(toCrudFilter(type, 'x')).toEqual({ field: 'type', operator: 'eq', value: 'x' });
    expect(toCrudFilter(period, ['a', 'b'])).toEqual({ field: 'created_at', operator: 'between', value: ['a', 'b'] });
    expect(toCrudFilter(flag, true)).toEqual({ field: 'is_import', operator: 'eq', value: true });
  });

  it('empty values become undefined (dropped by Refine)', () => {
    expect(toCrudFilter(search, '  ').value).toBeUndefined();
    expect(toCrudFilter(status, []).value).toBeUndefined();
    expect(toCrudFilter(period, ['a']).value).toBeUndefined();
    expect(toCrudFilter(flag, false).value).toBeUndefined();
  });

  it('reads values back from the URL shapes qs produces', () => {
    expect(normaliseValue(status, { 0: 'a', 1: 'b' })).toEqual(['a', 'b']);
    expect(normaliseValue(status, 'a')).toEqual(['a']);
    expect(normaliseValue(flag, 'true')).toBe(true);
    expect(normaliseValue(type, 5)).toBe('5');
    expect(readFilter(status, [{ field: 'status', operator: 'in', value: ['x'] }])).toEqual(['x']);
    expect(readFilter(status, [{ field: 'status', operator: 'eq', value: 'x' }])).toBeUndefined();
  });

  it('one day is eq on a yyyy-MM-dd value; anything else is no filter', () => {
    expect(toCrudFilter(day, '2026-11-25')).toEqual({ field: 'updated_at_short', operator: 'eq', value: '2026-11-25' });
    expect(toCrudFilter(day, '25.11.2026').value).toBeUndefined();
    expect(toCrudFilter(day, '').value).toBeUndefined();
    expect(readFilter(day, [{ field: 'updated_at_short', operator: 'eq', value: '2026-11-24' }])).toBe('2026-11-24');
  });

  it('computes defaults', () => {
    expect(defaultFilters([search, status, period, flag])).toEqual([
      { field: 'status', operator: 'in', value: ['new'] },
      { field: 'created_at', operator: 'between', value: ['2025-01-01T00:00:00Z', '2025-01-08T00:00:00Z'] },
    ]);
  });

  it('tells whether filters differ from the defaults', () => {
    const defaults = defaultFilters([status]);
    expect(differsFromDefaults([status, search], defaults, defaults)).toBe(false);
    expect(differsFromDefaults([status, search], [...defaults, { field: 'q', operator: 'contains', value: 'x' }], defaults)).toBe(true);
  });
});
