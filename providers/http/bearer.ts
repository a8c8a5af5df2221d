import type { SessionStore } from '../session';
import type { RequestOptions } from './client-types';
import type { AppError } from './errors';
import type { Refresher } from './refresh';
import { accessToken } from './session-tokens';
import type { Send } from './transport';

export type SendWithBearer = <T>(req: RequestOptions) => Promise<T>;

/**
 * Chooses a call's bearer: `req.bearer` as is, none for token 'none', else the token of its
 * kind ('merchant' by default) read from the session at send time, and on 401 the token
 * after a refresh, with one retry.
 */
export function createSendWithBearer(send: Send, session: SessionStore, refresher: Refresher): SendWithBearer {
  return async function sendWithBearer<T>(req: RequestOptions): Promise<T> {
    const kind = req.token ?? 'merchant';
    if (req.bearer) return send<T>(req, req.bearer);
    if (kind === 'none') return send<T>(req, undefined);
    // A call made while its kind is being refreshed waits, rather than spend a 401 on a dead token.
    const pending = refresher.inFlight(kind);
    if (pending) await pending;
    const token = accessToken(session, kind);
    try {
      return await send<T>(req, token);
    } catch (error) {
      if ((error as AppError).statusCode !== 401) throw error;
      const fresh = await refresher.tokenAfter401(kind, token);
      // The one retry: a 401 here is rejected as it is (no second refresh, no loop).
      return send<T>(req, fresh);
    }
  };
}
