import { describe, expect, it } from 'vitest';
import { listUrl, tabSearch } from './list-url';
import { openingListParams } from './list-params';
import type { AnyDescriptor } from './descriptor';

describe('listUrl', () => {
  it('writes filters the way the list pages read them back', () => {
    const url = listUrl('/orders', [{ field: 'status', operator: 'in', value: ['waiting_confirmation'] }, { field: 'id', operator: 'contains', value: 'A 1' }]);
    expect(url).toBe('/orders?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=waiting_confirmation&filters[1][field]=id&filters[1][operator]=contains&filters[1][value]=A%201');
    const descriptor = { name: 'orders', list: { filters: [] } } as unknown as AnyDescriptor;
    expect(openingListParams(descriptor, url.slice(url.indexOf('?'))).filters).toEqual([
      { field: 'status', operator: 'in', value: ['waiting_confirmation'] },
      { field: 'id', operator: 'contains', value: 'A 1' },
    ]);
  });

  it('no filters: the route alone', () => expect(listUrl('/reviews', [])).toBe('/reviews'));
});

describe('tabSearch', () => {
  it("writes the list's filters, sort and page size as the list's own URL does, without the page", () => {
    const search = tabSearch({
      filters: [
        { field: 'month', operator: 'eq', value: '2026-12' },
        { field: 'category', operator: 'in', value: ['1', '2'] },
        { field: 'is_subscribed', operator: 'eq', value: true },
      ],
      sorters: [{ field: 'start_date', order: 'desc' }],
      pageSize: 12,
    });
    expect(search).toBe(
      '?pageSize=12&sorters[0][field]=start_date&sorters[0][order]=desc' +
        '&filters[0][field]=month&filters[0][operator]=eq&filters[0][value]=2026-12' +
        '&filters[1][field]=category&filters[1][operator]=in&filters[1][value][0]=1&filters[1][value][1]=2' +
        '&filters[2][field]=is_subscribed&filters[2][operator]=eq&filters[2][value]=true',
    );
    expect(search).not.toContain('currentPage');
    // What the list reads back when it opens at that address.
    expect(openingListParams({ name: 'x', list: undefined }, search)).toMatchObject({
      pagination: { currentPage: 1, pageSize: 12 },
      sorters: [{ field: 'start_date', order: 'desc' }],
      filters: [
        { field: 'month', operator: 'eq', value: '2026-12' },
        { field: 'category', operator: 'in', value: ['1', '2'] },
        { field: 'is_subscribed', operator: 'eq', value: 'true' },
      ],
    });
  });
});
