import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { config as appConfig, resolveUrl, type AppConfig } from '../config';
import { languageTag, storedLocale } from '../i18n/stored-locale';
import { session as appSession, type Credentials, type SessionStore } from '../session';
import { reportServerError } from '../error-reporting';
import { ERROR_KEYS, type AppError } from './errors';
import { createAppError, normalizeError } from './normalize-error';
import { createRefreshLedger, noRefreshLedger, type RefreshLedger } from './refresh-ledger';
import { toQueryString, type QueryValue } from './query-string';

/**
 * The one HTTP client. How a RequestOptions becomes an HTTP call:
 * - URL: resolveUrl(config, path) (base URL or per-service override) + '?' + query, where a
 *   string query is sent exactly as given (dialects encode their own) and an object goes
 *   through toQueryString(obj, 'repeat'). axios never sees `params`, so it re-encodes nothing.
 * - Bearer: `token` 'merchant' (default) → merchant_access_token, 'user' → user_access_token,
 *   'none' → no Authorization header. Tokens are read from the session at send time.
 * - 401 on a user/merchant call: that kind's token is refreshed (POST /sso/api/v1/auth/refresh
 *   or /merchant-profile/api/v1/auth/refresh, body {refresh_token}, no bearer), with one
 *   refresh in flight per kind across the tabs (a Web Lock, and refresh-ledger.ts); every
 *   call that failed meanwhile (including calls that were already on the wire when it began)
 *   waits for it and is retried once. A 401 carrying a
 *   token older than the stored one is retried with the stored one, without a refresh.
 *   A retry that gets 401 again is rejected. A failed refresh (or none to refresh with)
 *   clears the session and calls onSessionEnd once. Its answer says whether the person
 *   signed in again in place (the session-end dialog): meanwhile every call of that kind
 *   waits (as for a refresh); then the waiting calls are retried once with the new token,
 *   or, when they did not, reject with 401.
 * - Every rejection is an AppError (normalize-error.ts).
 * - Idempotency (IDEMPOTENCY_HEADER): every non-GET call carries `Idempotency-Key: <UUID>`,
 *   made once per call and sent unchanged on its 401 retry and its retry after the
 *   session-end dialog. A user action that repeats a call (the order lock's 423 repeats,
 *   withLockRetry) runs each attempt inside `inAction(keys, …)`, so each distinct write of
 *   the action keeps one key across all its repeats. The server answers a known key with its
 *   first answer and applies nothing again; the same key with another body is refused (422).
 * - prefetch(req): a GET started before the screen that reads it has mounted (the route's
 *   first calls). The first identical GET (same URL, token kind and answer type) made while
 *   it is on its way, or within PREFETCH_TTL_MS of its answer, takes that answer instead of
 *   asking again; a failed prefetch is asked again by that call.
 * - takeArrived(req): a prefetched answer that has already arrived, taken synchronously, so
 *   a screen's first render can show it (react-query's initialData) instead of asking for it
 *   and rendering again when it comes.
 */
export type TokenKind = 'user' | 'merchant' | 'none';
type AuthKind = Exclude<TokenKind, 'none'>;

/** The header that makes a write idempotent (named once here; README "Point the app at a staging backend"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

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

/** A UUID v4: crypto.randomUUID where there is one (it needs a secure context), else from getRandomValues. */
export function newUuid(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The keys of one user action: each distinct write (method + URL) gets one key, kept across its repeats. */
export interface ActionKeys {
  keyFor(method: string, url: string): string;
}

export function newActionKeys(): ActionKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(method, url) {
      const slot = `${method} ${url}`;
      let key = keys.get(slot);
      if (!key) keys.set(slot, (key = newUuid()));
      return key;
    },
  };
}

let currentAction: ActionKeys | undefined;

/**
 * Runs `call` so that the writes it starts take their keys from `action`. The client reads
 * the action synchronously when a call starts, so `call` must start its request at once
 * (an API function that calls http.request directly does).
 */
export function inAction<T>(action: ActionKeys, call: () => T): T {
  const previous = currentAction;
  currentAction = action;
  try {
    return call();
  } finally {
    currentAction = previous;
  }
}

/** The key a call is sent with, or undefined for a GET. */
function idempotencyKeyOf(req: RequestOptions, url: string): string | undefined {
  const method = req.method ?? 'GET';
  if (method === 'GET') return undefined;
  return req.idempotencyKey ?? currentAction?.keyFor(method, url) ?? newUuid();
}

export interface HttpClient {
  request<T>(opts: RequestOptions): Promise<T>;
  /** Optional so that test doubles need not have it; `early(http)` falls back to request. */
  prefetch?<T>(opts: RequestOptions): Promise<T>;
  /** Takes a prefetch of this GET that has arrived (and not yet expired), or undefined. */
  takeArrived?<T>(opts: RequestOptions): T | undefined;
}

/** How long a prefetched answer waits for the screen that asks for it. */
export const PREFETCH_TTL_MS = 10_000;

export interface HttpClientOptions {
  config: AppConfig;
  session: SessionStore;
  /**
   * The session ended (a refresh was refused). Resolves true when the person signed in
   * again in place (new tokens are in the session), false/void when not.
   */
  onSessionEnd: (info: SessionEndInfo) => void | Promise<boolean>;
  /** Replaces axios's transport (unit tests). */
  adapter?: AxiosAdapter;
  /** Where a refresh leaves its tokens for the other tabs (refresh-ledger.ts); none by default. */
  ledger?: RefreshLedger;
  /**
   * The interface language, read at send time and sent as `Accept-Language` (a BCP 47 tag:
   * `ru`, `kk`, `en`), so that what a service words itself (the support contacts' names)
   * comes in the language shown. None: no header.
   */
  language?: () => string;
}

export interface SessionEndInfo {
  /** There were tokens to lose (false: a token-less call got 401, nothing ended). */
  hadSession: boolean;
  /** The store the ended session was in, read before the session was cleared. */
  mid?: string;
}

/** A refused refresh, thrown inside the cross-tab lock and awaited outside it (the dialog may take minutes). */
class SessionEnded {
  constructor(readonly resumed: Promise<boolean>) {}
}

export const REFRESH_PATHS: Record<AuthKind, string> = {
  user: '/sso/api/v1/auth/refresh',
  merchant: '/merchant-profile/api/v1/auth/refresh',
};

const FIELDS = {
  user: { access: 'user_access_token', refresh: 'user_refresh_token' },
  merchant: { access: 'merchant_access_token', refresh: 'merchant_refresh_token' },
} as const satisfies Record<AuthKind, { access: keyof Credentials; refresh: keyof Credentials }>;

export function buildUrl(cfg: AppConfig, path: string, query: RequestOptions['query']): string {
  const base = resolveUrl(cfg, path);
  const qs = typeof query === 'string' ? query.replace(/^\?/, '') : query ? toQueryString(query, 'repeat') : '';
  if (!qs) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${qs}`;
}

function unauthorized(): AppError {
  return createAppError({ statusCode: 401, key: ERROR_KEYS.unauthorized, message: 'Unauthorized' });
}

export function createHttpClient(opts: HttpClientOptions): HttpClient {
  const { config, session, onSessionEnd, ledger = noRefreshLedger } = opts;
  const instance: AxiosInstance = axios.create({ adapter: opts.adapter });
  const refreshing: Partial<Record<AuthKind, Promise<string>>> = {};
  let ended = false;
  let resumption: Promise<boolean> | undefined;
  // A session that ends, here or in another tab, leaves no tokens in the ledger.
  const holdsTokens = (c: Credentials): boolean => Boolean(c.user_refresh_token || c.merchant_refresh_token);
  let held = holdsTokens(session.get());
  session.subscribe((c) => {
    if (held && !holdsTokens(c)) void ledger.forget();
    held = holdsTokens(c);
  });

  const accessToken = (kind: AuthKind): string | undefined => session.get()[FIELDS[kind].access];

  async function send<T>(req: RequestOptions, token: string | undefined): Promise<T> {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (req.idempotencyKey) headers[IDEMPOTENCY_HEADER] = req.idempotencyKey;
    if (opts.language) headers['Accept-Language'] = opts.language();
    try {
      const res = await instance.request<T>({
        url: buildUrl(config, req.path, req.query),
        method: req.method ?? 'GET',
        data: req.body,
        headers,
        responseType: req.responseType ?? 'json',
        signal: req.signal,
        onUploadProgress: req.onUploadProgress && ((e) => req.onUploadProgress?.(e.total ? e.loaded / e.total : 0)),
      });
      return res.data;
    } catch (error) {
      const failure = await normalizeError(error);
      if (failure.statusCode >= 500) reportServerError(req.method ?? 'GET', req.path, failure.statusCode, failure.message);
      throw failure;
    }
  }

  /**
   * Once per session: a second kind failing, or a call finding the session already gone,
   * joins the same ending instead of repeating it.
   */
  function endSession(): Promise<boolean> {
    if (resumption) return resumption;
    const c = session.get();
    const hasTokens = Boolean(c.user_access_token || c.merchant_access_token || c.user_refresh_token || c.merchant_refresh_token);
    if (ended && !hasTokens) return Promise.resolve(false);
    ended = true;
    session.clear();
    // Called in the same tick as the clear: a screen must not render signed-out before the
    // handler has said the session is ending (the guard would redirect first).
    let said: void | Promise<boolean>;
    try {
      said = onSessionEnd({ hadSession: hasTokens, mid: c.mid });
    } catch {
      said = undefined;
    }
    const answer = Promise.resolve(said).then((resumed) => resumed === true, () => false);
    resumption = answer;
    void answer.then((resumed) => {
      resumption = undefined;
      if (resumed) ended = false;
    });
    return answer;
  }

  async function doRefresh(kind: AuthKind): Promise<string> {
    const { access, refresh } = FIELDS[kind];
    const refreshToken = session.get()[refresh];
    try {
      if (!refreshToken) throw unauthorized();
      const res = await instance.post<unknown>(
        resolveUrl(config, REFRESH_PATHS[kind]),
        { refresh_token: refreshToken },
        { headers: { [IDEMPOTENCY_HEADER]: newUuid() }, responseType: 'json' },
      );
      const answer = (res.data ?? {}) as { access_token?: unknown; refresh_token?: unknown };
      if (typeof answer.access_token !== 'string' || answer.access_token === '') throw unauthorized();
      const stored = session.get();
      // Another tab signed out while we refreshed: do not bring a half session back.
      if (!stored[refresh]) throw unauthorized();
      // Another tab refreshed or switched store meanwhile: its tokens are the newer truth.
      if (stored[refresh] !== refreshToken && stored[access]) return stored[access];
      const nextRefresh = typeof answer.refresh_token === 'string' && answer.refresh_token ? answer.refresh_token : refreshToken;
      session.set({ [access]: answer.access_token, [refresh]: nextRefresh });
      // Before the lock is released: the next tab to hold it reads this, not its stale copy.
      await ledger.record(kind, refreshToken, { access: answer.access_token, refresh: nextRefresh });
      return answer.access_token;
    } catch (error) {
      const failure = await normalizeError(error);
      // No answer or a failing service is not a verdict on the session: keep it, fail this call.
      if (failure.statusCode === 0 || failure.statusCode >= 500) throw failure;
      // Refused because another tab has just used (and the backend rotated) this refresh token.
      const adopted = refreshToken ? await adoptRefreshed(kind, refreshToken) : undefined;
      if (adopted) return adopted;
      throw new SessionEnded(endSession());
    }
  }

  /** Takes the tokens another tab's refresh made from `used`, if it made any. */
  async function adoptRefreshed(kind: AuthKind, used: string): Promise<string | undefined> {
    const news = await ledger.find(kind, used);
    if (!news) return undefined;
    const { access, refresh } = FIELDS[kind];
    // A sign-out or a store switch meanwhile wins over an old refresh.
    if (session.get()[refresh] !== used) return undefined;
    session.set({ [access]: news.access, [refresh]: news.refresh });
    return news.access;
  }

  /**
   * Single flight per kind: every caller during a refresh gets the same promise. Across
   * tabs a Web Lock serialises refreshes; a tab that gets the lock after another tab has
   * refreshed finds a newer token than the one that failed (in the session, or in the
   * refresh ledger when its copy of localStorage has not heard yet) and uses it instead.
   */
  function refreshOnce(kind: AuthKind, sent: string | undefined): Promise<string> {
    const pending = refreshing[kind];
    if (pending) return pending;
    const flight = withCrossTabLock(`partner-refresh-${kind}`, async () => {
      const current = accessToken(kind);
      if (current && current !== sent) return current;
      const used = session.get()[FIELDS[kind].refresh];
      return (used && (await adoptRefreshed(kind, used))) || doRefresh(kind);
    }).catch(async (error: unknown) => {
      if (!(error instanceof SessionEnded)) throw error;
      const fresh = (await error.resumed) ? accessToken(kind) : undefined;
      if (!fresh) throw unauthorized();
      return fresh;
    });
    refreshing[kind] = flight;
    const done = (): void => {
      if (refreshing[kind] === flight) delete refreshing[kind];
    };
    flight.then(done, done);
    return flight;
  }

  /** The token to retry a call with, after it got 401 carrying `sent`. */
  function tokenAfter401(kind: AuthKind, sent: string | undefined): Promise<string> {
    const pending = refreshing[kind];
    if (pending) return pending;
    const current = accessToken(kind);
    if (current && current !== sent) return Promise.resolve(current);
    return refreshOnce(kind, sent);
  }

  function request<T>(opts: RequestOptions): Promise<T> {
    // Fixed before anything is awaited: the action's key is read synchronously, and every
    // retry of this call below sends the same one.
    const key = idempotencyKeyOf(opts, buildUrl(config, opts.path, opts.query));
    return requestOnce<T>(key ? { ...opts, idempotencyKey: key } : opts);
  }

  async function requestOnce<T>(req: RequestOptions): Promise<T> {
    const kind = req.token ?? 'merchant';
    if (req.bearer) return send<T>(req, req.bearer);
    if (kind === 'none') return send<T>(req, undefined);
    // A call made while its kind is being refreshed waits, rather than spend a 401 on a dead token.
    const pending = refreshing[kind];
    if (pending) await pending;
    const token = accessToken(kind);
    try {
      return await send<T>(req, token);
    } catch (error) {
      if ((error as AppError).statusCode !== 401) throw error;
      const fresh = await tokenAfter401(kind, token);
      // The one retry: a 401 here is rejected as it is (no second refresh, no loop).
      return send<T>(req, fresh);
    }
  }

  /** A prefetch on its way or arrived; `arrived` holds its answer once it has (takeArrived). */
  interface Prefetched {
    answer: Promise<unknown>;
    expires: number;
    arrived?: { value: unknown };
  }
  const prefetched = new Map<string, Prefetched>();
  const prefetchKey = (req: RequestOptions): string | undefined =>
    (req.method ?? 'GET') === 'GET' ? `${req.token ?? 'merchant'} ${req.responseType ?? 'json'} ${buildUrl(config, req.path, req.query)}` : undefined;

  function prefetch<T>(req: RequestOptions): Promise<T> {
    const key = prefetchKey(req);
    const answer = request<T>({ ...req, signal: undefined });
    if (key) {
      const entry: Prefetched = { answer, expires: Infinity };
      prefetched.set(key, entry);
      const settle = () => {
        entry.expires = Date.now() + PREFETCH_TTL_MS;
      };
      answer.then((value) => {
        entry.arrived = { value };
        settle();
      }, settle);
    }
    return answer;
  }

  /** Takes the prefetch of this request out of the map (each is answered once), if there is one. */
  function takePrefetched(req: RequestOptions, when: (entry: Prefetched) => boolean = () => true): Prefetched | undefined {
    const key = prefetched.size > 0 ? prefetchKey(req) : undefined;
    const entry = key ? prefetched.get(key) : undefined;
    if (!key || !entry || !when(entry)) return undefined;
    prefetched.delete(key);
    return entry;
  }

  function requestOrTake<T>(req: RequestOptions): Promise<T> {
    const entry = takePrefetched(req);
    if (!entry || entry.expires < Date.now()) return request<T>(req);
    return (entry.answer as Promise<T>).catch(() => request<T>(req));
  }

  function takeArrived<T>(req: RequestOptions): T | undefined {
    return takePrefetched(req, (entry) => entry.arrived !== undefined && entry.expires >= Date.now())?.arrived?.value as T | undefined;
  }

  return { request: requestOrTake, prefetch, takeArrived };
}

/** The same client whose GETs are prefetches (for a route's first calls). */
export function early(client: HttpClient): HttpClient {
  return { request: (req) => (client.prefetch ?? client.request)(req) };
}

/** navigator.locks where the browser has it (every current one); plain call elsewhere (node tests). */
function withCrossTabLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? (locks.request(name, fn) as Promise<T>) : fn();
}

const SIGN_IN_PATH = '/auth/sign-in';

function defaultSessionEnd(): boolean {
  if (typeof window === 'undefined') return false;
  // Already there (a token-less call on the sign-in page got 401): a reload would only loop.
  if (window.location.pathname === SIGN_IN_PATH) return false;
  window.location.assign(SIGN_IN_PATH);
  return false;
}

type SessionEndHandler = (info: SessionEndInfo) => void | boolean | Promise<boolean>;
let sessionEndHandler: SessionEndHandler = defaultSessionEnd;

/** The app sets the session-end dialog here (src/app/session-end); null restores the plain redirect. */
export function setSessionEndHandler(fn: SessionEndHandler | null): void {
  sessionEndHandler = fn ?? defaultSessionEnd;
}

export const http: HttpClient = createHttpClient({
  config: appConfig,
  session: appSession,
  ledger: createRefreshLedger(),
  language: () => languageTag(storedLocale()),
  onSessionEnd: async (info) => (await sessionEndHandler(info)) === true,
});
