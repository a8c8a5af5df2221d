import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { FilterSpec } from '../descriptor';
import { readFilter, toCrudFilter } from '../filter-mapping';
import type { ColumnVisibility } from '../column-visibility';
import type { SavedView, ViewFilter } from './views-shape';

export interface ListViewState {
  filters: readonly CrudFilter[];
  sorters: readonly CrudSort[];
  pageSize: number;
  columns?: ColumnVisibility;
}

/** The list's state as a view keeps it: each descriptor filter that has a value, the sort, the size, the columns. */
export function viewOfState(specs: readonly FilterSpec[], state: ListViewState, id: string, name: string, isDefault: boolean): SavedView {
  const filters = specs.map((spec) => toCrudFilter(spec, readFilter(spec, state.filters))).filter((f): f is ViewFilter => f.value !== undefined);
  const view: SavedView = { id, name, filters, sorters: state.sorters.map((s) => ({ field: s.field, order: s.order })), page_size: state.pageSize };
  if (isDefault) view.is_default = true;
  if (state.columns) view.columns = { ...state.columns };
  return view;
}

/** A sort as one comparable string (field and order only). */
export const sortersKey = (list: readonly { field: string; order: string }[]) => JSON.stringify(list.map((s) => [s.field, s.order]));

/** Whether the list shows this view now: the same filter values, sort and page size (columns are the browser's). */
export function showsView(specs: readonly FilterSpec[], state: ListViewState, view: SavedView): boolean {
  const sameFilters = specs.every((spec) => JSON.stringify(readFilter(spec, state.filters) ?? null) === JSON.stringify(readFilter(spec, view.filters) ?? null));
  return sameFilters && sortersKey(state.sorters) === sortersKey(view.sorters) && state.pageSize === view.page_size;
}
