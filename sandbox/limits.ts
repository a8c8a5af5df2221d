import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './types';
import { errorBody } from './http';

/**
 * What a service refuses before any module reads the request, as a real gateway would:
 * - a JSON body over 1 MB → 413 `body_too_large`;
 * - a string field longer than its maximum → 400 `field_too_long` naming the field (maxima by
 *   field name below; any other string at most 10 000 characters);
 * - the user config (`POST /user-profile/api/v1/profile/settings`) over 64 KB → 400 `settings_too_large`;
 * - a URL over 8 KB → 414, headers over 12 KB → 431, both with a JSON message
 *   (node's own limit, 16 KB of headers, is answered in JSON by `answerClientErrorsAsJson`).
 */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const MAX_SETTINGS_BYTES = 64 * 1024;
export const MAX_URL_CHARS = 8 * 1024;
export const MAX_HEADER_BYTES = 12 * 1024;
export const DEFAULT_STRING_MAX = 10_000;

/** Maxima of string fields by name, wherever they appear in a JSON body. */
export const STRING_MAXIMA: Readonly<Record<string, number>> = {
  reason: 1000,
  comment: 1000,
  body: 2000,
  name: 255,
  store_name: 255,
  first_name: 100,
  last_name: 100,
  email: 254,
  phone: 32,
  password: 128,
  otp: 16,
  url: 2048,
  link: 2048,
  logo_url: 2048,
};

const SETTINGS_PATH = '/user-profile/api/v1/profile/settings';

/** The first string in `value` longer than its maximum, as `[path, max]`. */
export function tooLongString(value: unknown, path = ''): [string, number] | undefined {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = tooLongString(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof item === 'string') {
      const max = STRING_MAXIMA[key] ?? DEFAULT_STRING_MAX;
      if (item.length > max) return [at, max];
    } else {
      const found = tooLongString(item, at);
      if (found) return found;
    }
  }
  return undefined;
}

function headerBytes(headers: Headers): number {
  let total = 0;
  headers.forEach((value, key) => (total += key.length + value.length + 4));
  return total;
}

export const requestLimits: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if (c.req.url.length > MAX_URL_CHARS) return c.json(errorBody(`the URL is longer than ${MAX_URL_CHARS} characters`, 'url_too_long'), 414);
  if (headerBytes(c.req.raw.headers) > MAX_HEADER_BYTES) return c.json(errorBody(`the request headers are larger than ${MAX_HEADER_BYTES / 1024} KB`, 'headers_too_large'), 431);
  const json = (c.req.header('content-type') ?? '').includes('json');
  if (!json || !['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method)) return next();

  const tooLarge = () => c.json(errorBody('the request body is larger than 1 MB', 'body_too_large'), 413);
  if (Number(c.req.header('content-length') ?? 0) > MAX_JSON_BODY_BYTES) return tooLarge();
  const text = await c.req.text();
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_JSON_BODY_BYTES) return tooLarge();
  if (c.req.path === SETTINGS_PATH && bytes > MAX_SETTINGS_BYTES) return c.json(errorBody('the settings are larger than 64 KB', 'settings_too_large'), 400);
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return c.json(errorBody('malformed JSON body'), 400);
  }
  const long = tooLongString(parsed);
  if (long) return c.json(errorBody(`${long[0]} must be at most ${long[1]} characters`, 'field_too_long'), 400);
  return next();
};

interface ClientErrorServer {
  on(event: 'clientError', listener: (err: Error & { code?: string }, socket: { writable: boolean; end(data: string): void; destroy(): void }) => void): unknown;
}

/**
 * Node answers a request it cannot parse (headers over its 16 KB limit, a malformed line)
 * with a bare status line; a service answers in JSON like everything else it says.
 */
export function answerClientErrorsAsJson(server: ClientErrorServer): void {
  server.on('clientError', (err, socket) => {
    if (!socket.writable) return socket.destroy();
    const [status, text, message] =
      err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', 'the request headers are too large'] : [400, 'Bad Request', 'the request could not be parsed'];
    const body = JSON.stringify({ message });
    socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}
