import { useCallback, useMemo, useState } from 'react';
import { useTable, type BaseRecord, type CrudSort, type HttpError } from '@refinedev/core';
import type { FilterSpec, Resource } from './descriptor';
import { differsFromDefaults, readFilter, toCrudFilter, type FilterValue } from './filter-mapping';
import { DEFAULT_PAGE_SIZE, openingDefaults } from './list-params';

export { DEFAULT_PAGE_SIZE };

const NO_FILTERS: FilterSpec[] = [];

/**
 * The list's state (filters, sort, page) on top of Refine's useTable, kept in the URL
 * (`syncWithLocation`) so that a link or the back button restores the view. Default
 * filter values apply only when the URL carries no filters. Any filter, sort or page-size
 * change goes back to page 1 (spec 2 §9).
 */
export function useListState<T extends BaseRecord>(descriptor: Resource<T>) {
  const list = descriptor.list;
  const specs = list?.filters ?? NO_FILTERS;
  // Computed once, when the list opens (shared with the route's early call): a "last 7 days"
  // default is relative to that moment.
  const [defaults] = useState(() => openingDefaults(descriptor.name, specs));
  const [initialSorters] = useState<CrudSort[]>(() => (list?.defaultSort ? [list.defaultSort] : []));

  const table = useTable<T, HttpError>({
    resource: descriptor.name,
    syncWithLocation: true,
    pagination: { pageSize: list?.pageSize ?? DEFAULT_PAGE_SIZE },
    filters: { initial: defaults, defaultBehavior: 'merge' },
    sorters: { initial: initialSorters },
    // A list whose rows are still changing (uploads processing) re-reads itself until they
    // settle; react-query pauses the interval while the tab is hidden.
    queryOptions: list?.refresh
      ? { refetchInterval: (query) => (list.refresh!.while(query.state.data?.data ?? []) ? list.refresh!.everyMs : false), refetchIntervalInBackground: false }
      : undefined,
  });
  const { filters, setFilters, setSorters, setCurrentPage, setPageSize, pageSize } = table;

  const values = useMemo(
    () => Object.fromEntries(specs.map((spec) => [spec.field, readFilter(spec, filters)])) as Record<string, FilterValue>,
    [specs, filters],
  );

  const setFilterValue = useCallback(
    (spec: FilterSpec, value: FilterValue) => {
      setFilters([toCrudFilter(spec, value)], 'merge');
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );

  const resetFilters = useCallback(() => {
    setFilters(defaults, 'replace');
    setCurrentPage(1);
  }, [defaults, setFilters, setCurrentPage]);

  const setSort = useCallback(
    (field: string | undefined, order: 'asc' | 'desc' | undefined) => {
      setSorters(field && order ? [{ field, order }] : []);
      setCurrentPage(1);
    },
    [setSorters, setCurrentPage],
  );

  const setPage = useCallback(
    (page: number, size: number) => {
      if (size !== pageSize) setPageSize(size);
      setCurrentPage(size !== pageSize ? 1 : page);
    },
    [pageSize, setPageSize, setCurrentPage],
  );

  return {
    ...table,
    specs,
    values,
    filtersChanged: differsFromDefaults(specs, filters, defaults),
    setFilterValue,
    resetFilters,
    setSort,
    setPage,
  };
}

export type ListState<T extends BaseRecord> = ReturnType<typeof useListState<T>>;
