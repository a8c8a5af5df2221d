import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { unionFilters, unionSorters, useDataProvider, useTable, type BaseRecord, type CrudFilter, type CrudSort, type GetListResponse, type HttpError, type LogicalFilter } from '@refinedev/core';
import type { Query, QueryKey } from '@tanstack/react-query';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import type { PartnerDataProvider } from '../../providers/data-provider';
import type { FilterSpec, Resource } from './descriptor';
import { differsFromDefaults, readFilter, toCrudFilter, type FilterValue } from './filter-mapping';
import { DEFAULT_PAGE_SIZE, openingDefaults, openingListParams } from './list-params';
import { isBareListSearch, openingView, viewFilters } from './saved-views/opening-view';
import { sortersKey } from './saved-views/view-match';
import { useArrivals } from './live/use-arrivals';
import { recordId } from './navigation';
import type { SavedView } from './saved-views/views-shape';

export { DEFAULT_PAGE_SIZE };

/**
 * Whether a query key is a list call of `resource` as Refine's useList names it
 * (['data', provider, resource, 'list', params]), whatever its filters, sort and page.
 */
export function isListOf(key: QueryKey | undefined, resource: string): boolean {
  return Array.isArray(key) && key[0] === 'data' && key[2] === resource && key[3] === 'list';
}

/**
 * The rows a list shows while its next answer loads (react-query's placeholderData): the
 * previous answer only when it was this resource's list (another page, sort, filter or size
 * of the same list: a deliberate speed feature), never another resource's. Refine's
 * QueryClient keeps every query's previous data (keepPreviousData) whatever its key, so a
 * list that starts from another resource's (a screen shared by two resources) would hand
 * that resource's rows to this one's render functions.
 */
export function sameListPlaceholder<T>(resource: string) {
  return (previous: T | undefined, previousQuery: Query<T, HttpError, T, QueryKey> | undefined): T | undefined =>
    previous !== undefined && isListOf(previousQuery?.queryKey, resource) ? previous : undefined;
}

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
  // Computed when the list opens (shared with the route's early call): a "last 7 days" default
  // is relative to that moment.
  const [defaults, setDefaults] = useState(() => openingDefaults(descriptor.name, specs));
  const { search, key } = useLocation();
  // A bare address opens the list's default saved view (issue 33): its state is the first one.
  const [openedView] = useState(() => openingView(descriptor.name, search));
  const [openedBare] = useState(() => isBareListSearch(search));
  const [initialSorters] = useState<CrudSort[]>(() => (openedView ? openedView.sorters : list?.defaultSort ? [list.defaultSort] : []));
  const [initialFilters] = useState(() => (openedView ? viewFilters(openedView) : defaults));
  // The route's early call for this URL (route-start.ts), when it has already arrived, is the
  // first render's rows: the page opens with its table filled instead of a render later, and
  // does not ask again on mount for the answer it was just given.
  const provider = useDataProvider()() as Partial<PartnerDataProvider>;
  const tookEarly = useRef(false);
  const arrived = () => {
    const answer = provider.takeArrivedList?.<T>({ resource: descriptor.name, ...openingListParams(descriptor, search) }) as GetListResponse<T> | undefined;
    tookEarly.current ||= answer !== undefined;
    return answer;
  };

  const table = useTable<T, HttpError>({
    resource: descriptor.name,
    syncWithLocation: true,
    pagination: { pageSize: openedView?.page_size ?? list?.pageSize ?? DEFAULT_PAGE_SIZE },
    filters: { initial: initialFilters, defaultBehavior: 'merge' },
    sorters: { initial: initialSorters },
    // A list whose rows are still changing (uploads processing) re-reads itself until they
    // settle; react-query pauses the interval while the tab is hidden.
    queryOptions: {
      initialData: arrived,
      placeholderData: sameListPlaceholder<GetListResponse<T>>(descriptor.name),
      refetchOnMount: () => !tookEarly.current,
      ...(list?.refresh && { refetchInterval: (query) => (list.refresh!.while(query.state.data?.data ?? []) ? list.refresh!.everyMs : false), refetchIntervalInBackground: false }),
    },
  });
  const { filters, setFilters, setSorters, setCurrentPage, setPageSize, pageSize } = table;

  const values = useMemo(
    () => Object.fromEntries(specs.map((spec) => [spec.field, readFilter(spec, filters)])) as Record<string, FilterValue>,
    [specs, filters],
  );

  // What a search set aside (the period while an order number is looked up), to give it back.
  const [asideValues, setAsideValues] = useState<LogicalFilter[] | null>(null);

  // Refine's useTable reads the address only when it mounts, and the list writes its state
  // there, never bare, by replacing it. So a new address that is bare, or came by push or pop,
  // while the list is open is a link from outside (the side menu's entry, the new-orders
  // banner, Back and Forward; a link to the address shown replaces it): the list shows it as if
  // it had just opened there (bare: the opening defaults). Told by the location's key and kind,
  // not by comparing searches: router updates are transitions, late on a busy page, so the
  // search the list sees can be an older one of its own. Set in an effect, never while
  // rendering (issue 29): the render that brings the address still shows the old view, the
  // next one the address's, which useTable then writes back to it.
  const navigationType = useNavigationType();
  const shownAt = useRef(key);
  useEffect(() => {
    if (key === shownAt.current) return;
    shownAt.current = key;
    if (search !== '' && navigationType === NavigationType.Replace) return; // the list's own write
    const opening = openingListParams(descriptor, search);
    setDefaults(openingDefaults(descriptor.name, specs));
    setAsideValues(null);
    setFilters(opening.filters, 'replace');
    setSorters(opening.sorters);
    setCurrentPage(opening.pagination.currentPage ?? 1);
    setPageSize(opening.pagination.pageSize ?? DEFAULT_PAGE_SIZE);
  }, [key, search, navigationType, descriptor, specs, setFilters, setSorters, setCurrentPage, setPageSize]);

  // A sort, a page or a filter starts its list call with the click (issue 30): Refine's useList asks only
  // once the render showing the new state is done, a few hundred ms later on a busy page; its
  // identical call then takes this one's answer (data provider's prefetchList). The params are
  // built as useTable builds them (no permanent filters or sorters here).
  const current = useRef({ filters, sorters: table.sorters, currentPage: table.currentPage, pageSize, provider });
  current.current = { filters, sorters: table.sorters, currentPage: table.currentPage, pageSize, provider };
  const startCall = useCallback(
    /** `filters`: the changes given to setFilters(…, 'merge'), merged here as useTable merges them. */
    (next: { sorters?: CrudSort[]; currentPage: number; pageSize?: number; filters?: CrudFilter[] }) => {
      const now = current.current;
      const filters = next.filters ? unionFilters([], next.filters, now.filters) : now.filters;
      const same =
        next.currentPage === now.currentPage &&
        (next.pageSize ?? now.pageSize) === now.pageSize &&
        JSON.stringify(next.sorters ?? now.sorters) === JSON.stringify(now.sorters) &&
        JSON.stringify(filters) === JSON.stringify(now.filters);
      if (same) return; // Refine will not ask: an unused answer would wait for a later, fresher call
      now.provider.prefetchList?.({
        resource: descriptor.name,
        filters: unionFilters([], filters),
        sorters: unionSorters([], next.sorters ?? now.sorters),
        pagination: { currentPage: next.currentPage, pageSize: next.pageSize ?? now.pageSize, mode: 'server' },
      });
    },
    [descriptor.name],
  );

  const asideSpecs = useCallback(
    (spec: FilterSpec) => (spec.kind === 'search' && spec.setsAside ? specs.filter((s) => spec.setsAside!.includes(s.field)) : []),
    [specs],
  );
  /** The set-aside filters' values before the search, or their defaults (a link opened with a search). */
  const givenBack = useCallback(
    (aside: FilterSpec[]) => asideValues ?? aside.map((s) => toCrudFilter(s, readFilter(s, defaults))),
    [asideValues, defaults],
  );

  const setFilterValue = useCallback(
    (spec: FilterSpec, value: FilterValue) => {
      const aside = asideSpecs(spec);
      const searching = toCrudFilter(spec, value);
      let changes: CrudFilter[];
      if (aside.length === 0) {
        changes = [searching];
      } else if (searching.value !== undefined) {
        if (readFilter(spec, filters) === undefined) setAsideValues(aside.map((s) => toCrudFilter(s, readFilter(s, filters))));
        changes = [searching, ...aside.map((s) => toCrudFilter(s, undefined))];
      } else {
        changes = [searching, ...givenBack(aside)];
        setAsideValues(null);
      }
      startCall({ filters: changes, currentPage: 1 });
      setFilters(changes, 'merge');
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage, asideSpecs, givenBack, filters, startCall],
  );

  /** The search that sets filters aside, while it has a value: what the list's note names. */
  const searchAside = useMemo(() => {
    const spec = specs.find((s) => s.kind === 'search' && s.setsAside?.length && readFilter(s, filters) !== undefined);
    return spec ? { spec, text: String(readFilter(spec, filters)), aside: asideSpecs(spec) } : undefined;
  }, [specs, filters, asideSpecs]);

  const resetFilters = useCallback(() => {
    setAsideValues(null);
    setFilters(defaults, 'replace');
    setCurrentPage(1);
  }, [defaults, setFilters, setCurrentPage]);


  const setSort = useCallback(
    (field: string | undefined, order: 'asc' | 'desc' | undefined) => {
      const sorters: CrudSort[] = field && order ? [{ field, order }] : [];
      startCall({ sorters, currentPage: 1 });
      setSorters(sorters);
      setCurrentPage(1);
    },
    [setSorters, setCurrentPage, startCall],
  );

  const setPage = useCallback(
    (page: number, size: number) => {
      const currentPage = size !== pageSize ? 1 : page;
      startCall({ currentPage, pageSize: size });
      if (size !== pageSize) setPageSize(size);
      setCurrentPage(currentPage);
    },
    [pageSize, setPageSize, setCurrentPage, startCall],
  );

  /** Shows a saved view: its filters, sort and page size, from page 1. */
  const applyView = useCallback(
    (view: SavedView) => {
      setAsideValues(null);
      startCall({ sorters: view.sorters, currentPage: 1, pageSize: view.page_size });
      setFilters(viewFilters(view), 'replace');
      setSorters(view.sorters);
      setPageSize(view.page_size);
      setCurrentPage(1);
    },
    [setFilters, setSorters, setPageSize, setCurrentPage, startCall],
  );

  const filtersChanged = differsFromDefaults(specs, filters, defaults);
  const inDefaultOrder = sortersKey(table.sorters) === sortersKey(list?.defaultSort ? [list.defaultSort] : []);
  // New records announced by the shell's poll (issue 34): re-read in place at the head of the list.
  const arrivedKeys = useArrivals<T>({
    descriptor,
    atHead: table.currentPage === 1 && inDefaultOrder,
    rows: table.result.data,
    keyOf: (record) => recordId(descriptor, record),
    refetch: () => table.tableQuery.refetch(),
  });

  return {
    ...table,
    specs,
    /** Keys of the rows that just arrived in place (marked for a few seconds). */
    arrivedKeys,
    values,
    filtersChanged,
    setFilterValue,
    searchAside,
    /** Clears the search and gives back what it set aside. */
    endSearchAside: () => searchAside && setFilterValue(searchAside.spec, undefined),
    /** The search text, when one is applied (for the empty state's words). */
    searchText: specs.filter((s) => s.kind === 'search').map((s) => readFilter(s, filters)).find((v): v is string => typeof v === 'string'),
    resetFilters,
    /** The default saved view the list opened with (a bare address), if any. */
    openedView,
    /** The list opened at a bare address (a default view known only later may still be shown). */
    openedBare,
    /** The list shows its own defaults (filters, sort, page size): nothing worth saving as a view yet. */
    atDefaults: !filtersChanged && inDefaultOrder && pageSize === (list?.pageSize ?? DEFAULT_PAGE_SIZE),
    applyView,
    setSort,
    setPage,
  };
}

export type ListState<T extends BaseRecord> = ReturnType<typeof useListState<T>>;
