import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './types';
import { isRecord } from './http';
import { IDEMPOTENCY_HEADER } from './idempotency';

export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  /** The raw query string exactly as received, without the leading '?'. */
  query: string;
  /** 0 when the connection was dropped. */
  status: number;
  at: string;
  /** A JSON request's body as parsed (its text when it does not parse); absent for other bodies. */
  body?: unknown;
  /** The write's Idempotency-Key, as sent. */
  key?: string;
  /** Answered from the idempotency store: the first answer again, nothing applied. */
  replayed?: boolean;
}

/** Bodies longer than this are not kept (uploads, huge lists): the log stays small. */
const MAX_BODY_CHARS = 20_000;

async function jsonBodyOf(request: Request): Promise<unknown> {
  if (!request.body || !(request.headers.get('content-type') ?? '').includes('application/json')) return undefined;
  const text = await request.clone().text();
  if (text.length > MAX_BODY_CHARS) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Keeps the newest entries only: the log is for tests and debugging, not an archive. */
const MAX_ENTRIES = 5000;

export interface RequestLog {
  middleware: MiddlewareHandler<SandboxEnv>;
  list(pathPrefix?: string): LoggedRequest[];
  clear(): void;
}

/** The URL as the client sent it: node's `incoming.url` when available (no re-encoding by URL parsing). */
function rawUrl(env: unknown, fallback: string): string {
  if (isRecord(env) && isRecord(env.incoming) && typeof env.incoming.url === 'string') return env.incoming.url;
  return fallback.replace(/^[a-z]+:\/\/[^/]+/i, '');
}

export function createRequestLog(): RequestLog {
  let entries: LoggedRequest[] = [];
  let seq = 0;
  return {
    async middleware(c, next) {
      const url = rawUrl(c.env, c.req.url);
      const q = url.indexOf('?');
      const entry: LoggedRequest = {
        seq: ++seq,
        method: c.req.method,
        path: c.req.path,
        query: q < 0 ? '' : url.slice(q + 1).replace(/#.*$/, ''),
        status: 0,
        at: new Date().toISOString(),
        body: await jsonBodyOf(c.req.raw),
        key: c.req.header(IDEMPOTENCY_HEADER),
      };
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) entries = entries.slice(-MAX_ENTRIES);
      try {
        await next();
      } finally {
        // A dropped connection leaves no answer: status stays 0.
        entry.status = c.res.headers.get('x-hono-already-sent') ? 0 : c.res.status;
        if (c.res.headers.get('Idempotent-Replayed') === 'true') entry.replayed = true;
      }
    },
    list(pathPrefix) {
      return entries.filter((e) => !pathPrefix || e.path.startsWith(pathPrefix));
    },
    clear() {
      entries = [];
    },
  };
}
