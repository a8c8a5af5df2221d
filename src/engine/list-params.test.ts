import { parseTableParams, stringifyTableParams, type CrudFilter, type CrudSort } from '@refinedev/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyDescriptor } from './descriptor';
import { openingDefaults, openingListParams } from './list-params';

const descriptor = {
  name: 'things',
  list: {
    pageSize: 20,
    defaultSort: { field: 'created_at', order: 'desc' },
    filters: [
      { kind: 'search', field: 'id' },
      { kind: 'multiSelect', field: 'status', options: [], defaultValue: ['new', 'done'] },
    ],
  },
} as unknown as AnyDescriptor;

/** The URL state as Refine's syncWithLocation writes it. */
const urlOf = (currentPage: number, pageSize: number, sorters: CrudSort[], filters: CrudFilter[]) =>
  `?${stringifyTableParams({ pagination: { currentPage, pageSize }, sorters, filters })}`;

describe('openingListParams: the list call a page makes when it opens', () => {
  it('uses the descriptor defaults on a bare URL', () => {
    expect(openingListParams(descriptor, '')).toEqual({
      pagination: { currentPage: 1, pageSize: 20, mode: 'server' },
      sorters: [{ field: 'created_at', order: 'desc' }],
      filters: [{ field: 'status', operator: 'in', value: ['new', 'done'] }],
    });
  });

  it('reads the URL as Refine writes it (page, size, sorters, filters with list values)', () => {
    const filters: CrudFilter[] = [
      { field: 'status', operator: 'in', value: ['completed', 'canceled'] },
      { field: 'created_at', operator: 'between', value: ['2026-11-16T00:00:00.000Z', '2026-11-23T10:00:00.000Z'] },
      { field: 'id', operator: 'contains', value: '6047' },
    ];
    const sorters: CrudSort[] = [{ field: 'total_price', order: 'asc' }];
    expect(openingListParams(descriptor, urlOf(3, 50, sorters, filters))).toEqual({ pagination: { currentPage: 3, pageSize: 50, mode: 'server' }, sorters, filters });
  });

  it('agrees with Refine’s own parse of any URL it writes', () => {
    const text = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/[[\]&=#%+?]/.test(s) && s.trim() === s);
    const filter = fc.record({
      field: fc.constantFrom('status', 'id', 'created_at'),
      operator: fc.constantFrom('in', 'eq', 'contains', 'between'),
      value: fc.oneof(text, fc.array(text, { minLength: 1, maxLength: 3 })),
    });
    const sorter = fc.record({ field: fc.constantFrom('created_at', 'total_price'), order: fc.constantFrom('asc', 'desc') as fc.Arbitrary<'asc' | 'desc'> });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.constantFrom(10, 20, 50), fc.array(sorter, { maxLength: 2 }), fc.array(filter, { minLength: 1, maxLength: 3 }), (page, size, sorters, filters) => {
        const search = urlOf(page, size, sorters, filters as CrudFilter[]);
        const refine = parseTableParams(search);
        const ours = openingListParams(descriptor, search);
        expect(ours.pagination).toMatchObject({ currentPage: refine.parsedCurrentPage, pageSize: refine.parsedPageSize });
        expect(ours.filters).toEqual(refine.parsedFilters);
        expect(ours.sorters).toEqual(sorters.length ? refine.parsedSorter : [descriptor.list!.defaultSort]);
      }),
    );
  });
});

describe('openingDefaults', () => {
  const specs = [{ kind: 'dateRange' as const, field: 'created_at', defaultValue: (): [string, string] => ['a', new Date().toISOString()] }];

  it('gives the route’s early call and the page the same "now" within the opening window', () => {
    const first = openingDefaults('window-test', specs, 1_000);
    expect(openingDefaults('window-test', specs, 5_000)).toBe(first);
    expect(openingDefaults('window-test', specs, 7_000)).not.toBe(first);
  });
});
