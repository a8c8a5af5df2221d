import { describe, expect, it } from 'vitest';
import { listUrl } from './list-url';
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
