import type { CrudFilter } from '@refinedev/core';
import { readListSearch } from '../list-search';
import type { SavedView } from './views-shape';
import { viewsStore } from './views-services';

/**
 * The view a list opens with: its default view when the address says nothing of the list's
 * state (no filters, sort, page or size), so a link or a reload keeps what it says.
 */
export function openingView(resource: string, search: string): SavedView | undefined {
  const url = readListSearch(search);
  if (url.filters || url.sorters || url.pageSize || url.currentPage) return undefined;
  return viewsStore.defaultView(resource);
}

/** A view's filters as the list's state takes them. */
export const viewFilters = (view: SavedView): CrudFilter[] => view.filters.map((f) => ({ ...f }));
