import type { BaseRecord, CrudFilter, DataProvider } from '@refinedev/core';
import type { HttpClient } from './http/client';
import { isAppError } from './http/errors';
import type { Backend } from './dialects/backend';
import { dialects } from './dialects';

export interface CountByParams {
  resource: string;
  /** The field counted by: each of `values` is counted with the list's other filters. */
  field: string;
  values: readonly string[];
  filters: readonly CrudFilter[];
  signal?: AbortSignal;
}

/** How many records the filters select in all (`total`) and with each value of the field. */
export interface CountByAnswer {
  total: number;
  byValue: Record<string, number>;
}

/** A count reads one row of the list call: what it needs of it is its total (also src/engine/list-count.ts). */
export const ONE_ROW = { currentPage: 1, pageSize: 1, mode: 'server' } as const;
/** Answers that mean "this backend has no counts call": the per-value list calls stand in. */
const NO_SUCH_CALL = new Set([404, 405, 501]);

/**
 * Counts by one field's values (issue 30: a list's status tabs). Where the backend names a
 * designed counts call (`backend.counts`), one call: the list's filters without the field →
 * `{counts: {backend value: n}, <the dialect's total key>: n}`, summed into the UI's values
 * (a group stands for the backend values `filterValues` lists). Where it names none, or the
 * service answers that it has no such call, one one-row list call per value and one for all, in
 * parallel; a resource whose service lacks the call is not asked again in this tab.
 */
export function createCountBy(deps: {
  http: HttpClient;
  resolve: (resource: string) => Backend;
  getList: DataProvider['getList'];
  /** The list call's query for these filters, unpaged (fixed parameters and filter values as the list sends them). */
  listQuery: (resource: string, filters: CrudFilter[]) => string;
}) {
  const lacking = new Set<string>();

  /** `others`: the list's filters without the counted field. */
  const perValue = async ({ resource, field, values, signal }: CountByParams, others: readonly CrudFilter[]): Promise<CountByAnswer> => {
    const count = async (extra: CrudFilter[]) =>
      (await deps.getList<BaseRecord>({ resource, filters: [...others, ...extra], pagination: ONE_ROW, meta: signal ? { signal } : undefined })).total;
    const [total, ...each] = await Promise.all([count([]), ...values.map((value) => count([{ field, operator: 'in', value: [value] }]))]);
    return { total, byValue: Object.fromEntries(values.map((value, i) => [value, each[i]])) };
  };

  const designed = async (backend: Backend, path: string, params: CountByParams, others: CrudFilter[]): Promise<CountByAnswer> => {
    const dialect = dialects[backend.dialect];
    const query = deps.listQuery(params.resource, others);
    const body = await deps.http.request<{ counts?: Record<string, unknown> } & Record<string, unknown>>({ method: 'GET', path, query, signal: params.signal });
    const raw = body?.counts;
    if (typeof raw !== 'object' || raw === null) throw new Error(`${params.resource}: the counts answer has no counts`);
    const of = (value: string) => Number(raw[value] ?? 0);
    const groups = backend.filterValues?.[params.field];
    const byValue = Object.fromEntries(params.values.map((value) => [value, (groups?.[value] ?? [value]).reduce((sum, v) => sum + of(v), 0)]));
    const totalKey = dialect.list.total;
    const total = totalKey && body[totalKey] !== undefined ? Number(body[totalKey]) : Object.keys(raw).reduce((sum, v) => sum + of(v), 0);
    return { total, byValue };
  };

  return async function countBy(params: CountByParams): Promise<CountByAnswer> {
    const backend = deps.resolve(params.resource);
    const others = params.filters.filter((f) => !('field' in f) || f.field !== params.field);
    const path = backend.counts?.field === params.field ? backend.counts.path : undefined;
    if (!path || lacking.has(params.resource)) return perValue(params, others);
    try {
      return await designed(backend, path, params, others);
    } catch (error) {
      if (!isAppError(error) || !NO_SUCH_CALL.has(error.statusCode)) throw error;
      lacking.add(params.resource);
      return perValue(params, others);
    }
  };
}
