import { describe, expect, it } from 'vitest';
import { lastSevenDays } from '../filters';
import { presetRange } from '../../../src/controls/date-range-rules';
import { dayjs } from '../../../src/format/dates';
import { STATUS_GROUPS } from '../rules/status-groups';
import { canApply, draftOf, filtersOf, narrowedStatuses, presetOf } from './filter-draft';

const now = dayjs('2026-03-15T10:20:00');
const iso = (range: [ReturnType<typeof dayjs>, ReturnType<typeof dayjs>]) => [range[0].toISOString(), range[1].toISOString()];

describe('mobile filter draft', () => {
  it('reads the default last-7-days range as the week preset', () => {
    expect(presetOf(lastSevenDays(now), now)).toBe('week');
  });

  it.each(['today', 'week', 'month'] as const)('reads the %s preset back', (preset) => {
    expect(presetOf(iso(presetRange(preset, now)), now)).toBe(preset);
  });

  it('gives no preset for a custom range or none', () => {
    expect(presetOf([now.subtract(3, 'day').startOf('day').toISOString(), now.endOf('day').toISOString()], now)).toBeNull();
    expect(presetOf(iso(presetRange('week', now.subtract(1, 'day'))), now)).toBeNull();
    expect(presetOf(undefined, now)).toBeNull();
  });

  it('shows every status checked when the list is not filtered by status', () => {
    expect(draftOf(undefined, undefined, now).statuses).toEqual(STATUS_GROUPS);
    expect(draftOf(['canceled', 'on_assembly'], undefined, now).statuses).toEqual(['on_assembly', 'canceled']);
  });

  it('cannot apply without a status', () => {
    expect(canApply({ preset: 'week', statuses: [] })).toBe(false);
    expect(canApply({ preset: null, statuses: ['completed'] })).toBe(true);
  });

  it('turns the draft into filters: all statuses = no status filter; month = one month back to the end of today', () => {
    expect(filtersOf({ preset: 'month', statuses: [...STATUS_GROUPS] }, now)).toEqual({
      status: undefined,
      created_at: ['2026-02-15T00:00:00', '2026-03-15T23:59:59.999'].map((d) => dayjs(d).toISOString()),
    });
    expect(filtersOf({ preset: null, statuses: ['completed', 'canceled'] }, now)).toEqual({ status: ['completed', 'canceled'], created_at: undefined });
  });

  it('counts the statuses that narrow the list', () => {
    expect(narrowedStatuses(undefined)).toBe(0);
    expect(narrowedStatuses([...STATUS_GROUPS])).toBe(0);
    expect(narrowedStatuses(['completed', 'canceled'])).toBe(2);
  });
});
