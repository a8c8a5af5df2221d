import { describe, expect, it } from 'vitest';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { dialects } from './index';
import { buildListQuery, readList } from './query';
import type { DialectName } from './types';

/** One row per dialect: the exact query each standard input must produce there. */
interface Expected {
  sortAsc: string | Error;
  sortDesc: string | Error;
  in: string;
  search: string;
  range: string | Error;
  gte: string | Error;
  lte: string | Error;
  /** A list answer in this dialect's shape, with 2 rows and a total of 42. */
  answer: unknown;
  filteredTotal?: number;
}

// Noon UTC: the same calendar day in every zone from UTC-11 to UTC+11, so `date` dialects read it alike.
const FROM = '2024-05-01T12:00:00.000Z';
const TO = '2024-05-07T12:00:00.000Z';
const rows = [{ id: 1 }, { id: 2 }];
const noSort = (name: string) => new Error(`dialect ${name}: sorting is not supported`);
const noOp = (name: string, op: string) => new Error(`dialect ${name}: operator ${op} is not supported`);
const keyDir = (key: string, dir: string) => `${key}=created_at&${dir}=asc`;

const table: Record<DialectName, Expected> = {
  oms: {
    sortAsc: 'sorting=created_at',
    sortDesc: 'sorting=-created_at',
    in: 'status=a,b',
    search: 'search=red%20phone%20case',
    range: `dateFrom=${FROM}&dateTo=${TO}`,
    gte: `dateFrom=${FROM}`,
    lte: `dateTo=${TO}`,
    answer: { orders: rows, total_count: 42 },
  },
  accounter: {
    sortAsc: 'sorting=created_at',
    sortDesc: 'sorting=-created_at',
    in: 'status=a,b',
    search: 'search=red%20phone%20case',
    range: 'date_from=2024-05-01&date_to=2024-05-07',
    gte: 'date_from=2024-05-01',
    lte: 'date_to=2024-05-07',
    answer: { items: rows, total: 42 },
  },
  'audit-v2': {
    sortAsc: keyDir('sort_key', 'sort_dir'),
    sortDesc: 'sort_key=created_at&sort_dir=desc',
    in: 'status=a&status=b',
    search: 'search=red%20phone%20case',
    range: noOp('audit-v2', 'between'),
    gte: noOp('audit-v2', 'gte'),
    lte: noOp('audit-v2', 'lte'),
    answer: { events: rows, total: 42 },
  },
  'audit-v1': {
    sortAsc: keyDir('sort_key', 'sort_dir'),
    sortDesc: 'sort_key=created_at&sort_dir=desc',
    in: 'status=a&status=b',
    search: 'search=red%20phone%20case',
    range: noOp('audit-v1', 'between'),
    gte: noOp('audit-v1', 'gte'),
    lte: noOp('audit-v1', 'lte'),
    answer: { events: rows, total: 42 },
  },
  rms: {
    sortAsc: keyDir('sort_by', 'sort_dir'),
    sortDesc: 'sort_by=created_at&sort_dir=desc',
    in: 'status=a,b',
    search: 'search=red%20phone%20case',
    range: `dateFrom=${FROM}&dateTo=${TO}`,
    gte: `dateFrom=${FROM}`,
    lte: `dateTo=${TO}`,
    answer: { requests: rows, total: 42 },
  },
  feedback: {
    sortAsc: 'sort_key=created_at&sort_val=1',
    sortDesc: 'sort_key=created_at&sort_val=-1',
    in: 'status=a,b',
    search: 'search=red%20phone%20case',
    range: `date_from=${FROM}&date_to=${TO}`,
    gte: `date_from=${FROM}`,
    lte: `date_to=${TO}`,
    answer: { reviews: rows, total: 42 },
  },
  'merchant-gateway': {
    sortAsc: noSort('merchant-gateway'),
    sortDesc: noSort('merchant-gateway'),
    in: 'status=a&status=b',
    search: 'search=red%2Bphone%2Bcase',
    range: noOp('merchant-gateway', 'between'),
    gte: noOp('merchant-gateway', 'gte'),
    lte: noOp('merchant-gateway', 'lte'),
    answer: { products: rows, count: 42 },
  },
  storefront: {
    sortAsc: 'sort=created_at',
    sortDesc: 'sort=-created_at',
    in: 'status=a&status=b',
    search: 'search=red%20phone%20case',
    range: noOp('storefront', 'between'),
    gte: noOp('storefront', 'gte'),
    lte: noOp('storefront', 'lte'),
    answer: { products: rows, total: 42, filtered_total: 7 },
    filteredTotal: 7,
  },
  installment: {
    sortAsc: noSort('installment'),
    sortDesc: noSort('installment'),
    in: 'status=a&status=b',
    search: 'search=red%20phone%20case',
    range: noOp('installment', 'between'),
    gte: noOp('installment', 'gte'),
    lte: noOp('installment', 'lte'),
    answer: { installments: rows, total: 42 },
  },
  payplan: {
    sortAsc: noSort('payplan'),
    sortDesc: noSort('payplan'),
    in: 'status=a&status=b',
    search: 'search=red%20phone%20case',
    range: noOp('payplan', 'between'),
    gte: noOp('payplan', 'gte'),
    lte: noOp('payplan', 'lte'),
    answer: { installments: rows, total: 42 },
  },
  notes: {
    sortAsc: noSort('notes'),
    sortDesc: noSort('notes'),
    in: 'status=a,b',
    search: 'search=red%20phone%20case',
    range: noOp('notes', 'between'),
    gte: noOp('notes', 'gte'),
    lte: noOp('notes', 'lte'),
    answer: { notes: rows, count: 42 },
  },
  'merchant-profile': {
    sortAsc: noSort('merchant-profile'),
    sortDesc: noSort('merchant-profile'),
    in: 'status=a&status=b',
    search: 'search=red%20phone%20case',
    range: noOp('merchant-profile', 'between'),
    gte: noOp('merchant-profile', 'gte'),
    lte: noOp('merchant-profile', 'lte'),
    answer: rows,
  },
};

const sorted = (order: CrudSort['order']): CrudSort[] => [{ field: 'created_at', order }];
const only = (filter: CrudFilter) => ({ filters: [filter], pagination: { mode: 'off' as const } });

function check(name: DialectName, input: Parameters<typeof buildListQuery>[1], expected: string | Error): void {
  const dialect = dialects[name];
  if (expected instanceof Error) expect(() => buildListQuery(dialect, input)).toThrow(expected.message);
  else expect(buildListQuery(dialect, input)).toBe(expected);
}

describe.each(Object.entries(table) as Array<[DialectName, Expected]>)('dialect %s', (name, x) => {
  const dialect = dialects[name];

  it.each([
    ['page 3 of 20', { currentPage: 3, pageSize: 20 }, 'page=3&limit=20'],
    ['Refine defaults', undefined, 'page=1&limit=10'],
    ["mode 'off'", { currentPage: 3, pageSize: 20, mode: 'off' as const }, ''],
    ["mode 'client'", { currentPage: 3, pageSize: 20, mode: 'client' as const }, ''],
  ])('paging: %s', (_label, pagination, expected) => check(name, { pagination }, expected));

  it.each([
    ['asc', sorted('asc'), x.sortAsc],
    ['desc', sorted('desc'), x.sortDesc],
    ['none', [], ''],
  ])('sort %s', (_label, sorters, expected) => check(name, { sorters, pagination: { mode: 'off' } }, expected));

  it.each<[string, CrudFilter, string | Error]>([
    ['eq string', { field: 'status', operator: 'eq', value: 'new' }, 'status=new'],
    ['eq number', { field: 'id', operator: 'eq', value: 1024 }, 'id=1024'],
    ['eq true', { field: 'with_stocks', operator: 'eq', value: true }, 'with_stocks=true'],
    ['eq false', { field: 'with_stocks', operator: 'eq', value: false }, 'with_stocks=false'],
    ['eq empty string', { field: 'status', operator: 'eq', value: '' }, ''],
    ['eq null', { field: 'status', operator: 'eq', value: null }, ''],
    ['eq encodes', { field: 'id', operator: 'eq', value: 'a&b=c/д' }, 'id=a%26b%3Dc%2F%D0%B4'],
    ['in', { field: 'status', operator: 'in', value: ['a', 'b'] }, x.in],
    ['in one value', { field: 'status', operator: 'in', value: ['a'] }, 'status=a'],
    ['in scalar', { field: 'status', operator: 'in', value: 'a' }, 'status=a'],
    ['in drops empty items', { field: 'status', operator: 'in', value: ['a', '', null, 'b'] }, x.in],
    ['in empty', { field: 'status', operator: 'in', value: [] }, ''],
    ['contains with spaces', { field: 'search', operator: 'contains', value: ' red phone case ' }, x.search],
    ['contains only spaces', { field: 'search', operator: 'contains', value: '   ' }, ''],
    ['contains empty', { field: 'search', operator: 'contains', value: '' }, ''],
    ['between complete', { field: 'created_at', operator: 'between', value: [FROM, TO] }, x.range],
    ['gte', { field: 'created_at', operator: 'gte', value: FROM }, x.gte],
    ['lte', { field: 'created_at', operator: 'lte', value: TO }, x.lte],
    ['ne', { field: 'status', operator: 'ne', value: 'a' }, noOp(name, 'ne')],
    ['nin', { field: 'status', operator: 'nin', value: ['a'] }, noOp(name, 'nin')],
    ['startswith', { field: 'search', operator: 'startswith', value: 'a' }, noOp(name, 'startswith')],
    ['or', { operator: 'or', value: [{ field: 'status', operator: 'eq', value: 'a' }] }, noOp(name, 'or')],
    ['and', { operator: 'and', value: [{ field: 'status', operator: 'eq', value: 'a' }] }, noOp(name, 'and')],
  ])('filter %s', (_label, filter, expected) => check(name, only(filter), expected));

  const ranged = !(x.range instanceof Error);
  it.each<[string, unknown]>([
    ['from only', [FROM, null]],
    ['to only', [undefined, TO]],
    ['from only, empty to', [FROM, '']],
    ['both empty', [null, null]],
    ['empty array', []],
    ['undefined', undefined],
  ])('between, %s: sends nothing', (_label, value) =>
    check(name, only({ field: 'created_at', operator: 'between', value }), ranged ? '' : noOp(name, 'between')),
  );

  it('reads its list answer', () => {
    const answer = readList(dialect, x.answer);
    expect(answer.data).toEqual(rows);
    expect(answer.total).toBe(name === 'merchant-profile' ? 2 : 42);
    expect(answer.filteredTotal).toBe(x.filteredTotal);
  });
});
