import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';
import type { AnyDescriptor, FilterSpec } from './descriptor';
import { defaultFilters } from './filter-mapping';
import { readListSearch } from './list-search';
import { openingView, viewFilters } from './saved-views/opening-view';

/** Spec 2 §9: lists show 20 rows unless the descriptor says otherwise. */
export const DEFAULT_PAGE_SIZE = 20;

/** Opening defaults are shared for this long, so the route's early call and the page's own ask for the same period. */
const OPENING_WINDOW_MS = 5_000;
const opened = new Map<string, { filters: CrudFilter[]; at: number }>();

/**
 * A list's default filters at the moment it opens (a "last 7 days" default is relative to
 * that moment). The route's first wave computes them before the page mounts; the page,
 * mounting within OPENING_WINDOW_MS, gets the same values and so the same call.
 */
export function openingDefaults(name: string, specs: readonly FilterSpec[], now = Date.now()): CrudFilter[] {
  const known = opened.get(name);
  if (known && now - known.at < OPENING_WINDOW_MS) return known.filters;
  const filters = defaultFilters(specs);
  opened.set(name, { filters, at: now });
  return filters;
}

export interface ListParams {
  pagination: Pagination;
  sorters: CrudSort[];
  filters: CrudFilter[];
}

/**
 * The list call a list page makes when it opens at `search`, by Refine's syncWithLocation
 * rules (useTable): page, size, sorters and filters from the URL when it has them, the
 * descriptor's defaults otherwise (or, with a bare URL, the list's default saved view). The URL
 * is read as useTable reads it (readListSearch).
 */
export function openingListParams(resource: Pick<AnyDescriptor, 'name' | 'list'>, search: string): ListParams {
  const spec = resource.list;
  const url = readListSearch(search);
  // A bare address opens the list's default saved view, if it has one (issue 33).
  const view = openingView(resource.name, search);
  if (view) return { pagination: { currentPage: 1, pageSize: view.page_size, mode: 'server' }, sorters: view.sorters, filters: viewFilters(view) };
  return {
    pagination: { currentPage: url.currentPage || 1, pageSize: url.pageSize || spec?.pageSize || DEFAULT_PAGE_SIZE, mode: 'server' },
    sorters: url.sorters ?? (spec?.defaultSort ? [spec.defaultSort] : []),
    filters: url.filters ?? openingDefaults(resource.name, spec?.filters ?? []),
  };
}
