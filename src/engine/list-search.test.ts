import { QS_PARSE_DEPTH, stringifyTableParams, type CrudFilter } from '@refinedev/core';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { readListSearch } from './list-search';

const refineParse = (search: string) => qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH });

describe('readListSearch', () => {
  it('reads what Refine writes as `qs` does, nested conditional filters included', () => {
    const filters: CrudFilter[] = [
      { field: 'status', operator: 'in', value: ['new', 'done'] },
      { operator: 'or', value: [{ field: 'id', operator: 'contains', value: '60 47' }, { field: 'phone', operator: 'in', value: ['7701', '7702'] }] },
    ];
    const search = `?${stringifyTableParams({ pagination: { currentPage: 2, pageSize: 50 }, sorters: [{ field: 'total', order: 'asc' }], filters })}`;
    const { currentPage, pageSize, sorters, filters: read } = refineParse(search);
    expect(readListSearch(search)).toEqual({ currentPage: Number(currentPage), pageSize: Number(pageSize), sorters, filters: read });
    expect(readListSearch(search).filters).toEqual(filters);
  });

  it('a URL without list state: nothing', () => {
    expect(readListSearch('?tab=active')).toEqual({});
    expect(readListSearch('')).toEqual({});
  });

  it('`[]` appends, as in a hand-written link', () => {
    expect(readListSearch('?filters[0][field]=status&filters[0][value][]=a&filters[0][value][]=b').filters).toEqual([{ field: 'status', value: ['a', 'b'] }]);
  });

  it('a page or size that is not a number is none (the list falls back to its own)', () => {
    expect(readListSearch('?currentPage=two&pageSize=')).toEqual({});
  });

  it('`__proto__` in a key is a plain name, not a prototype', () => {
    const read = readListSearch('?filters[0][__proto__][polluted]=1&filters[0][field]=id');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(read.filters?.[0]).toMatchObject({ field: 'id' });
  });
});
