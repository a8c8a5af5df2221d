import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { TokenService } from './tokens';
import type { SandboxEnv } from './types';

/**
 * Idempotent writes, Stripe's contract (the app sends the header on every non-GET call,
 * providers/http/idempotency.ts):
 * - a POST/PUT/PATCH/DELETE with `Idempotency-Key` is remembered per merchant (else per
 *   user, else per anonymous caller) for 24 h with a hash of its method, path and body;
 * - the same key again with the same request → the first answer replayed, nothing applied
 *   again (`Idempotent-Replayed: true`); one that arrives while the first still runs waits
 *   for it and gets its answer;
 * - the same key with another method, path or body → 422 with a message. A multipart body
 *   is compared by its parts (names, file names, file bytes, field values, in order), not by
 *   its raw bytes: the same file sent again under a new boundary is the same request.
 * Answers that say "not done, try again" are not remembered, so a repeat really runs:
 * 401 (the refresh retry), 408, 423 (the order lock's repeats), 429 and 5xx.
 * Keys live in memory (a restart or /__sandbox/reset forgets them).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;
const NOT_REMEMBERED = new Set([401, 408, 423, 429]);

interface Remembered {
  fingerprint: string;
  at: number;
  answer: Promise<StoredAnswer | undefined>;
}

interface StoredAnswer {
  status: number;
  contentType: string | null;
  disposition: string | null;
  body: ArrayBuffer;
}

export interface IdempotencyStore {
  middleware: MiddlewareHandler<SandboxEnv>;
  clear(): void;
  /** How many keys are remembered (tests). */
  size(): number;
}

const bearer = (header: string | undefined): string | undefined => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/**
 * The hash a request is recognised by: method, path and body; a multipart/form-data body by
 * its parts (each length-prefixed, so no two different bodies hash alike). A multipart body
 * that does not parse is hashed raw (its handler refuses it anyway).
 */
export async function fingerprintOf(head: string, contentType: string | undefined, body: ArrayBuffer): Promise<string> {
  if ((contentType ?? '').toLowerCase().startsWith('multipart/form-data')) {
    try {
      const form = await new Response(body, { headers: { 'content-type': contentType! } }).formData();
      const hash = createHash('sha256').update(head);
      const field = (tag: string, bytes: Uint8Array) => hash.update(`${tag}:${bytes.length}:`).update(bytes);
      const text = (s: string) => new TextEncoder().encode(s);
      hash.update('multipart\n');
      for (const [name, value] of form.entries()) {
        field('name', text(name));
        if (typeof value === 'string') field('value', text(value));
        else {
          field('file', text(value.name));
          field('bytes', new Uint8Array(await value.arrayBuffer()));
        }
      }
      return hash.digest('hex');
    } catch {
      // Not parseable: the raw bytes below.
    }
  }
  return createHash('sha256').update(head).update(new Uint8Array(body)).digest('hex');
}

export function createIdempotency(tokens: TokenService, now: () => number = Date.now): IdempotencyStore {
  const keys = new Map<string, Remembered>();

  const scopeOf = (authorization: string | undefined): string => {
    const token = bearer(authorization);
    const merchant = tokens.verify('merchant', token);
    if (merchant?.mid) return `merchant:${merchant.mid}`;
    const user = tokens.verify('user', token);
    return user ? `user:${user.tdid}` : 'anonymous';
  };

  const forgetExpired = (): void => {
    const limit = now() - KEY_TTL_MS;
    for (const [k, v] of keys) if (v.at <= limit) keys.delete(k);
  };

  const middleware: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS' || key === undefined) return next();
    if (key.trim() === '' || key.length > MAX_KEY_LENGTH) {
      return c.json({ message: `${IDEMPOTENCY_HEADER} must be 1 to ${MAX_KEY_LENGTH} characters` }, 400);
    }
    forgetExpired();
    // Through Hono's body cache: an earlier middleware may have read the body already, the module reads it after.
    const body = await c.req.arrayBuffer();
    const fingerprint = await fingerprintOf(`${c.req.method} ${c.req.path}\n`, c.req.header('content-type'), body);
    const slot = `${scopeOf(c.req.header('authorization'))} ${key}`;

    const known = keys.get(slot);
    if (known) {
      if (known.fingerprint !== fingerprint) {
        return c.json({ message: `${IDEMPOTENCY_HEADER} "${key}" was already used with another request`, key: 'idempotency_key_reused' }, 422);
      }
      const first = await known.answer;
      if (first) return replay(first);
      // The first one was not remembered (it failed in a way worth repeating): run this one.
    }

    let settle: (answer: StoredAnswer | undefined) => void = () => undefined;
    const entry: Remembered = { fingerprint, at: now(), answer: new Promise((resolve) => (settle = resolve)) };
    keys.set(slot, entry);
    try {
      await next();
    } catch (error) {
      keys.delete(slot);
      settle(undefined);
      throw error;
    }
    const status = c.res.status;
    if (status >= 500 || NOT_REMEMBERED.has(status)) {
      if (keys.get(slot) === entry) keys.delete(slot);
      settle(undefined);
      return;
    }
    settle({
      status,
      contentType: c.res.headers.get('content-type'),
      disposition: c.res.headers.get('content-disposition'),
      body: await c.res.clone().arrayBuffer(),
    });
  };

  function replay(answer: StoredAnswer): Response {
    const headers = new Headers({ 'Idempotent-Replayed': 'true' });
    if (answer.contentType) headers.set('content-type', answer.contentType);
    if (answer.disposition) headers.set('content-disposition', answer.disposition);
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body.slice(0), { status: answer.status, headers });
  }

  return { middleware, clear: () => keys.clear(), size: () => keys.size };
}
