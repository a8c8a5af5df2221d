import type { CrudFilter } from '@refinedev/core';
import { readListSearch } from '../list-search';
import type { SavedView } from './views-shape';
import { viewsStore } from './views-services';

/**
 * The view a list opens with: its default view when the address says nothing of the list's
 * state (no filters, sort, page or size), so a link or a reload keeps what it says.
 */
export function openingView(resource: string, search: string): SavedView | undefined {
  return isBareListSearch(search) ? viewsStore.defaultView(resource) : undefined;
}

/** The address says nothing of the list's state. */
export function isBareListSearch(search: string): boolean {
  const url = readListSearch(search);
  return !(url.filters || url.sorters || url.pageSize || url.currentPage);
}

/** A view's filters as the list's state takes them. */
export const viewFilters = (view: SavedView): CrudFilter[] => view.filters.map((f) => ({ ...f }));
