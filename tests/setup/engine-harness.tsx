import type { ReactNode } from 'react';
import {
  Refine,
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  type DataProvider,
  type GetListParams,
  type GetListResponse,
  type GetOneParams,
  type GetOneResponse,
  type HttpError,
  type RouterProvider,
  type UpdateParams,
  type UpdateResponse,
} from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { NoMotion } from './antd-test';
import type { AnyResource } from '../../src/engine/descriptor';

export interface ListCall {
  resource: string;
  currentPage?: number;
  pageSize?: number;
  filters: CrudFilter[];
  sorters: CrudSort[];
}

function matches(record: BaseRecord, filter: CrudFilter): boolean {
  if (!('field' in filter)) return true;
  const v = record[filter.field];
  switch (filter.operator) {
    case 'contains':
      return String(v ?? '').toLowerCase().includes(String(filter.value).toLowerCase());
    case 'in':
      return (filter.value as unknown[]).map(String).includes(String(v));
    case 'eq':
      return String(v) === String(filter.value);
    case 'between': {
      const [from, to] = filter.value as [string, string];
      return String(v) >= from && String(v) <= to;
    }
    default:
      throw new Error(`unsupported operator ${filter.operator}`);
  }
}

/**
 * An in-memory data provider over fixed rows, recording every call, so that a test can
 * assert what the list asked for. `fail` makes calls reject until cleared.
 */
export function createMemoryProvider(rows: Record<string, BaseRecord[]>) {
  const listCalls: ListCall[] = [];
  const updates: Array<{ id: string; variables: unknown }> = [];
  const control = {
    fail: undefined as HttpError | undefined,
    /** Makes only updates reject. */
    failUpdate: undefined as HttpError | undefined,
    /** When set, update waits for this promise (to test in-flight states). */
    updateGate: undefined as Promise<void> | undefined,
  };
  const provider: DataProvider = {
    getApiUrl: () => '',
    getList: async <TData extends BaseRecord = BaseRecord>({ resource, pagination, filters = [], sorters = [] }: GetListParams): Promise<GetListResponse<TData>> => {
      listCalls.push({ resource, currentPage: pagination?.currentPage, pageSize: pagination?.pageSize, filters, sorters });
      if (control.fail) throw control.fail;
      let data = (rows[resource] ?? []).filter((r) => filters.every((f) => matches(r, f)));
      const [sort] = sorters;
      if (sort) {
        data = [...data].sort((a, b) => (String(a[sort.field]) < String(b[sort.field]) ? -1 : 1) * (sort.order === 'asc' ? 1 : -1));
      }
      const page = pagination?.currentPage ?? 1;
      const size = pagination?.pageSize ?? 10;
      return { data: data.slice((page - 1) * size, page * size) as TData[], total: data.length };
    },
    getOne: async <TData extends BaseRecord = BaseRecord>({ resource, id }: GetOneParams): Promise<GetOneResponse<TData>> => {
      if (control.fail) throw control.fail;
      const found = (rows[resource] ?? []).find((r) => String(r.id) === String(id));
      if (!found) throw { statusCode: 404, message: 'not found', key: 'errors.not_found' } satisfies HttpError & { key: string };
      return { data: found as TData };
    },
    update: async <TData extends BaseRecord = BaseRecord, TVariables = object>({ resource, id, variables }: UpdateParams<TVariables>): Promise<UpdateResponse<TData>> => {
      updates.push({ id: String(id), variables });
      if (control.updateGate) await control.updateGate;
      if (control.fail ?? control.failUpdate) throw control.fail ?? control.failUpdate;
      const list = rows[resource] ?? [];
      const i = list.findIndex((r) => String(r.id) === String(id));
      list[i] = { ...list[i], ...(variables as BaseRecord) };
      return { data: list[i] as TData };
    },
    create: async () => {
      throw new Error('not used');
    },
    deleteOne: async () => {
      throw new Error('not used');
    },
  };
  return { provider, listCalls, updates, control };
}

/** Shows the router's current location, so tests can read the URL the list keeps. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The current URL's query, decoded, as the probe shows it. */
export function currentQuery(): URLSearchParams {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '';
  return new URLSearchParams(text.split('?')[1] ?? '');
}

export function renderTree(opts: {
  descriptor: AnyResource;
  provider: DataProvider;
  url: string;
  routes: ReactNode;
  /** Refine's router binding; default @refinedev/react-router's. */
  router?: RouterProvider;
}) {
  const { descriptor: d } = opts;
  return (
    <NoMotion>
      <MemoryRouter initialEntries={[opts.url]}>
        <Refine
          dataProvider={opts.provider}
          routerProvider={opts.router ?? routerProvider}
          resources={[{ name: d.name, list: d.route, show: d.show ? `${d.route}/:id` : undefined, edit: d.edit ? `${d.route}/:id/edit` : undefined }]}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
        >
          <Routes>{opts.routes}</Routes>
          <LocationProbe />
        </Refine>
      </MemoryRouter>
    </NoMotion>
  );
}

export { Route };
