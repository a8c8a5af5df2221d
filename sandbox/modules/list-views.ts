import { badRequest, isRecord } from '../http';

/**
 * The designed `list_views` field of the user config (issue 33; spec 1 §3 names only the guides
 * map): the saved views of each list, per store, as src/engine/saved-views/views-shape.ts writes
 * them: `{[mid]: {[resource]: View[]}}`, a view being
 * `{id, name, is_default?, filters[{field, operator, value}], sorters[{field, order}], page_size, columns?}`.
 * The config belongs to the person; views belong to a store's lists, so they are kept per store.
 */
export const LIST_VIEWS_FIELD = 'list_views';
export const MAX_VIEW_NAME = 60;
export const MAX_VIEWS_PER_LIST = 20;
const MAX_FILTERS = 30;
const MAX_SORTERS = 5;
const MAX_PAGE_SIZE = 100;
const KEY_RE = /^[a-z][a-z0-9-]{0,63}$/;
const OPERATORS = new Set(['eq', 'ne', 'lt', 'gt', 'lte', 'gte', 'in', 'nin', 'ina', 'nina', 'contains', 'ncontains', 'containss', 'ncontainss', 'between', 'nbetween', 'null', 'nnull', 'startswith', 'nstartswith', 'startswiths', 'nstartswiths', 'endswith', 'nendswith', 'endswiths', 'nendswiths']);

export type ListViews = Record<string, Record<string, unknown[]>>;

const invalid = (where: string, what: string): never => badRequest(`${where} ${what}`, 'list_views_invalid');
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function checkFilter(where: string, f: unknown): void {
  if (!isRecord(f) || typeof f.field !== 'string' || f.field === '' || typeof f.operator !== 'string' || !OPERATORS.has(f.operator)) invalid(where, 'must be {field, operator, value}');
  const v = (f as Record<string, unknown>).value;
  if (!(isScalar(v) || v === undefined || (Array.isArray(v) && v.length <= 100 && v.every(isScalar)))) invalid(where, 'value must be a scalar or a list of scalars');
}

function checkView(where: string, view: unknown): void {
  if (!isRecord(view)) invalid(where, 'must be an object');
  const v = view as Record<string, unknown>;
  if (typeof v.id !== 'string' || !/^[\w-]{1,64}$/.test(v.id)) invalid(`${where}.id`, 'must be 1-64 letters, digits, - or _');
  if (typeof v.name !== 'string' || v.name.trim() === '') invalid(`${where}.name`, 'is required');
  if ((v.name as string).length > MAX_VIEW_NAME) badRequest(`${where}.name is longer than ${MAX_VIEW_NAME} characters`, 'list_views_name_too_long');
  if (v.is_default !== undefined && typeof v.is_default !== 'boolean') invalid(`${where}.is_default`, 'must be a boolean');
  if (!Array.isArray(v.filters) || v.filters.length > MAX_FILTERS) invalid(`${where}.filters`, `must be a list of at most ${MAX_FILTERS}`);
  (v.filters as unknown[]).forEach((f, i) => checkFilter(`${where}.filters[${i}]`, f));
  if (!Array.isArray(v.sorters) || v.sorters.length > MAX_SORTERS) invalid(`${where}.sorters`, `must be a list of at most ${MAX_SORTERS}`);
  for (const s of v.sorters as unknown[]) {
    if (!isRecord(s) || typeof s.field !== 'string' || s.field === '' || (s.order !== 'asc' && s.order !== 'desc')) invalid(`${where}.sorters`, 'must be [{field, order: asc|desc}]');
  }
  if (typeof v.page_size !== 'number' || !Number.isInteger(v.page_size) || v.page_size < 1 || v.page_size > MAX_PAGE_SIZE) invalid(`${where}.page_size`, `must be a whole number 1-${MAX_PAGE_SIZE}`);
  if (v.columns !== undefined && (!isRecord(v.columns) || !Object.values(v.columns).every((shown) => typeof shown === 'boolean'))) invalid(`${where}.columns`, 'must map column keys to booleans');
}

/** Checks the field's shape and limits: 400 `list_views_invalid`, `list_views_name_too_long`, `list_views_too_many`. */
export function parseListViews(value: unknown): ListViews {
  if (!isRecord(value)) invalid(LIST_VIEWS_FIELD, 'must be an object of lists by store');
  for (const [mid, lists] of Object.entries(value as Record<string, unknown>)) {
    if (!isRecord(lists)) invalid(`${LIST_VIEWS_FIELD}.${mid}`, 'must be an object of views by list');
    for (const [resource, views] of Object.entries(lists as Record<string, unknown>)) {
      const where = `${LIST_VIEWS_FIELD}.${mid}.${resource}`;
      if (!KEY_RE.test(resource)) invalid(where, 'is not a list name');
      if (!Array.isArray(views)) invalid(where, 'must be a list of views');
      const list = views as unknown[];
      if (list.length > MAX_VIEWS_PER_LIST) badRequest(`${where} has more than ${MAX_VIEWS_PER_LIST} views`, 'list_views_too_many');
      list.forEach((view, i) => checkView(`${where}[${i}]`, view));
      const names = list.map((view) => ((view as { name: string }).name.trim().toLowerCase()));
      if (new Set(names).size !== names.length) badRequest(`${where} has two views of one name`, 'list_views_name_taken');
      if (new Set(list.map((view) => (view as { id: string }).id)).size !== list.length) invalid(where, 'has two views of one id');
      if (list.filter((view) => (view as { is_default?: boolean }).is_default).length > 1) invalid(where, 'has more than one default view');
    }
  }
  return value as ListViews;
}
