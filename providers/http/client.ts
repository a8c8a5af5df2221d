import axios, { type AxiosAdapter } from 'axios';
import { config as appConfig, type AppConfig } from '../config';
import { languageTag, storedLocale } from '../i18n/stored-locale';
import { session as appSession, type SessionStore } from '../session';
import { createSendWithBearer } from './bearer';
import { buildUrl } from './build-url';
import type { HttpClient, RequestOptions } from './client-types';
import { withIdempotencyKey } from './idempotency';
import { createPrefetchCache } from './prefetch-cache';
import { createRefresher } from './refresh';
import { createRefreshCall } from './refresh-call';
import { createRefreshLedger, noRefreshLedger, type RefreshLedger } from './refresh-ledger';
import { createEndSession, forgetLedgerWhenSessionEnds, type SessionEndInfo } from './session-end';
import { runSessionEndHandler } from './session-end-handler';
import { createSend } from './transport';

export { buildUrl } from './build-url';
export type { HttpClient, RequestOptions, TokenKind } from './client-types';
export { IDEMPOTENCY_HEADER, inAction, newActionKeys, newUuid, type ActionKeys } from './idempotency';
export { ARRIVAL_WAIT_MS, early, PREFETCH_TTL_MS } from './prefetch-cache';
export { REFRESH_PATHS } from './refresh-call';
export type { SessionEndInfo } from './session-end';
export { setSessionEndHandler } from './session-end-handler';

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

/**
 * The one HTTP client. How a RequestOptions becomes an HTTP call:
 * - URL: resolveUrl(config, path) (base URL or per-service override) + '?' + query, where a
 *   string query is sent exactly as given (dialects encode their own) and an object goes
 *   through toQueryString(obj, 'repeat') (build-url.ts).
 * - Bearer: `token` 'merchant' (default) → merchant_access_token, 'user' → user_access_token,
 *   'none' → no Authorization header. Tokens are read from the session at send time (bearer.ts).
 * - 401 on a user/merchant call: that kind's token is refreshed (POST /sso/api/v1/auth/refresh
 *   or /merchant-profile/api/v1/auth/refresh, body {refresh_token}, no bearer), with one
 *   refresh in flight per kind across the tabs (a Web Lock, and refresh-ledger.ts); every
 *   call that failed meanwhile (including calls that were already on the wire when it began)
 *   waits for it and is retried once (refresh.ts, refresh-call.ts). A 401 carrying a
 *   token older than the stored one is retried with the stored one, without a refresh.
 *   A retry that gets 401 again is rejected. A failed refresh (or none to refresh with)
 *   clears the session and calls onSessionEnd once (session-end.ts). Its answer says whether
 *   the person signed in again in place (the session-end dialog): meanwhile every call of that
 *   kind waits (as for a refresh); then the waiting calls are retried once with the new token,
 *   or, when they did not, reject with 401.
 * - Every rejection is an AppError (normalize-error.ts).
 * - Idempotency (IDEMPOTENCY_HEADER, idempotency.ts): every non-GET call carries
 *   `Idempotency-Key: <UUID>`, made once per call and sent unchanged on its 401 retry and its
 *   retry after the session-end dialog. A user action that repeats a call (the order lock's
 *   423 repeats, withLockRetry) runs each attempt inside `inAction(keys, …)`, so each distinct
 *   write of the action keeps one key across all its repeats. The server answers a known key
 *   with its first answer and applies nothing again; the same key with another body is refused (422).
 * - prefetch(req) (prefetch-cache.ts): a GET started before the screen that reads it has
 *   mounted (the route's first calls). The first identical GET (same URL, token kind and answer
 *   type) made while it is on its way, or within PREFETCH_TTL_MS of its answer, takes that
 *   answer instead of asking again; a failed prefetch is asked again by that call.
 * - takeArrived(req): a prefetched answer that has already arrived, taken synchronously, so
 *   a screen's first render can show it (react-query's initialData) instead of asking for it
 *   and rendering again when it comes.
 * - waitFor(req): a prefetch still on its way, to wait for briefly (a record page suspends on it
 *   in the navigation's transition, so the list stays until the record can show at once).
 */
export function createHttpClient(opts: HttpClientOptions): HttpClient {
  const { config, session, onSessionEnd, ledger = noRefreshLedger } = opts;
  // Bearer tokens, no XSRF cookie: without this axios reads the cookie through the async
  // Cookie Store before every same-origin send, which put 10–20 ms between a click and its call (issue 30).
  const instance = axios.create({ adapter: opts.adapter, withXSRFToken: false });
  forgetLedgerWhenSessionEnds(session, ledger);
  const endSession = createEndSession(session, onSessionEnd);
  const refresher = createRefresher(session, createRefreshCall({ instance, config, session, ledger, endSession }));
  const sendWithBearer = createSendWithBearer(createSend(instance, config, opts.language), session, refresher);

  function request<T>(req: RequestOptions): Promise<T> {
    // The key is fixed before anything is awaited: the action's key is read synchronously,
    // and every retry of this call sends the same one.
    return sendWithBearer<T>(withIdempotencyKey(req, buildUrl(config, req.path, req.query)));
  }

  const cache = createPrefetchCache(config, request);
  return { request: cache.requestOrTake, prefetch: cache.prefetch, takeArrived: cache.takeArrived, waitFor: cache.waitFor };
}

export const http: HttpClient = createHttpClient({
  config: appConfig,
  session: appSession,
  ledger: createRefreshLedger(),
  language: () => languageTag(storedLocale()),
  onSessionEnd: runSessionEndHandler,
});
