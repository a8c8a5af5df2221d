import type { AxiosInstance } from 'axios';
import { resolveUrl, type AppConfig } from '../config';
import type { SessionStore } from '../session';
import { ERROR_KEYS, type AppError } from './errors';
import { IDEMPOTENCY_HEADER, newUuid } from './idempotency';
import { createAppError, normalizeError } from './normalize-error';
import type { RefreshLedger } from './refresh-ledger';
import type { EndSession } from './session-end';
import { TOKEN_FIELDS, type AuthKind } from './session-tokens';

export const REFRESH_PATHS: Record<AuthKind, string> = {
  user: '/sso/api/v1/auth/refresh',
  merchant: '/merchant-profile/api/v1/auth/refresh',
};

export function unauthorized(): AppError {
  return createAppError({ statusCode: 401, key: ERROR_KEYS.unauthorized, message: 'Unauthorized' });
}

/** A refused refresh, thrown inside the cross-tab lock and awaited outside it (the dialog may take minutes). */
export class SessionEnded {
  constructor(readonly resumed: Promise<boolean>) {}
}

export interface RefreshCall {
  /**
   * POSTs the kind's refresh token (body {refresh_token}, no bearer) and stores the tokens
   * that come back. Throws SessionEnded when refused (or when there is none to refresh with).
   */
  refresh(kind: AuthKind): Promise<string>;
  /** Takes the tokens another tab's refresh made from `used`, if it made any. */
  adoptRefreshed(kind: AuthKind, used: string): Promise<string | undefined>;
}

export interface RefreshCallDeps {
  instance: AxiosInstance;
  config: AppConfig;
  session: SessionStore;
  ledger: RefreshLedger;
  endSession: EndSession;
}

/** The refresh itself; refresh.ts decides when it runs (one in flight per kind, across tabs). */
export function createRefreshCall({ instance, config, session, ledger, endSession }: RefreshCallDeps): RefreshCall {
  async function doRefresh(kind: AuthKind): Promise<string> {
    const { access, refresh } = TOKEN_FIELDS[kind];
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

  async function adoptRefreshed(kind: AuthKind, used: string): Promise<string | undefined> {
    const news = await ledger.find(kind, used);
    if (!news) return undefined;
    const { access, refresh } = TOKEN_FIELDS[kind];
    // A sign-out or a store switch meanwhile wins over an old refresh.
    if (session.get()[refresh] !== used) return undefined;
    session.set({ [access]: news.access, [refresh]: news.refresh });
    return news.access;
  }

  return { refresh: doRefresh, adoptRefreshed };
}
