import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';
import type { AnyDescriptor, FilterSpec } from './descriptor';
import { defaultFilters } from './filter-mapping';

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

type Tree = { [key: string]: string | Tree };

/** `a[0][b]=1&a[0][c][0]=2` → nested objects, as Refine's `qs` parse with arrayFormat 'indices' reads its URL state. */
function parseNested(search: string): Tree {
  const root: Tree = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (typeof node[part] === 'object' ? node[part] : (node[part] = {})) as Tree;
    });
  }
  return root;
}

const list = (value: string | Tree | undefined): Array<string | Tree> => (value && typeof value === 'object' ? Object.values(value) : []);
const text = (value: string | Tree | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
/** An index-keyed node (`{0: 'a', 1: 'b'}`) is an array; anything else stays as it is. */
const valueOf = (value: string | Tree | undefined): unknown => (value && typeof value === 'object' ? Object.values(value) : value);

export interface ListParams {
  pagination: Pagination;
  sorters: CrudSort[];
  filters: CrudFilter[];
}

/**
 * The list call a list page makes when it opens at `search`, by Refine's syncWithLocation
 * rules (useTable): page, size, sorters and filters from the URL when it has them, the
 * descriptor's defaults otherwise.
 */
export function openingListParams(resource: Pick<AnyDescriptor, 'name' | 'list'>, search: string): ListParams {
  const spec = resource.list;
  const url = parseNested(search.replace(/^\?/, ''));
  const sorters = list(url.sorters).flatMap((s) => (typeof s === 'object' && text(s.field) ? [{ field: text(s.field)!, order: text(s.order) === 'asc' ? 'asc' : 'desc' } as CrudSort] : []));
  const filters = list(url.filters).flatMap((f) =>
    typeof f === 'object' && text(f.field) ? [{ field: text(f.field)!, operator: text(f.operator), value: valueOf(f.value) } as CrudFilter] : [],
  );
  return {
    pagination: { currentPage: Number(text(url.currentPage)) || 1, pageSize: Number(text(url.pageSize)) || spec?.pageSize || DEFAULT_PAGE_SIZE, mode: 'server' },
    sorters: sorters.length ? sorters : spec?.defaultSort ? [spec.defaultSort] : [],
    filters: filters.length ? filters : openingDefaults(resource.name, spec?.filters ?? []),
  };
}
