import type { BaseRecord, DataProvider } from '@refinedev/core';
import { canOpen } from '../../../providers/access';
import type { ShopStatus } from '../../../providers/shop-status';
import { showBaseOf, type AnyDescriptor } from '../../engine/descriptor';
import { FILTER_OPERATORS } from '../../engine/filter-mapping';
import { listUrl } from '../../engine/list-url';

/** Hits shown per resource: the palette finds a record, it is not the list. */
export const HITS_PER_RESOURCE = 5;
/** Shorter queries search nothing (pages and commands still filter). */
export const MIN_QUERY = 2;

/** A resource the palette searches: one with a menu entry this shop may open and a search filter in its list. */
export interface SearchTarget {
  name: string;
  /** The list's search filter (its backend parameter). */
  field: string;
  descriptor: AnyDescriptor;
}

export function searchTargets(descriptors: readonly AnyDescriptor[], status: ShopStatus | undefined): SearchTarget[] {
  return descriptors.flatMap((descriptor) => {
    const search = descriptor.list?.filters?.find((f) => f.kind === 'search');
    return descriptor.menu && search && canOpen(descriptor.access, status) ? [{ name: descriptor.name, field: search.field, descriptor }] : [];
  });
}

export interface SearchHit {
  /** `<resource>:<id>`: unique across the palette. */
  id: string;
  label: string;
  to: string;
}

/**
 * The list's own search call, as its search field makes it (the data provider: its path,
 * dialect and filter mapping), first page of a few rows.
 */
export async function searchResource(dataProvider: DataProvider, target: SearchTarget, query: string): Promise<SearchHit[]> {
  const { data } = await dataProvider.getList({
    resource: target.name,
    filters: [{ field: target.field, operator: FILTER_OPERATORS.search, value: query }],
    pagination: { currentPage: 1, pageSize: HITS_PER_RESOURCE },
  });
  return data.slice(0, HITS_PER_RESOURCE).map((record) => hitOf(target, record, query));
}

/** A hit opens its record page, or for a resource without one its list with this search. */
export function hitOf(target: SearchTarget, record: BaseRecord, query: string): SearchHit {
  const { descriptor } = target;
  const id = String(record[descriptor.backend.idField ?? 'id'] ?? '');
  const to = descriptor.pages.includes('show')
    ? `${showBaseOf(descriptor)}/${encodeURIComponent(id)}`
    : listUrl(descriptor.route, [{ field: target.field, operator: FILTER_OPERATORS.search, value: query }]);
  return { id: `${target.name}:${id}`, label: descriptor.recordLabel?.(record) ?? id, to };
}
