import type { CrudOperators } from '@refinedev/core';
import type { UserConfig } from '../../../providers/api/settings-api';

/**
 * Saved list views as the user config keeps them (designed `list_views`, issue 33; the sandbox
 * checks the same shape and limits in sandbox/modules/list-views.ts):
 * `list_views: {[mid]: {[resource]: SavedView[]}}`. The config belongs to the person, a list's
 * views to a store, so they are kept per store: another store's lists never show them.
 */
export const LIST_VIEWS_FIELD = 'list_views';
export const MAX_VIEW_NAME = 60;
export const MAX_VIEWS_PER_LIST = 20;

export interface ViewFilter {
  field: string;
  operator: Exclude<CrudOperators, 'or' | 'and'>;
  value: string | string[] | boolean;
}

export interface SavedView {
  id: string;
  name: string;
  /** Opens when the list is opened with nothing in its address (one per list at most). */
  is_default?: boolean;
  filters: ViewFilter[];
  sorters: { field: string; order: 'asc' | 'desc' }[];
  page_size: number;
  /** Column key → shown (the list's column choice when the view was saved). */
  columns?: Record<string, boolean>;
}

/** One store's views, by list (resource name). */
export type StoreViews = Record<string, SavedView[]>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isValue = (v: unknown): v is ViewFilter['value'] => typeof v === 'string' || typeof v === 'boolean' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));

/** One view as read from the config or storage; anything malformed is no view. */
export function readView(raw: unknown): SavedView | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'string' || typeof raw.name !== 'string' || raw.name.trim() === '') return undefined;
  if (!Array.isArray(raw.filters) || !Array.isArray(raw.sorters) || typeof raw.page_size !== 'number') return undefined;
  const filters = raw.filters.filter((f): f is ViewFilter => isRecord(f) && typeof f.field === 'string' && typeof f.operator === 'string' && isValue(f.value));
  const sorters = raw.sorters.filter((s): s is SavedView['sorters'][number] => isRecord(s) && typeof s.field === 'string' && (s.order === 'asc' || s.order === 'desc'));
  const view: SavedView = { id: raw.id, name: raw.name.slice(0, MAX_VIEW_NAME), filters, sorters, page_size: raw.page_size };
  if (raw.is_default === true) view.is_default = true;
  if (isRecord(raw.columns)) view.columns = Object.fromEntries(Object.entries(raw.columns).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
  return view;
}

/** A store's views out of any value (the config's field, a stored copy); malformed parts are dropped. */
export function readStoreViews(raw: unknown): StoreViews {
  if (!isRecord(raw)) return {};
  const out: StoreViews = {};
  for (const [resource, list] of Object.entries(raw)) {
    if (!Array.isArray(list)) continue;
    const views = list.map(readView).filter((v): v is SavedView => v !== undefined).slice(0, MAX_VIEWS_PER_LIST);
    if (views.length) out[resource] = views;
  }
  return out;
}

/** The store's views in a user config. */
export function storeViewsOf(config: unknown, mid: string): StoreViews {
  const all = isRecord(config) ? config[LIST_VIEWS_FIELD] : undefined;
  return readStoreViews(isRecord(all) ? all[mid] : undefined);
}

/** The config with this store's views replaced, everything else (other stores, guides, language) as it came. */
export function withStoreViews(config: UserConfig, mid: string, views: StoreViews): UserConfig {
  const all = isRecord(config[LIST_VIEWS_FIELD]) ? (config[LIST_VIEWS_FIELD] as Record<string, unknown>) : {};
  return { ...config, [LIST_VIEWS_FIELD]: { ...all, [mid]: views } };
}
