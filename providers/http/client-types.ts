import type { QueryValue } from './query-string';

/** Which session token a call carries as its bearer; 'none': no Authorization header. */
export type TokenKind = 'user' | 'merchant' | 'none';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** string = already encoded (dialects); object = toQueryString(obj, 'repeat'). */
  query?: string | Record<string, QueryValue>;
  body?: unknown;
  /** Default 'merchant'. */
  token?: TokenKind;
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
  /** Share (0..1) of the body sent so far, for uploads that show their progress. */
  onUploadProgress?: (fraction: number) => void;
  /**
   * An explicit bearer for a call on behalf of another person (spec 1 §7: the user-info call
   * of the employee wizard carries the new employee's token). Used as is: never refreshed.
   */
  bearer?: string;
  /** The write's idempotency key; made here when absent (see IDEMPOTENCY_HEADER). */
  idempotencyKey?: string;
}

export interface PrefetchHow {
  /**
   * Whether takeArrived may hand its answer out (a screen's first render). False for a call
   * started ahead of a render that will make it anyway (a list's click): taken as first data,
   * that render would count it stale and ask a second time.
   */
  takeable?: boolean;
}

export interface HttpClient {
  request<T>(opts: RequestOptions): Promise<T>;
  /** Optional so that test doubles need not have it; `early(http)` falls back to request. */
  prefetch?<T>(opts: RequestOptions, how?: PrefetchHow): Promise<T>;
  /** Takes a prefetch of this GET that has arrived (and not yet expired), or undefined. */
  takeArrived?<T>(opts: RequestOptions): T | undefined;
  /**
   * A takeable prefetch of this GET still on its way: a promise (the same one each time) that
   * settles when it arrives or fails, or after ARRIVAL_WAIT_MS; undefined when there is none.
   */
  waitFor?(opts: RequestOptions): Promise<void> | undefined;
}
