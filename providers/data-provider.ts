import type { BaseKey, BaseRecord, CrudFilter, CrudSort, DataProvider, GetListResponse, GetOneResponse, MetaQuery } from '@refinedev/core';
import type { Backend } from './dialects/backend';
import { dialects } from './dialects';
import { buildListQuery, readList } from './dialects/query';
import { readToEnd } from './dialects/read-to-end';
import { createCountBy, type CountByAnswer, type CountByParams } from './count-by';
import type { DialectName } from './dialects/types';
import type { HttpClient, RequestOptions, TokenKind } from './http/client';
import { toQueryString, type QueryValue } from './http/query-string';

/**
 * The generic dataProvider: the resource's `backend` (from its descriptor) says where, its
 * dialect says how. Every call goes through `http.request` (bearer, refresh, AppError).
 *
 * | method    | HTTP                                                                                   | answer read                          |
 * |-----------|----------------------------------------------------------------------------------------|--------------------------------------|
 * | getList   | GET listPath ? buildListQuery(dialect, fixedQuery + meta.query, filters, sorters, paging) | readList: {data, total}*             |
 * | getOne    | GET onePath(id)                                                                        | body[oneKey], or the body            |
 * | update    | updateMethod (PUT) updatePath(id), body = variables                                    | the body, or {...variables, id}      |
 * | create    | POST createPath, body = variables                                                      | the body, or variables               |
 * | deleteOne | DELETE meta.path, body = variables when given                                          | the body, or {id}                    |
 * | custom    | METHOD url ? query (meta.dialect: + its filters/sorters), body = payload               | the body                             |
 * | getApiUrl | —                                                                                      | the base URL given                   |
 *
 * A list of a `readToEnd` dialect (the spec does not page it) is asked page after page to its end
 * (dialects/read-to-end.ts) and the screen's page is cut out of it here; total = every row.
 * Rows and the record get `id` copied from `backend.idField` when that is another field.
 * * total is `filteredTotal` when the backend counts matching rows apart (storefront), the
 *   unfiltered count is then `allTotal`.
 * meta (every method): `path` replaces the descriptor's path, `token` the bearer kind
 * ('merchant' default), `query` adds parameters (lists: after the fixed ones),
 * `responseType` 'blob' | 'text' for files.
 */
export type { Backend };

export interface DataProviderOptions {
  http: HttpClient;
  /** The resource's backend, from its descriptor; throws for an unknown resource. */
  resolve: (resource: string) => Backend;
  /** What getApiUrl answers (the configured base URL; '' = same origin). */
  apiUrl?: string;
}

interface ProviderMeta {
  path?: string;
  token?: TokenKind;
  query?: Record<string, QueryValue>;
  responseType?: RequestOptions['responseType'];
  dialect?: DialectName;
  signal?: AbortSignal;
}

/** Page size asked of a backend when a list read to the end is not paged by the screen. */
export const WHOLE_LIST_PAGE_SIZE = 100;

/** A list read to the end: the screen's page (server mode) sets the size asked per call, else WHOLE_LIST_PAGE_SIZE. */
function wholeListPaging(pagination: ListParams['pagination']): { server?: { currentPage: number }; size: number } {
  if ((pagination?.mode ?? 'server') !== 'server') return { size: WHOLE_LIST_PAGE_SIZE };
  return { server: { currentPage: pagination?.currentPage ?? 1 }, size: pagination?.pageSize ?? WHOLE_LIST_PAGE_SIZE };
}

function readMeta(meta: MetaQuery | undefined): ProviderMeta {
  const m = (meta ?? {}) as MetaQuery & ProviderMeta;
  return { path: m.path, token: m.token, query: m.query, responseType: m.responseType, dialect: m.dialect, signal: m.queryContext?.signal ?? m.signal };
}

function options(meta: ProviderMeta): Pick<RequestOptions, 'token' | 'responseType' | 'signal'> {
  return { token: meta.token, responseType: meta.responseType, signal: meta.signal };
}

function isRecord(value: unknown): value is BaseRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Refine keys rows by `id`; a backend keyed otherwise (`store_id`, `request_uuid`) gets one copied. */
function withId<T>(row: T, idField: string | undefined): T {
  if (!idField || idField === 'id' || !isRecord(row) || row.id !== undefined) return row;
  return { ...row, id: row[idField] } as T;
}

function required<T>(value: T | undefined, resource: string, what: string): T {
  if (value === undefined) throw new Error(`resource ${resource}: no ${what} in its backend`);
  return value;
}

const METHODS: Record<string, RequestOptions['method']> = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' };

type ListParams = Parameters<DataProvider['getList']>[0];
type OneParams = { resource: string; id: BaseKey };

/** Our data provider: Refine's, plus `takeArrivedList` (below). */
export type PartnerDataProvider = DataProvider & {
  /**
   * The getList answer for these params when the route's early call for them has already
   * arrived, taken synchronously (http.takeArrived); undefined otherwise. A list's first
   * render shows it (react-query's initialData): the rows come with the page, not a render later.
   */
  takeArrivedList<T extends BaseRecord = BaseRecord>(params: ListParams): GetListResponse<T> | undefined;
  /**
   * Starts the getList call for these params now (http.prefetch): the identical getList made
   * soon after (Refine's, once the render that shows the new sort or page is done) takes its
   * answer instead of asking again. A list's click starts its call (issue 30).
   */
  prefetchList(params: ListParams): void;
  /** The getOne answer (no meta) when the record page's early call has arrived, taken synchronously; undefined otherwise. */
  takeArrivedOne<T extends BaseRecord = BaseRecord>(params: OneParams): GetOneResponse<T> | undefined;
  /** The record page's early call, still on its way: a short wait for it (http.waitFor); undefined when there is none. */
  waitForOne(params: OneParams): Promise<void> | undefined;
  /** How many records each value of a field selects with the list's other filters (status tabs): `createCountBy`. */
  countBy(params: CountByParams): Promise<CountByAnswer>;
};

export function createDataProvider({ http, resolve, apiUrl = '' }: DataProviderOptions): PartnerDataProvider {
  const listRequest = ({ resource, pagination, sorters, filters, meta }: ListParams): RequestOptions => {
    const backend = resolve(resource);
    const m = readMeta(meta);
    const query = buildListQuery(dialects[backend.dialect], { pagination, sorters, filters: expandFilterValues(filters, backend.filterValues), fixedQuery: { ...backend.fixedQuery, ...m.query } });
    return { method: 'GET', path: m.path ?? backend.listPath, query, ...options(m) };
  };
  const listAnswer = <T extends BaseRecord>(resource: string, body: unknown): GetListResponse<T> => {
    const backend = resolve(resource);
    const { data: rows, total, filteredTotal } = readList<T>(dialects[backend.dialect], body);
    const data = rows.map((row) => withId(row, backend.idField));
    return filteredTotal === undefined ? { data, total } : { data, total: filteredTotal, allTotal: total };
  };

  const pagedList = async <T extends BaseRecord = BaseRecord>(params: ListParams) => listAnswer<T>(params.resource, await http.request<unknown>(listRequest(params)));

  /** A list the spec does not page (dialect `readToEnd`): every page, then the one asked for cut out here. */
  const wholeList = async <T extends BaseRecord = BaseRecord>(params: ListParams): Promise<GetListResponse<T>> => {
    const backend = resolve(params.resource);
    const dialect = dialects[backend.dialect];
    const { server, size } = wholeListPaging(params.pagination);
    const rows = await readToEnd<T>(
      async (page) => {
        const answer = listAnswer<T>(params.resource, await http.request<unknown>(listRequest({ ...params, pagination: { currentPage: page, pageSize: size, mode: 'server' } })));
        return { rows: answer.data, total: dialect.list.total ? answer.total : undefined };
      },
      { keyOf: (row) => row.id ?? JSON.stringify(row) },
    );
    return { data: server ? rows.slice((server.currentPage - 1) * size, server.currentPage * size) : rows, total: rows.length };
  };

  /** getOne's request without meta, the one a record page's click starts early (src/engine/record-start.ts); none without a onePath. */
  const oneRequest = (resource: string, id: BaseKey): RequestOptions | undefined => {
    const onePath = resolve(resource).onePath;
    return onePath && { method: 'GET', path: onePath(String(id)) };
  };
  const oneAnswer = <T extends BaseRecord>(resource: string, body: unknown): GetOneResponse<T> => {
    const backend = resolve(resource);
    const record = backend.oneKey && isRecord(body) ? body[backend.oneKey] : body;
    return { data: withId(record as T, backend.idField) };
  };

  const getList = <T extends BaseRecord = BaseRecord>(params: ListParams) => (dialects[resolve(params.resource).dialect].readToEnd ? wholeList<T>(params) : pagedList<T>(params));

  return {
    getList,
    countBy: createCountBy({ http, resolve, getList, listQuery: (resource, filters) => listRequest({ resource, filters, pagination: { mode: 'off' } }).query as string }),

    takeArrivedList: <T extends BaseRecord = BaseRecord>(params: ListParams) => {
      // A list read to the end takes its first page through getList (http's prefetch), not here.
      if (dialects[resolve(params.resource).dialect].readToEnd) return undefined;
      const body = http.takeArrived?.<unknown>(listRequest(params));
      return body === undefined ? undefined : listAnswer<T>(params.resource, body);
    },

    prefetchList: (params: ListParams) => {
      // A list read to the end is asked page by page (wholeList); its single prefetch would not match.
      if (dialects[resolve(params.resource).dialect].readToEnd || !http.prefetch) return;
      // Its failure is the list's own call's to report (a failed prefetch is asked again).
      http.prefetch(listRequest(params), { takeable: false }).catch(() => undefined);
    },

    getOne: async <T extends BaseRecord = BaseRecord>({ resource, id, meta }: { resource: string; id: BaseKey; meta?: MetaQuery }) => {
      const backend = resolve(resource);
      const m = readMeta(meta);
      const path = m.path ?? required(backend.onePath, resource, 'onePath')(String(id));
      const body = await http.request<unknown>({ method: 'GET', path, query: m.query, ...options(m) });
      return oneAnswer<T>(resource, body);
    },

    takeArrivedOne: <T extends BaseRecord = BaseRecord>({ resource, id }: OneParams) => {
      const request = oneRequest(resource, id);
      const body = request && http.takeArrived?.<unknown>(request);
      return body === undefined ? undefined : oneAnswer<T>(resource, body);
    },

    waitForOne: ({ resource, id }: OneParams) => {
      const request = oneRequest(resource, id);
      return request && http.waitFor?.(request);
    },

    update: async <T extends BaseRecord = BaseRecord, V = object>({ resource, id, variables, meta }: { resource: string; id: BaseKey; variables: V; meta?: MetaQuery }) => {
      const backend = resolve(resource);
      const m = readMeta(meta);
      const path = m.path ?? required(backend.updatePath, resource, 'updatePath')(String(id));
      const body = await http.request<unknown>({ method: backend.updateMethod ?? 'PUT', path, query: m.query, body: variables, ...options(m) });
      // Most of these services answer "not shown" (often empty): the form's values stand in.
      return { data: (isRecord(body) ? body : { ...(variables as object), id }) as T };
    },

    create: async <T extends BaseRecord = BaseRecord, V = object>({ resource, variables, meta }: { resource: string; variables: V; meta?: MetaQuery }) => {
      const backend = resolve(resource);
      const m = readMeta(meta);
      const path = m.path ?? required(backend.createPath, resource, 'createPath');
      const body = await http.request<unknown>({ method: 'POST', path, query: m.query, body: variables, ...options(m) });
      return { data: (isRecord(body) ? body : variables) as T };
    },

    deleteOne: async <T extends BaseRecord = BaseRecord, V = object>({ resource, id, variables, meta }: { resource: string; id: BaseKey; variables?: V; meta?: MetaQuery }) => {
      const m = readMeta(meta);
      // No descriptor names a delete call, so the screen that deletes says where.
      if (!m.path) throw new Error(`resource ${resource}: deleteOne needs meta.path`);
      const body = await http.request<unknown>({ method: 'DELETE', path: m.path, query: m.query, body: variables, ...options(m) });
      return { data: (isRecord(body) ? body : { id }) as T };
    },

    custom: async <T extends BaseRecord = BaseRecord, Q = unknown, P = unknown>(params: {
      url: string;
      method: string;
      filters?: CrudFilter[];
      sorters?: CrudSort[];
      payload?: P;
      query?: Q;
      headers?: object;
      meta?: MetaQuery;
    }) => {
      const m = readMeta(params.meta);
      const method = METHODS[params.method];
      if (!method) throw new Error(`custom: method ${params.method} is not supported`);
      // The http client owns the headers (bearer, content type); one set here would be lost silently.
      if (params.headers && Object.keys(params.headers).length > 0) throw new Error('custom: headers are not supported');
      const query = customQuery(params.query, m, params.filters, params.sorters);
      const body = await http.request<unknown>({ method, path: params.url, query, body: params.payload, ...options(m) });
      return { data: body as T };
    },

    getApiUrl: () => apiUrl,
  };
}

/** Replaces each group value (Backend.filterValues) by the values it stands for, keeping order and dropping repeats. */
export function expandFilterValues(filters: CrudFilter[] | undefined, groups: Backend['filterValues']): CrudFilter[] | undefined {
  if (!filters || !groups) return filters;
  return filters.map((f): CrudFilter => {
    if (!('field' in f)) return f;
    const map = groups[f.field];
    if (!map || !Array.isArray(f.value)) return f;
    const values = (f.value as unknown[]).flatMap((v) => (typeof v === 'string' && map[v] ? [...map[v]] : [v]));
    return { ...f, value: [...new Set(values)] };
  });
}

/** A custom call's query: as given, or through a dialect when its filters/sorters are used. */
function customQuery(query: unknown, meta: ProviderMeta, filters?: CrudFilter[], sorters?: CrudSort[]): RequestOptions['query'] {
  const extra = meta.query ?? {};
  const given =
    typeof query === 'string'
      ? [query.replace(/^\?/, ''), toQueryString(extra)].filter(Boolean).join('&')
      : { ...(isRecord(query) ? (query as Record<string, QueryValue>) : {}), ...extra };
  if (!meta.dialect) {
    if (filters?.length || sorters?.length) throw new Error('custom: filters and sorters need meta.dialect');
    return given;
  }
  if (typeof given === 'string') throw new Error('custom: with meta.dialect the query must be an object');
  return buildListQuery(dialects[meta.dialect], { filters, sorters, fixedQuery: given, pagination: { mode: 'off' } });
}
