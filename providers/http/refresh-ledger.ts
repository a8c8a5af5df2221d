import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

/**
 * What the last token refresh of each kind made of which refresh token, for the other tabs.
 *
 * Why not localStorage, where the session lives: each tab reads its own copy of it, told of
 * other tabs' writes asynchronously. A tab granted the refresh lock right after another tab
 * refreshed can still read the old tokens there and refresh again with a refresh token that
 * was just used (two refreshes; a backend that rotates refresh tokens would refuse the second
 * and end the session). IndexedDB is read through the browser, so what the last holder of the
 * lock wrote before releasing it is what the next holder reads.
 *
 * A record counts for a minute (it only has to outlive the race between tabs) and is deleted
 * when the session ends.
 */
export interface RefreshedTokens {
  access: string;
  refresh: string;
}

export interface RefreshLedger {
  /** The tokens a refresh of `kind` made from `usedRefreshToken` within the last minute. */
  find(kind: string, usedRefreshToken: string): Promise<RefreshedTokens | undefined>;
  record(kind: string, usedRefreshToken: string, tokens: RefreshedTokens): Promise<void>;
  /** Deletes every record (the session ended: no tokens stay behind). */
  forget(): Promise<void>;
}

interface StoredRecord extends RefreshedTokens {
  from: string;
  at: number;
}

export const REFRESH_RECORD_TTL_MS = 60_000;
/** The lock waits on these: a storage that does not answer must not hold up every call. */
const STORAGE_WAIT_MS = 1_000;

export const noRefreshLedger: RefreshLedger = {
  find: () => Promise.resolve(undefined),
  record: () => Promise.resolve(),
  forget: () => Promise.resolve(),
};

function within<T>(ms: number, work: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([work.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);
}

/** The ledger in IndexedDB, or none where the browser has no IndexedDB (node tests, some private modes). */
export function createRefreshLedger(now: () => number = Date.now): RefreshLedger {
  if (typeof indexedDB === 'undefined') return noRefreshLedger;
  let store: UseStore | undefined;
  const db = (): UseStore => (store ??= createStore('partner-session', 'refreshes'));
  return {
    async find(kind, usedRefreshToken) {
      const found = await within(STORAGE_WAIT_MS, get<StoredRecord>(kind, db()), undefined);
      if (!found || found.from !== usedRefreshToken || now() - found.at > REFRESH_RECORD_TTL_MS) return undefined;
      return { access: found.access, refresh: found.refresh };
    },
    async record(kind, usedRefreshToken, tokens) {
      const entry: StoredRecord = { ...tokens, from: usedRefreshToken, at: now() };
      await within(STORAGE_WAIT_MS, set(kind, entry, db()), undefined);
    },
    async forget() {
      await within(STORAGE_WAIT_MS, clear(db()), undefined);
    },
  };
}
