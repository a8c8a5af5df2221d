import type { Context } from 'hono';

/**
 * Helpers every module uses to validate what it receives, so that bad input is always
 * answered the same way: 400 `{message, key?}` (the app must never rely on leniency).
 */
export class SandboxError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 423 | 500 | 503,
    message: string,
    readonly key?: string,
  ) {
    super(message);
  }
}

export function badRequest(message: string, key?: string): never {
  throw new SandboxError(400, message, key);
}

export function notFound(message = 'not found'): never {
  throw new SandboxError(404, message);
}

export function errorBody(message: string, key?: string): { message: string; key?: string } {
  return key ? { message, key } : { message };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request body parsed as a JSON object; 400 when it is empty, malformed or not an object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') badRequest('request body is required');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    badRequest('malformed JSON body');
  }
  if (!isRecord(parsed)) badRequest('request body must be a JSON object');
  return parsed;
}

/**
 * One query parameter, given at most once. A repeated single-value parameter is a client
 * bug (wrong array style), so it is refused instead of silently taking the first value.
 */
export function queryParam(c: Context, name: string): string | undefined {
  const values = c.req.queries(name);
  if (!values || values.length === 0) return undefined;
  if (values.length > 1) badRequest(`${name} must be given once`);
  return values[0];
}

/** An integer query parameter within [min, max], or the fallback when absent. */
export function intParam(c: Context, name: string, fallback: number, min: number, max: number): number {
  const raw = queryParam(c, name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) badRequest(`${name} must be an integer`);
  const value = Number(raw);
  if (value < min || value > max) badRequest(`${name} must be between ${min} and ${max}`);
  return value;
}

/** Kazakh mobile numbers as the services expect them: 11 digits starting with 7. */
export const PHONE_RE = /^7\d{10}$/;

const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date query parameter in ISO 8601 (date or date-time); 400 when malformed. */
export function isoParam(c: Context, name: string): Date | undefined {
  const raw = queryParam(c, name);
  if (raw === undefined) return undefined;
  const date = new Date(raw);
  if (!ISO_DATE_RE.test(raw) || Number.isNaN(date.getTime())) badRequest(`${name} must be an ISO 8601 date`);
  return date;
}
