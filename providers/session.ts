/**
 * The credentials of the signed-in person (spec 1 §3 "Credentials held"), persisted as one
 * JSON object under the merchant-cabinet key. Reads go to storage every time (no cache), so
 * a write made by another tab is what the next call uses; the tab also hears about it through
 * the window's `storage` event and tells its subscribers ('remote'), so a sign-out or a store
 * switch elsewhere is seen here.
 */
export interface Credentials {
  user_access_token?: string;
  user_refresh_token?: string;
  merchant_access_token?: string;
  merchant_refresh_token?: string;
  mid?: string;
  tdid?: string;
}

export const SESSION_KEY = 'merchant_cabinet';

export type SessionOrigin = 'local' | 'remote';
export type SessionListener = (credentials: Credentials, origin: SessionOrigin) => void;

export interface SessionStore {
  get(): Credentials;
  /** Merges the patch; a field set to undefined is removed. */
  set(patch: Partial<Credentials>): void;
  clear(): void;
  /** Local writes and other tabs' writes ('remote'); returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void;
}

const FIELDS: ReadonlyArray<keyof Credentials> = [
  'user_access_token',
  'user_refresh_token',
  'merchant_access_token',
  'merchant_refresh_token',
  'mid',
  'tdid',
];

/** Stand-in for localStorage where there is no window (node tests, the sandbox scripts). */
export function createMemoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, String(value));
    },
  };
}

function browserWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** Keeps only known string fields, so a hand-edited or foreign value cannot leak through. */
function parse(raw: string | null): Credentials {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return {};
    const result: Credentials = {};
    for (const field of FIELDS) {
      const v = (value as Record<string, unknown>)[field];
      if (typeof v === 'string' && v !== '') result[field] = v;
    }
    return result;
  } catch {
    return {};
  }
}

export function createSessionStore(opts: { storage?: Storage; key?: string; target?: Window } = {}): SessionStore {
  const win = browserWindow();
  const storage = opts.storage ?? safeLocalStorage(win) ?? createMemoryStorage();
  const key = opts.key ?? SESSION_KEY;
  const target = opts.target ?? win;
  const listeners = new Set<SessionListener>();

  const get = (): Credentials => parse(storage.getItem(key));
  const notify = (origin: SessionOrigin): void => {
    const current = get();
    for (const listener of [...listeners]) listener(current, origin);
  };

  const onStorage = (event: StorageEvent): void => {
    // key null = another tab called localStorage.clear().
    if (event.key !== null && event.key !== key) return;
    if (event.storageArea && event.storageArea !== storage) return;
    notify('remote');
  };

  return {
    get,
    set(patch) {
      const next: Credentials = { ...get(), ...patch };
      for (const field of FIELDS) if (next[field] === undefined || next[field] === '') delete next[field];
      storage.setItem(key, JSON.stringify(next));
      notify('local');
    },
    clear() {
      storage.removeItem(key);
      notify('local');
    },
    subscribe(listener) {
      // The window listener lives only while someone listens, so stores made in tests do not pile up handlers.
      if (listeners.size === 0) target?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** localStorage can throw (privacy mode, sandboxed iframe); fall back to memory then. */
function safeLocalStorage(win: Window | undefined): Storage | undefined {
  try {
    return win?.localStorage;
  } catch {
    return undefined;
  }
}

export const session: SessionStore = createSessionStore();

/** The chosen language stays: it is the device's, not the session's (and the sign-in page speaks it). */
const KEPT_KEYS = new Set(['merchant_cabinet_locale']);

/**
 * Ends what this browser holds of a session, on a sign-out and on a session that ended:
 * every `merchant_cabinet*` key (credentials, the shop status, SMS resend waits...) but the
 * language, then the session store's subscribers hear the credentials are gone.
 */
export function clearStoredSession(store: SessionStore = session, storage: Storage | undefined = safeLocalStorage(browserWindow())): void {
  if (storage) {
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(SESSION_KEY) && !KEPT_KEYS.has(key)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  }
  store.clear();
}

/**
 * The phone the person signed in with, in memory only (never stored): the session-end
 * dialog offers to sign in again with it. Set at sign-in and from the user's profile.
 */
let rememberedPhone: string | undefined;
export const signInPhone = {
  remember(phone: string | undefined): void {
    const digits = phone?.replace(/\D/g, '');
    if (digits && digits.length === 11) rememberedPhone = digits;
  },
  get: (): string | undefined => rememberedPhone,
};
