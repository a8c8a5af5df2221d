import type { CrudFilter, CrudOperators, LogicalFilter } from '@refinedev/core';
import type { FilterSpec, FilterValue } from './descriptor';

/**
 * How each filter kind becomes a Refine CrudFilter (the data provider's dialects turn
 * these into each backend's own parameters): search → contains, multi-select → in,
 * single-select, one day (yyyy-MM-dd) and checkbox → eq, date range → between [from, to].
 */
export const FILTER_OPERATORS: Record<FilterSpec['kind'], Exclude<CrudOperators, 'or' | 'and'>> = {
  search: 'contains',
  multiSelect: 'in',
  singleSelect: 'eq',
  dateRange: 'between',
  date: 'eq',
  checkbox: 'eq',
};

/** A filter's value as the controls hold it; undefined means "not filtered". */
export type { FilterValue };

function strings(value: unknown): string[] {
  // qs turns arrays longer than 20 into index-keyed objects, and a lone value into a string.
  const raw = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [value];
  return raw.filter((v): v is string | number => (typeof v === 'string' && v !== '') || typeof v === 'number').map(String);
}

/** Normalises a value (also one read back from the URL, where everything is a string). */
export function normaliseValue(spec: FilterSpec, value: unknown): FilterValue {
  switch (spec.kind) {
    case 'search': {
      const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
      return text === '' ? undefined : text;
    }
    case 'singleSelect':
      return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
    case 'multiSelect': {
      const list = strings(value);
      return list.length ? list : undefined;
    }
    case 'dateRange': {
      const list = strings(value);
      return list.length === 2 ? [list[0], list[1]] : undefined;
    }
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
    case 'checkbox':
      return value === true || value === 'true' ? true : undefined;
  }
}

/** The CrudFilter for a value; an empty value gives `value: undefined`, which Refine drops. */
export function toCrudFilter(spec: FilterSpec, value: unknown): LogicalFilter {
  return { field: spec.field, operator: FILTER_OPERATORS[spec.kind], value: normaliseValue(spec, value) };
}

/** The current value of one filter out of Refine's filter state. */
export function readFilter(spec: FilterSpec, filters: readonly CrudFilter[]): FilterValue {
  const found = filters.find(
    (f): f is LogicalFilter => 'field' in f && f.field === spec.field && f.operator === FILTER_OPERATORS[spec.kind],
  );
  return found ? normaliseValue(spec, found.value) : undefined;
}

/** The descriptor's default values, computed now (a date range's default is relative to the moment the list opens). */
export function defaultFilters(specs: readonly FilterSpec[]): LogicalFilter[] {
  const out: LogicalFilter[] = [];
  for (const spec of specs) {
    if (spec.kind === 'search' || spec.defaultValue === undefined) continue;
    const value = typeof spec.defaultValue === 'function' ? spec.defaultValue() : spec.defaultValue;
    const filter = toCrudFilter(spec, value);
    if (filter.value !== undefined) out.push(filter);
  }
  return out;
}

/** True when any filter differs from its default (for the empty state's wording and the reset button). */
export function differsFromDefaults(specs: readonly FilterSpec[], filters: readonly CrudFilter[], defaults: readonly CrudFilter[]): boolean {
  return specs.some((spec) => JSON.stringify(readFilter(spec, filters) ?? null) !== JSON.stringify(readFilter(spec, defaults) ?? null));
}
