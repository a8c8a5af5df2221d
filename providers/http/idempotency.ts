import type { RequestOptions } from './client-types';

/** The header that makes a write idempotent (named once here; README "Point the app at a staging backend"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

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

/** The call with the key it is sent with (a GET has none); `inAction`'s keys are read now. */
export function withIdempotencyKey(req: RequestOptions, url: string): RequestOptions {
  const key = idempotencyKeyOf(req, url);
  return key ? { ...req, idempotencyKey: key } : req;
}
