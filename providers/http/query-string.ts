/**
 * The one query-string encoder, so tests can assert the exact query a call sends.
 * Values are percent-encoded except `,` and `:` (kept literal, as services read comma
 * lists and time values); a space becomes `%20`; empty values are dropped.
 */
export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;
export type QueryPairs = Array<[string, string]>;

export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}

/** Turns an object into ordered pairs; arrays become `k=a,b` (comma) or `k=a&k=b` (repeat). */
export function toPairs(params: Record<string, QueryValue>, arrays: 'comma' | 'repeat' = 'repeat'): QueryPairs {
  const pairs: QueryPairs = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      if (arrays === 'comma') pairs.push([key, value.join(',')]);
      else for (const item of value) pairs.push([key, String(item)]);
    } else {
      pairs.push([key, String(value)]);
    }
  }
  return pairs;
}

export function toQueryString(input: QueryPairs | Record<string, QueryValue>, arrays: 'comma' | 'repeat' = 'repeat'): string {
  const pairs = Array.isArray(input) ? input : toPairs(input, arrays);
  return pairs.map(([k, v]) => `${encodeQueryValue(k)}=${encodeQueryValue(v)}`).join('&');
}
