import { ERROR_KEYS, isAppError, type AppError } from './errors';

/**
 * The one error policy: what a failure says to the person. Every toast, inline alert and
 * error state asks here, so one failure reads the same everywhere and in the user's language.
 *
 * | kind         | when                                     | text key           | server message shown?        |
 * |--------------|------------------------------------------|--------------------|------------------------------|
 * | network      | no answer (dropped, offline, CORS)       | errors.network     | never                        |
 * | timeout      | axios timeout, 408, 504                  | errors.timeout     | never                        |
 * | server       | other 5xx                                | errors.server      | never                        |
 * | unauthorized | 401 (the session-end dialog handles it)  | errors.unauthorized| never                        |
 * | forbidden    | 403                                      | errors.forbidden   | where the spec says (below)  |
 * | notFound     | 404                                      | errors.not_found   | where the spec says (below)  |
 * | conflict     | 409                                      | errors.conflict    | where the spec says (below)  |
 * | locked       | 423 (still locked after the repeats)     | errors.locked      | never                        |
 * | badRequest   | 400, 422                                 | errors.bad_request | where the spec says (below)  |
 * | unknown      | anything else                            | errors.unknown     | where the spec says (below)  |
 *
 * "Where the spec says" = scope 'server': order decisions, package count, pickup point
 * (spec 2 §8) and the pickup-point forms (spec 3 §8). There a refusal (4xx but 401 and 423)
 * shows the server's words: its key or message translated when the dictionary has it,
 * else the message as sent. Transport and service failures (network, timeout, 5xx) and
 * 423 always show our own text, never the raw "service unavailable".
 * Scope 'generic' (every other place): a server key the dictionary translates, else the kind's text.
 */
export type ErrorKind =
  | 'network'
  | 'timeout'
  | 'server'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'locked'
  | 'badRequest'
  | 'unknown';

export type MessageScope = 'generic' | 'server';

export const ERROR_POLICY: Record<ErrorKind, { key: string; serverMessage: boolean }> = {
  network: { key: ERROR_KEYS.network, serverMessage: false },
  timeout: { key: ERROR_KEYS.timeout, serverMessage: false },
  server: { key: ERROR_KEYS.server, serverMessage: false },
  unauthorized: { key: ERROR_KEYS.unauthorized, serverMessage: false },
  forbidden: { key: ERROR_KEYS.forbidden, serverMessage: true },
  notFound: { key: ERROR_KEYS.notFound, serverMessage: true },
  conflict: { key: ERROR_KEYS.conflict, serverMessage: true },
  locked: { key: ERROR_KEYS.locked, serverMessage: false },
  badRequest: { key: ERROR_KEYS.badRequest, serverMessage: true },
  unknown: { key: ERROR_KEYS.unknown, serverMessage: true },
};

export function errorKind(error: unknown): ErrorKind {
  if (!isAppError(error)) return 'unknown';
  const status = error.statusCode;
  if (status === 0) {
    if (error.key === ERROR_KEYS.timeout) return 'timeout';
    return error.key === ERROR_KEYS.unknown ? 'unknown' : 'network';
  }
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'server';
  switch (status) {
    case 400:
    case 422:
      return 'badRequest';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 423:
      return 'locked';
    default:
      return 'unknown';
  }
}

type Translate = (key: string) => string;

/** The text a failure shows. `exists` = the dictionary has this key (i18n.exists). */
export function errorMessage(t: Translate, exists: (key: string) => boolean, error: unknown, scope: MessageScope = 'generic'): string {
  const kind = errorKind(error);
  const policy = ERROR_POLICY[kind];
  const own = t(policy.key);
  if (!isAppError(error) || !policy.serverMessage) return own;
  const translated = serverKeyText(t, exists, error);
  if (translated) return translated;
  if (scope === 'server' && error.serverMessage) return error.serverMessage;
  return own;
}

/** A key the server names (its `key`, or a message that is itself a dictionary key) that we can translate. */
function serverKeyText(t: Translate, exists: (key: string) => boolean, error: AppError): string | undefined {
  for (const candidate of [error.key, error.serverMessage]) {
    if (candidate && !candidate.startsWith('errors.') && /^[\w.-]+$/.test(candidate) && exists(candidate)) return t(candidate);
  }
  return undefined;
}
