import type { CrudFilter, CrudSort } from '@refinedev/core';

/** A list's state in its URL, as Refine's useTable takes it from the router's parse. */
export interface ListSearch {
  currentPage?: number;
  pageSize?: number;
  sorters?: CrudSort[];
  filters?: CrudFilter[];
}

type Node = string | { [key: string]: Node };

/** `a[0][b]=1&a[0][c][]=2` → nested objects along each key's path (`[]` appends), as `qs` reads them. */
function parseNested(search: string): Record<string, Node> {
  // Null-prototype nodes: a key such as `__proto__` is a plain name here.
  const root: Record<string, Node> = Object.create(null);
  for (const [key, value] of new URLSearchParams(search)) {
    const head = key.split('[', 1)[0];
    const path = [head, ...Array.from(key.slice(head.length).matchAll(/\[([^[\]]*)\]/g), (m) => m[1])];
    let node = root;
    path.forEach((part, i) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) node[name] = value;
      else node = (typeof node[name] === 'object' ? node[name] : (node[name] = Object.create(null))) as Record<string, Node>;
    });
  }
  return root;
}

/** A node as `qs` gives it: index-keyed objects become arrays (in index order), all the way down. */
function valueOf(node: Node): unknown {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const values = keys.map((k) => valueOf(node[k]));
  return keys.every((k) => /^(0|[1-9]\d*)$/.test(k)) ? values : Object.fromEntries(keys.map((k, i) => [k, values[i]]));
}

/** '2' → 2, as @refinedev/react-router's parse converts the page and size; a word is no number. */
function numberOf(node: Node | undefined): number | undefined {
  return typeof node === 'string' && `${Number(node)}` === node ? Number(node) : undefined;
}

function objectsOf(node: Node | undefined): object[] | undefined {
  const value = node === undefined ? undefined : valueOf(node);
  return Array.isArray(value) ? value.filter((item): item is object => typeof item === 'object') : undefined;
}

/**
 * The list state in a URL's search (`currentPage`, `pageSize`, `sorters`, `filters` as
 * Refine's syncWithLocation writes them: `qs`, arrayFormat 'indices'). The one reader of it:
 * our router provider hands it to Refine (useParsed, which useTable reads), and the route's
 * early call reads it through openingListParams, so both ask for the same rows. Written
 * here, not with `qs`: the early call runs in the entry, which must stay free of Refine's libraries.
 */
export function readListSearch(search: string): ListSearch {
  const url = parseNested(search.replace(/^\?/, ''));
  return {
    currentPage: numberOf(url.currentPage),
    pageSize: numberOf(url.pageSize),
    sorters: objectsOf(url.sorters) as CrudSort[] | undefined,
    filters: objectsOf(url.filters) as CrudFilter[] | undefined,
  };
}
