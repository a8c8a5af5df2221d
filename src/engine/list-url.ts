import { stringifyTableParams, type CrudFilter, type CrudOperators, type CrudSort } from '@refinedev/core';

export interface UrlFilter {
  field: string;
  operator: Exclude<CrudOperators, 'or' | 'and'>;
  value: string | string[];
}

/**
 * A link to a list opened with `filters`, in the URL state the list pages read (Refine's
 * syncWithLocation, `qs` with indices: `filters[0][field]=status&filters[0][value][0]=…`).
 * Filters in the URL replace the list's defaults, so a filter named here is the only one.
 */
export function listUrl(route: string, filters: readonly UrlFilter[]): string {
  const parts = filters.flatMap((f, i) => {
    const key = `filters[${i}]`;
    const values = Array.isArray(f.value) ? f.value.map((v, j) => `${key}[value][${j}]=${encodeURIComponent(v)}`) : [`${key}[value]=${encodeURIComponent(f.value)}`];
    return [`${key}[field]=${encodeURIComponent(f.field)}`, `${key}[operator]=${f.operator}`, ...values];
  });
  return parts.length ? `${route}?${parts.join('&')}` : route;
}

/**
 * A list's filters, sort and page size as a search in its own URL format, for a sibling tab
 * that shows the same view from page 1. Taken from the list's state, not the router's location:
 * router updates are transitions, late on a busy page, and could hand over an older address.
 */
export function tabSearch(state: { filters: CrudFilter[]; sorters: CrudSort[]; pageSize: number }): string {
  const search = stringifyTableParams({ filters: state.filters, sorters: state.sorters, pagination: { pageSize: state.pageSize } });
  return search ? `?${search}` : '';
}
