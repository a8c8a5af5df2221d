import type { HttpError } from '@refinedev/core';

/**
 * The one error shape every failed call becomes (made only in the http client).
 * `key` is a translation key the screens show; `serverMessage` is the service's own text.
 */
export interface AppError extends HttpError {
  /** HTTP status, or 0 when no response arrived (network failure or CORS). */
  statusCode: number;
  /** Translation key: a server-provided key when the answer carries one, else errors.* */
  key: string;
  /** Human-readable message (server message when present, else the key's English text). */
  message: string;
  /** The server's message, as received. */
  serverMessage?: string;
  /** The raw body of the error answer, for screens that read codes out of it. */
  data?: unknown;
}

export const ERROR_KEYS = {
  network: 'errors.network',
  unknown: 'errors.unknown',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  notFound: 'errors.not_found',
  locked: 'errors.locked',
  server: 'errors.server',
  badRequest: 'errors.bad_request',
  conflict: 'errors.conflict',
  timeout: 'errors.timeout',
} as const;

export function isAppError(value: unknown): value is AppError {
  return typeof value === 'object' && value !== null && 'statusCode' in value && 'key' in value;
}

/** The translation key to show for a failure: the AppError's own key, else "unknown". */
export function errorKeyOf(error: unknown): string {
  return isAppError(error) ? error.key : ERROR_KEYS.unknown;
}

/** Answers that say "not done, try again" rather than no: the session, a timeout, the order's lock, too many calls. */
const TRY_AGAIN = new Set([401, 408, 423, 429]);

/** The server said no to the write for good (a 4xx but those): sending it again under its key would only replay the no. */
export function isRefusal(error: unknown): boolean {
  return isAppError(error) && error.statusCode >= 400 && error.statusCode < 500 && !TRY_AGAIN.has(error.statusCode);
}
