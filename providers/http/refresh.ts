import type { SessionStore } from '../session';
import { withCrossTabLock } from './cross-tab-lock';
import { SessionEnded, unauthorized, type RefreshCall } from './refresh-call';
import { accessToken, TOKEN_FIELDS, type AuthKind } from './session-tokens';

export interface Refresher {
  /** The refresh of this kind in flight, if any. */
  inFlight(kind: AuthKind): Promise<string> | undefined;
  /** The token to retry a call with, after it got 401 carrying `sent`. */
  tokenAfter401(kind: AuthKind, sent: string | undefined): Promise<string>;
}

export function createRefresher(session: SessionStore, call: RefreshCall): Refresher {
  const refreshing: Partial<Record<AuthKind, Promise<string>>> = {};

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
      const current = accessToken(session, kind);
      if (current && current !== sent) return current;
      const used = session.get()[TOKEN_FIELDS[kind].refresh];
      return (used && (await call.adoptRefreshed(kind, used))) || call.refresh(kind);
    }).catch(async (error: unknown) => {
      if (!(error instanceof SessionEnded)) throw error;
      const fresh = (await error.resumed) ? accessToken(session, kind) : undefined;
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

  function tokenAfter401(kind: AuthKind, sent: string | undefined): Promise<string> {
    const pending = refreshing[kind];
    if (pending) return pending;
    const current = accessToken(session, kind);
    if (current && current !== sent) return Promise.resolve(current);
    return refreshOnce(kind, sent);
  }

  return { inFlight: (kind) => refreshing[kind], tokenAfter401 };
}
