import dayjs from 'dayjs';
import type { BaseRecord, CrudFilter, CrudSort, LogicalFilter, Pagination } from '@refinedev/core';
import { toPairs, toQueryString, type QueryPairs, type QueryValue } from '../http/query-string';
import type { DateFormat, Dialect } from './types';

/**
 * Refine's list state → one backend's query, and its list answer → Refine's shape.
 * Pure functions of (dialect, input), so each is tested table-style against exact strings.
 *
 * Order of the query: fixed parameters, filters (in the order given), sort, paging.
 * A filter that sets a parameter also named in the fixed query replaces it.
 */

export interface ListQueryInput {
  pagination?: Pagination;
  sorters?: CrudSort[];
  filters?: CrudFilter[];
  /** Sent with every call (descriptor `fixedQuery`, then `meta.query`); arrays follow the dialect. */
  fixedQuery?: Record<string, QueryValue>;
}

export interface ListAnswer<T = BaseRecord> {
  data: T[];
  total: number;
  /** Rows matching the filters, when the backend counts them apart from `total`. */
  filteredTotal?: number;
}

/** Refine's own defaults when a caller passes no pagination. */
const DEFAULT_PAGE = 1;
const DEFAULT_PAGE_SIZE = 10;

export function unsupported(dialect: Dialect, operator: string): Error {
  return new Error(`dialect ${dialect.name}: operator ${operator} is not supported`);
}

/** Only server paging sends parameters: 'off' wants everything, 'client' slices what it got. */
export function pagingPairs(dialect: Dialect, pagination?: Pagination): QueryPairs {
  const mode = pagination?.mode ?? 'server';
  if (mode !== 'server') return [];
  const page = pagination?.currentPage ?? DEFAULT_PAGE;
  const size = pagination?.pageSize ?? DEFAULT_PAGE_SIZE;
  return [
    [dialect.paging.page, String(page)],
    [dialect.paging.limit, String(size)],
  ];
}

/** Every backend sorts by one key, so a second sorter is refused rather than dropped. */
export function sortPairs(dialect: Dialect, sorters: CrudSort[] = []): QueryPairs {
  if (sorters.length === 0) return [];
  const sort = dialect.sort;
  if (!sort) throw new Error(`dialect ${dialect.name}: sorting is not supported`);
  if (sorters.length > 1) throw new Error(`dialect ${dialect.name}: sorting by more than one field is not supported`);
  const [{ field, order }] = sorters;
  if (order !== 'asc' && order !== 'desc') throw new Error(`dialect ${dialect.name}: sort order ${String(order)} is not supported`);
  switch (sort.kind) {
    case 'single':
      return [[sort.param, order === 'desc' ? `-${field}` : field]];
    case 'keyDir':
      return [
        [sort.key, field],
        [sort.dir, order],
      ];
    case 'keyVal':
      return [
        [sort.key, field],
        [sort.val, order === 'desc' ? '-1' : '1'],
      ];
  }
}

export function filterPairs(dialect: Dialect, filters: CrudFilter[] = []): QueryPairs {
  return filters.flatMap((filter) => {
    if (!isLogical(filter)) throw unsupported(dialect, filter.operator);
    return logicalPairs(dialect, filter);
  });
}

function isLogical(filter: CrudFilter): filter is LogicalFilter {
  return filter.operator !== 'or' && filter.operator !== 'and';
}

function logicalPairs(dialect: Dialect, filter: LogicalFilter): QueryPairs {
  const { field, operator, value } = filter;
  switch (operator) {
    case 'eq':
    case 'in':
      if (Array.isArray(value)) return arrayPairs(dialect, field, value);
      return isEmpty(value) ? [] : [[field, scalar(dialect, field, value)]];
    case 'contains':
      return searchPairs(dialect, field, value);
    case 'between':
      return rangePairs(dialect, operator, value);
    case 'gte':
    case 'lte': {
      const range = dialect.dateRange;
      if (!range) throw unsupported(dialect, operator);
      if (isEmpty(value)) return [];
      return [[operator === 'gte' ? range.from : range.to, formatDate(dialect, value, range.format)]];
    }
    default:
      throw unsupported(dialect, operator);
  }
}

function arrayPairs(dialect: Dialect, field: string, values: unknown[]): QueryPairs {
  const items = values.filter((v) => !isEmpty(v)).map((v) => scalar(dialect, field, v));
  return toPairs({ [field]: items }, dialect.arrays);
}

function searchPairs(dialect: Dialect, field: string, value: unknown): QueryPairs {
  if (isEmpty(value)) return [];
  // Surrounding spaces carry no meaning in a search box; only-spaces is no search at all.
  const text = scalar(dialect, field, value).trim();
  if (text === '') return [];
  return [[field, dialect.searchSpaces === 'plus' ? text.replace(/ /g, '+') : text]];
}

/** Spec 1 §5: a range applies only when both ends are set; one end alone sends nothing. */
function rangePairs(dialect: Dialect, operator: string, value: unknown): QueryPairs {
  const range = dialect.dateRange;
  if (!range) throw unsupported(dialect, operator);
  if (isEmpty(value)) return [];
  if (!Array.isArray(value) || value.length !== 2) {
    throw new Error(`dialect ${dialect.name}: a ${operator} value must be [from, to]`);
  }
  const [from, to] = value as unknown[];
  if (isEmpty(from) || isEmpty(to)) return [];
  return [
    [range.from, formatDate(dialect, from, range.format)],
    [range.to, formatDate(dialect, to, range.format)],
  ];
}

function scalar(dialect: Dialect, field: string, value: unknown): string {
  const dateFormat = dialect.dateFields?.[field];
  if (dateFormat) return formatDate(dialect, value, dateFormat);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date || dayjs.isDayjs(value)) return formatDate(dialect, value, 'iso');
  throw new Error(`dialect ${dialect.name}: value of ${field} is not a string, number, boolean or date`);
}

/** `iso`: the UTC instant; `date`: the day in the user's time zone (what the date picker showed). */
export function formatDate(dialect: Dialect, value: unknown, format: DateFormat): string {
  const date = value instanceof Date || typeof value === 'string' || typeof value === 'number' || dayjs.isDayjs(value) ? dayjs(value) : undefined;
  if (!date?.isValid()) throw new Error(`dialect ${dialect.name}: ${String(value)} is not a date`);
  return format === 'iso' ? date.toISOString() : date.format('YYYY-MM-DD');
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export function buildListQuery(dialect: Dialect, input: ListQueryInput): string {
  const filters = filterPairs(dialect, input.filters);
  const filtered = new Set(filters.map(([key]) => key));
  const fixed = toPairs(input.fixedQuery ?? {}, dialect.arrays).filter(([key]) => !filtered.has(key));
  return toQueryString([...fixed, ...filters, ...sortPairs(dialect, input.sorters), ...pagingPairs(dialect, input.pagination)]);
}

export function readList<T = BaseRecord>(dialect: Dialect, body: unknown): ListAnswer<T> {
  const { items, total, filteredTotal } = dialect.list;
  if (items === '') {
    const data = rows<T>(dialect, body, 'the body');
    return { data, total: data.length };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(`dialect ${dialect.name}: the list answer is not an object`);
  }
  const data = rows<T>(dialect, pick(body, items), items);
  const answer: ListAnswer<T> = { data, total: total ? count(dialect, pick(body, total), total) ?? data.length : data.length };
  const filteredCount = filteredTotal ? count(dialect, pick(body, filteredTotal), filteredTotal) : undefined;
  if (filteredCount !== undefined) answer.filteredTotal = filteredCount;
  return answer;
}

/** Services written in Go answer `null` for an empty list. */
function rows<T>(dialect: Dialect, value: unknown, where: string): T[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`dialect ${dialect.name}: ${where} of the list answer is not an array`);
  return value as T[];
}

function count(dialect: Dialect, value: unknown, where: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new Error(`dialect ${dialect.name}: ${where} of the list answer is not a number`);
  return n;
}

function pick(body: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), body);
}
