import type { CrudOperators } from '@refinedev/core';

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
