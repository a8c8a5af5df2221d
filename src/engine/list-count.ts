import type { CrudFilter, DataProvider, LogicalFilter } from '@refinedev/core';
import { ONE_ROW } from '../../providers/count-by';

/**
 * How many records of `resource` these filters select: its list call through the data
 * provider (the descriptor's path, dialect and filter mapping, so a count never disagrees
 * with the list it stands beside), for one row, read for its total.
 */
export async function countRecords(dataProvider: DataProvider, resource: string, filters: CrudFilter[], signal?: AbortSignal): Promise<number> {
  const { total } = await dataProvider.getList({ resource, filters, pagination: ONE_ROW, meta: signal ? { signal } : undefined });
  return total;
}

const fieldOf = (f: CrudFilter) => ('field' in f ? f.field : '');
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A list's filters with the one on `field` replaced by `filter` (none: dropped), for a count
 * beside the list (a status tab's). One spelling for the same selection, whatever order the
 * list holds its filters in: those without a value left out, the rest by field, `filter` last,
 * so the count's cache key and call do not change with the list's own value of `field`.
 */
export function filtersWith(filters: readonly CrudFilter[], field: string, filter?: LogicalFilter): CrudFilter[] {
  const kept = filters
    .filter((f) => !('field' in f) || (f.field !== field && !isEmpty(f.value)))
    .sort((a, b) => fieldOf(a).localeCompare(fieldOf(b)));
  return filter ? [...kept, filter] : kept;
}
