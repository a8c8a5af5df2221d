import { resolveUrl, type AppConfig } from '../config';
import type { RequestOptions } from './client-types';
import { toQueryString } from './query-string';

/**
 * resolveUrl(config, path) + '?' + query. A string query is sent exactly as given (dialects
 * encode their own); an object goes through toQueryString(obj, 'repeat'). axios never sees
 * `params`, so it re-encodes nothing.
 */
export function buildUrl(cfg: AppConfig, path: string, query: RequestOptions['query']): string {
  const base = resolveUrl(cfg, path);
  const qs = typeof query === 'string' ? query.replace(/^\?/, '') : query ? toQueryString(query, 'repeat') : '';
  if (!qs) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${qs}`;
}
