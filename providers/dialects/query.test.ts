import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { CrudFilter } from '@refinedev/core';
import { dialects } from './index';
import { buildListQuery, filterPairs, pagingPairs, readList, sortPairs } from './query';
import type { Dialect } from './types';

const { oms, accounter, feedback, storefront } = dialects;
const auditV1 = dialects['audit-v1'];
const gateway = dialects['merchant-gateway'];
const profile = dialects['merchant-profile'];

describe('pagingPairs', () => {
  it.each([
    [{ currentPage: 2, pageSize: 50 }, [['page', '2'], ['limit', '50']]],
    [{ currentPage: 2, pageSize: 50, mode: 'server' as const }, [['page', '2'], ['limit', '50']]],
    [{ pageSize: 20 }, [['page', '1'], ['limit', '20']]],
    [{ mode: 'off' as const }, []],
    [{ mode: 'client' as const }, []],
  ])('%j → %j', (pagination, expected) => expect(pagingPairs(oms, pagination)).toEqual(expected));
});

describe('sortPairs', () => {
  it('refuses a second sorter rather than dropping it', () => {
    const two = [
      { field: 'created_at', order: 'desc' as const },
      { field: 'total_price', order: 'asc' as const },
    ];
    expect(() => sortPairs(oms, two)).toThrow('dialect oms: sorting by more than one field is not supported');
  });
  it('an empty sort list is fine even where sorting is not supported', () => expect(sortPairs(gateway, [])).toEqual([]));
});

describe('filterPairs', () => {
  it('keeps the order filters are given in', () => {
    const filters: CrudFilter[] = [
      { field: 'search', operator: 'contains', value: 'x' },
      { field: 'status', operator: 'in', value: ['a', 'b'] },
      { field: 'id', operator: 'eq', value: 7 },
    ];
    expect(filterPairs(oms, filters)).toEqual([['search', 'x'], ['status', 'a,b'], ['id', '7']]);
  });

  it.each<[string, Dialect, CrudFilter, Array<[string, string]>]>([
    ['audit v1 day from an instant', auditV1, { field: 'updated_at_short', operator: 'eq', value: '2024-05-01T12:00:00Z' }, [['updated_at_short', '2024-05-01']]],
    ['audit v1 day as given', auditV1, { field: 'updated_at_short', operator: 'eq', value: '2024-05-01' }, [['updated_at_short', '2024-05-01']]],
    ['audit v1 day from dayjs', auditV1, { field: 'updated_at_short', operator: 'eq', value: dayjs('2024-05-01') }, [['updated_at_short', '2024-05-01']]],
    ['a dayjs range end', accounter, { field: 'd', operator: 'between', value: [dayjs('2024-05-01'), new Date(2024, 4, 7, 23, 59)] }, [['date_from', '2024-05-01'], ['date_to', '2024-05-07']]],
    ['a Date range end as an instant', feedback, { field: 'd', operator: 'between', value: [new Date(Date.UTC(2024, 4, 1)), new Date(Date.UTC(2024, 4, 2))] }, [['date_from', '2024-05-01T00:00:00.000Z'], ['date_to', '2024-05-02T00:00:00.000Z']]],
    ['a Date eq elsewhere is an instant', oms, { field: 'at', operator: 'eq', value: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) }, [['at', '2024-01-02T03:04:05.000Z']]],
    ['booleans in a list', storefront, { field: 'flag', operator: 'in', value: [true, false] }, [['flag', 'true'], ['flag', 'false']]],
    ['numbers in a comma list', feedback, { field: 'ratings', operator: 'in', value: [1, 2, 5] }, [['ratings', '1,2,5']]],
    ['search keeps inner runs of spaces', gateway, { field: 'search', operator: 'contains', value: 'a  b' }, [['search', 'a++b']]],
  ])('%s', (_label, dialect, filter, expected) => expect(filterPairs(dialect, [filter])).toEqual(expected));

  it.each<[string, Dialect, CrudFilter, string]>([
    ['not a date', oms, { field: 'd', operator: 'between', value: ['soon', '2024-05-01'] }, 'dialect oms: soon is not a date'],
    ['a range that is not a pair', oms, { field: 'd', operator: 'between', value: '2024-05-01' }, 'dialect oms: a between value must be [from, to]'],
    ['an object value', oms, { field: 'status', operator: 'eq', value: { a: 1 } }, 'dialect oms: value of status is not a string, number, boolean or date'],
    ['nested in an or', oms, { operator: 'or', value: [] }, 'dialect oms: operator or is not supported'],
  ])('throws on %s', (_label, dialect, filter, message) => expect(() => filterPairs(dialect, [filter])).toThrow(message));
});

describe('buildListQuery', () => {
  it('orders fixed, filters, sort, paging', () => {
    const query = buildListQuery(auditV1, {
      fixedQuery: { event_type: 'merchant_gateway.upload', load_type: ['auto', 'manual'] },
      filters: [{ field: 'status', operator: 'in', value: ['success', 'processed'] }],
      sorters: [{ field: 'created_at', order: 'desc' }],
      pagination: { currentPage: 1, pageSize: 1 },
    });
    expect(query).toBe(
      'event_type=merchant_gateway.upload&load_type=auto&load_type=manual&status=success&status=processed&sort_key=created_at&sort_dir=desc&page=1&limit=1',
    );
  });

  it('a filter replaces a fixed parameter of the same name; an empty one does not', () => {
    const fixedQuery = { status: ['new', 'paid'] };
    expect(buildListQuery(oms, { fixedQuery, filters: [{ field: 'status', operator: 'in', value: ['done'] }], pagination: { mode: 'off' } })).toBe('status=done');
    expect(buildListQuery(oms, { fixedQuery, filters: [{ field: 'status', operator: 'in', value: [] }], pagination: { mode: 'off' } })).toBe('status=new,paid');
  });

  it('orders: status, range, search by id, sort, paging', () => {
    const query = buildListQuery(oms, {
      filters: [
        { field: 'id', operator: 'contains', value: '  5012 ' },
        { field: 'status', operator: 'in', value: ['APPROVED_BY_MERCHANT', 'ASSEMBLED'] },
        { field: 'created_at', operator: 'between', value: ['2024-05-01T00:00:00+05:00', '2024-05-07T23:59:59+05:00'] },
      ],
      sorters: [{ field: 'total_price', order: 'desc' }],
      pagination: { currentPage: 2, pageSize: 20 },
    });
    expect(query).toBe(
      'id=5012&status=APPROVED_BY_MERCHANT,ASSEMBLED&dateFrom=2024-04-30T19:00:00.000Z&dateTo=2024-05-07T18:59:59.000Z&sorting=-total_price&page=2&limit=20',
    );
  });
});

describe('readList', () => {
  it.each<[string, Dialect, unknown, { data: unknown[]; total: number; filteredTotal?: number }]>([
    ['null rows (Go services)', oms, { orders: null, total_count: 0 }, { data: [], total: 0 }],
    ['missing rows', feedback, { total: 0 }, { data: [], total: 0 }],
    ['a numeric string total', accounter, { items: [{ id: 1 }], total: '12' }, { data: [{ id: 1 }], total: 12 }],
    ['no total: the rows counted', oms, { orders: [{ id: 1 }] }, { data: [{ id: 1 }], total: 1 }],
    ['filtered total', storefront, { products: [], total: 100, filtered_total: 0 }, { data: [], total: 100, filteredTotal: 0 }],
    ['no filtered total', storefront, { products: [], total: 100 }, { data: [], total: 100 }],
    ['body is the array', profile, [{ store_id: 'a' }, { store_id: 'b' }], { data: [{ store_id: 'a' }, { store_id: 'b' }], total: 2 }],
    ['body null where it is the array', profile, null, { data: [], total: 0 }],
    ['a dotted path', { ...oms, list: { items: 'data.rows', total: 'data.total' } }, { data: { rows: [{ id: 1 }], total: 9 } }, { data: [{ id: 1 }], total: 9 }],
  ])('%s', (_label, dialect, body, expected) => expect(readList(dialect, body)).toEqual(expected));

  it.each<[string, Dialect, unknown, string]>([
    ['an array where an object is due', oms, [], 'dialect oms: the list answer is not an object'],
    ['a string body', oms, '<html>', 'dialect oms: the list answer is not an object'],
    ['rows not an array', oms, { orders: {} }, 'dialect oms: orders of the list answer is not an array'],
    ['an object where the array is due', profile, { items: [] }, 'dialect merchant-profile: the body of the list answer is not an array'],
    ['a total that is no number', oms, { orders: [], total_count: 'many' }, 'dialect oms: total_count of the list answer is not a number'],
  ])('throws on %s', (_label, dialect, body, message) => expect(() => readList(dialect, body)).toThrow(message));
});
