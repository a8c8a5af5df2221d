import type { Credentials, SessionStore } from '../session';
import type { RefreshLedger } from './refresh-ledger';

export interface SessionEndInfo {
  /** There were tokens to lose (false: a token-less call got 401, nothing ended). */
  hadSession: boolean;
  /** The store the ended session was in, read before the session was cleared. */
  mid?: string;
}

/** Resolves true when the person signed in again in place (new tokens are in the session). */
export type EndSession = () => Promise<boolean>;

/**
 * Clears the session and calls onSessionEnd. Once per session: a second kind failing, or a
 * call finding the session already gone, joins the same ending instead of repeating it.
 */
export function createEndSession(session: SessionStore, onSessionEnd: (info: SessionEndInfo) => void | Promise<boolean>): EndSession {
  let ended = false;
  let resumption: Promise<boolean> | undefined;
  return function endSession(): Promise<boolean> {
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
  };
}

/** A session that ends, here or in another tab, leaves no tokens in the ledger. */
export function forgetLedgerWhenSessionEnds(session: SessionStore, ledger: RefreshLedger): void {
  const holdsTokens = (c: Credentials): boolean => Boolean(c.user_refresh_token || c.merchant_refresh_token);
  let held = holdsTokens(session.get());
  session.subscribe((c) => {
    if (held && !holdsTokens(c)) void ledger.forget();
    held = holdsTokens(c);
  });
}
