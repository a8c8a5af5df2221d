import { randomBytes } from 'node:crypto';
import type { Store } from './state';

export type TokenKind = 'user' | 'merchant';

export interface TokenRecord {
  kind: TokenKind;
  tdid: string;
  mid?: string;
  /** Session id: set at user sign-in, inherited by merchant tokens and refreshes; sign-out ends it. */
  sid: string;
  /** Expiry, epoch ms. */
  exp: number;
  /** Refresh tokens only: when it was first used; it stays usable for ROTATION_GRACE_MS after. */
  rotatedAt?: number;
}

export interface TokensSlice {
  access: Record<string, TokenRecord>;
  refresh: Record<string, TokenRecord>;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/**
 * Refresh rotates the pair, but the old refresh token stays valid this long after its first
 * use: two tabs that hit a 401 at once both refresh with the same stored token, and both
 * must succeed (the second simply gets another fresh pair).
 */
export const ROTATION_GRACE_MS = 30_000;

export const TOKENS_SLICE = 'tokens';
export const tokenSeeds = { [TOKENS_SLICE]: (): TokensSlice => ({ access: {}, refresh: {} }) };

export interface TokenService {
  issue(kind: TokenKind, who: { tdid: string; mid?: string; sid?: string }): TokenPair;
  /** The record behind a valid, unexpired access token of that kind; undefined otherwise. */
  verify(kind: TokenKind, token: string | undefined): TokenRecord | undefined;
  /** A new pair for a valid refresh token of that kind; undefined when unknown, expired, revoked or rotated too long ago. */
  refresh(kind: TokenKind, refreshToken: string): TokenPair | undefined;
  /** Existing access tokens (of that kind, or both) expire now. */
  expireAccess(kind?: TokenKind): void;
  /** Existing refresh tokens (of that kind, or both) become invalid. */
  revokeRefresh(kind?: TokenKind): void;
  /** Ends a session: every token (both kinds) carrying that session id. */
  endSession(sid: string): void;
}

/** Opaque random tokens whose lifetimes are read at issue time (so fault changes apply to new tokens). */
export function createTokenService(
  store: Store,
  ttl: () => { accessSeconds: number; refreshSeconds: number },
): TokenService {
  const slice = (): TokensSlice => store.slice<TokensSlice>(TOKENS_SLICE);
  const newToken = (): string => randomBytes(24).toString('base64url');

  function prune(now: number): void {
    const s = slice();
    for (const [t, r] of Object.entries(s.access)) if (r.exp <= now) delete s.access[t];
    for (const [t, r] of Object.entries(s.refresh)) {
      if (r.exp <= now || (r.rotatedAt !== undefined && now - r.rotatedAt > ROTATION_GRACE_MS)) delete s.refresh[t];
    }
  }

  function issue(kind: TokenKind, who: { tdid: string; mid?: string; sid?: string }): TokenPair {
    const now = Date.now();
    prune(now);
    const { accessSeconds, refreshSeconds } = ttl();
    const base = { kind, tdid: who.tdid, sid: who.sid ?? newToken(), ...(who.mid ? { mid: who.mid } : {}) };
    const pair = { access_token: newToken(), refresh_token: newToken() };
    slice().access[pair.access_token] = { ...base, exp: now + accessSeconds * 1000 };
    slice().refresh[pair.refresh_token] = { ...base, exp: now + refreshSeconds * 1000 };
    store.save();
    return pair;
  }

  function forEachOfKind(map: Record<string, TokenRecord>, kind: TokenKind | undefined, fn: (token: string, r: TokenRecord) => void): void {
    for (const [token, r] of Object.entries(map)) if (!kind || r.kind === kind) fn(token, r);
  }

  return {
    issue,
    verify(kind, token) {
      if (!token) return undefined;
      const record = slice().access[token];
      if (!record || record.kind !== kind || record.exp <= Date.now()) return undefined;
      return record;
    },
    refresh(kind, refreshToken) {
      const now = Date.now();
      const record = slice().refresh[refreshToken];
      if (!record || record.kind !== kind || record.exp <= now) return undefined;
      if (record.rotatedAt !== undefined && now - record.rotatedAt > ROTATION_GRACE_MS) return undefined;
      record.rotatedAt ??= now;
      return issue(kind, record);
    },
    expireAccess(kind) {
      const now = Date.now();
      forEachOfKind(slice().access, kind, (_t, r) => {
        r.exp = Math.min(r.exp, now);
      });
      store.save();
    },
    revokeRefresh(kind) {
      const map = slice().refresh;
      forEachOfKind(map, kind, (t) => delete map[t]);
      store.save();
    },
    endSession(sid) {
      const s = slice();
      for (const map of [s.access, s.refresh]) for (const [t, r] of Object.entries(map)) if (r.sid === sid) delete map[t];
      store.save();
    },
  };
}
