import type { Handler } from 'hono';
import { badRequest as bad } from '../http';
import type { Store } from '../state';
import type { SandboxEnv } from '../types';

/**
 * Reading and validating list parameters the way the real services do: anything the
 * service would not understand (unknown sort key, page 0, a date that is not a date, a
 * status that does not exist, a single-valued parameter given twice) is a 400 with a
 * message, so the app can never depend on a lenient sandbox. Parameters a call does not
 * know are ignored, as services ignore them.
 */
export { badRequest as bad, notFound } from '../http';

type Ctx = Parameters<Handler<SandboxEnv>>[0];

/** A GET route answering the JSON the function returns (errors thrown go to the app's error handler). */
export function jsonRoute(fn: (c: Ctx, p: Params) => object): Handler<SandboxEnv> {
  return (c) => c.json(fn(c, paramsOf(c)));
}

export interface Params {
  /** A single-valued parameter; empty = absent; given twice = 400. */
  one(name: string): string | undefined;
  /** A repeated parameter (`k=a&k=b`), empty values dropped. */
  all(name: string): string[];
}

export function paramsOf(c: Ctx): Params {
  return {
    one(name) {
      const values = c.req.queries(name) ?? [];
      if (values.length > 1) bad(`${name} must be given once`);
      return values[0] === '' ? undefined : values[0];
    },
    all: (name) => (c.req.queries(name) ?? []).filter((v) => v !== ''),
  };
}

/** The signed-in merchant's rows of a slice kept as `{ [mid]: rows }`; none for other merchants. */
export function rowsOf<T>(store: Store, slice: string, mid: string): T[] {
  return store.slice<Record<string, T[]>>(slice)[mid] ?? [];
}

export function intParam(p: Params, name: string, min: number, max: number): number | undefined {
  const raw = p.one(name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw)) bad(`${name} must be a whole number`);
  const n = Number(raw);
  if (n < min || n > max) bad(`${name} must be between ${min} and ${max}`);
  return n;
}

export const MAX_LIMIT = 100;
export interface Paging {
  page: number;
  limit: number;
}

/** page is 1-based; limit 1..100, default 20 (spec: page size 20 unless a screen says otherwise). */
export function pagingOf(p: Params, defaultLimit = 20): Paging {
  return { page: intParam(p, 'page', 1, 1_000_000) ?? 1, limit: intParam(p, 'limit', 1, MAX_LIMIT) ?? defaultLimit };
}

export function pageOf<T>(rows: T[], { page, limit }: Paging): T[] {
  return rows.slice((page - 1) * limit, page * limit);
}

export function boolParam(p: Params, name: string): boolean | undefined {
  const raw = p.one(name);
  if (raw === undefined) return undefined;
  if (raw !== 'true' && raw !== 'false') bad(`${name} must be true or false`);
  return raw === 'true';
}

/** `key`: the error's code where the service names one (the app shows its own text for it). */
function checkEnum<T extends string>(name: string, value: string, allowed: readonly T[], key?: string): T {
  if (!(allowed as readonly string[]).includes(value)) bad(`${name}: unknown value "${value}" (expected one of ${allowed.join(', ')})`, key);
  return value as T;
}

export function enumParam<T extends string>(p: Params, name: string, allowed: readonly T[]): T | undefined {
  const raw = p.one(name);
  return raw === undefined ? undefined : checkEnum(name, raw, allowed);
}

/** `status=a,b` (comma dialects). */
export function commaEnum<T extends string>(p: Params, name: string, allowed: readonly T[], key?: string): T[] | undefined {
  const raw = p.one(name);
  return raw === undefined ? undefined : raw.split(',').map((v) => checkEnum(name, v, allowed, key));
}

/** `status=a&status=b` (repeat dialects). */
export function repeatedEnum<T extends string>(p: Params, name: string, allowed: readonly T[]): T[] | undefined {
  const values = p.all(name);
  return values.length === 0 ? undefined : values.map((v) => checkEnum(name, v, allowed));
}

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO-8601 date or instant, as epoch ms. */
export function isoParam(p: Params, name: string): number | undefined {
  const raw = p.one(name);
  if (raw === undefined) return undefined;
  const ms = Date.parse(raw);
  if (!ISO.test(raw) || Number.isNaN(ms)) bad(`${name} must be an ISO-8601 date-time`);
  return ms;
}

/** A calendar day, yyyy-MM-dd. */
export function dayParam(p: Params, name: string): string | undefined {
  const raw = p.one(name);
  if (raw === undefined) return undefined;
  const ms = Date.parse(`${raw}T00:00:00Z`);
  // Round-trip check: Date.parse rolls 2026-02-30 over to March instead of failing.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== raw) {
    bad(`${name} must be a date yyyy-MM-dd`);
  }
  return raw;
}

export function monthParam(p: Params, name: string): string | undefined {
  const raw = p.one(name);
  if (raw !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(raw)) bad(`${name} must be a month yyyy-MM`);
  return raw;
}

/** from after to is a mistake the service reports rather than answering an empty list. */
export function checkRange<V extends string | number>(fromName: string, from: V | undefined, toName: string, to: V | undefined): void {
  if (from !== undefined && to !== undefined && from > to) bad(`${fromName} must not be after ${toName}`);
}

export interface Sort<K extends string> {
  key: K;
  desc: boolean;
}

/** One parameter, `key` ascending or `-key` descending. */
export function signedSort<K extends string>(p: Params, name: string, keys: readonly K[]): Sort<K> | undefined {
  const raw = p.one(name);
  if (raw === undefined) return undefined;
  const desc = raw.startsWith('-');
  return { key: checkEnum(name, desc ? raw.slice(1) : raw, keys), desc };
}

/** Two parameters: a key and a direction asc|desc. */
export function keyDirSort<K extends string>(p: Params, keyName: string, dirName: string, keys: readonly K[], fallback: Sort<K>): Sort<K> {
  const key = enumParam(p, keyName, keys) ?? fallback.key;
  const dir = enumParam(p, dirName, ['asc', 'desc'] as const);
  return { key, desc: dir === undefined ? fallback.desc : dir === 'desc' };
}

type SortValue = string | number | null | undefined;

/**
 * Sorted copy. Missing values count as the smallest (first ascending, last descending,
 * as a database index orders nulls); ties fall back to `tie` so pages never overlap.
 */
export function sortRows<T>(rows: T[], value: (row: T) => SortValue, desc: boolean, tie: (row: T) => SortValue): T[] {
  const cmp = (a: SortValue, b: SortValue): number => {
    if (a === b) return 0;
    if (a === null || a === undefined) return -1;
    if (b === null || b === undefined) return 1;
    if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, 'ru');
    return a < b ? -1 : 1;
  };
  const sign = desc ? -1 : 1;
  return [...rows].sort((a, b) => sign * (cmp(value(a), value(b)) || cmp(tie(a), tie(b))));
}

/** Case-insensitive substring match over any of the texts. */
export function matchesText(needle: string, ...texts: Array<string | number | null | undefined>): boolean {
  const n = needle.toLocaleLowerCase('ru');
  return texts.some((t) => t !== null && t !== undefined && String(t).toLocaleLowerCase('ru').includes(n));
}
