import { knownRefusal, type ErrorCatalogue } from './error-catalogue';
import { ERROR_KEYS, isAppError, type AppError } from './errors';

/**
 * The one error policy: what a failure says to the person. Every toast, inline alert, field
 * error and error state asks here, so one failure reads the same everywhere, in the user's
 * language. The server's own sentence is never the main message, in any screen.
 *
 * | kind         | when                                     | own text           | server's words               |
 * |--------------|------------------------------------------|--------------------|------------------------------|
 * | network      | no answer (dropped, offline, CORS)       | errors.network     | never                        |
 * | timeout      | axios timeout, 408, 504                  | errors.timeout     | never                        |
 * | server       | other 5xx                                | errors.server      | never                        |
 * | unauthorized | 401 (the session-end dialog handles it)  | errors.unauthorized| never (a code we translate: its text) |
 * | forbidden    | 403                                      | errors.forbidden   | secondary detail if unknown  |
 * | notFound     | 404                                      | errors.not_found   | secondary detail if unknown  |
 * | conflict     | 409                                      | errors.conflict    | secondary detail if unknown  |
 * | locked       | 423 (still locked after the repeats)     | errors.locked      | never                        |
 * | badRequest   | 400, 422                                 | the action's text  | secondary detail if unknown  |
 * | unknown      | anything else                            | the action's text  | secondary detail if unknown  |
 *
 * A refusal (4xx) is, in this order:
 * 1. a known case of the screen's area (its catalogue: status + code, or status + words of the
 *    message where the service sends no code): the catalogue's text, the form field it concerns,
 *    and whether it is a refused state change (stale: the screen reads the data again);
 * 2. a server key the dictionary translates (the shared account and rights keys): that text;
 * 3. unknown: the action's own failure text (or the kind's), with the server's words only as
 *    `detail`, a secondary line. A 409 nobody catalogued is a state change too (stale).
 * Transport and service failures (network, timeout, 5xx, 401, 423) always show our own text.
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

/** `refusal`: a 4xx the server explains (catalogue, key, detail); `actionText`: the action's own failure text stands in for the kind's. */
export const ERROR_POLICY: Record<ErrorKind, { key: string; refusal: boolean; actionText: boolean }> = {
  network: { key: ERROR_KEYS.network, refusal: false, actionText: false },
  timeout: { key: ERROR_KEYS.timeout, refusal: false, actionText: false },
  server: { key: ERROR_KEYS.server, refusal: false, actionText: false },
  unauthorized: { key: ERROR_KEYS.unauthorized, refusal: false, actionText: false },
  forbidden: { key: ERROR_KEYS.forbidden, refusal: true, actionText: false },
  notFound: { key: ERROR_KEYS.notFound, refusal: true, actionText: false },
  conflict: { key: ERROR_KEYS.conflict, refusal: true, actionText: false },
  locked: { key: ERROR_KEYS.locked, refusal: false, actionText: false },
  badRequest: { key: ERROR_KEYS.badRequest, refusal: true, actionText: true },
  unknown: { key: ERROR_KEYS.unknown, refusal: true, actionText: true },
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

/** What a screen knows about the call that failed. */
export interface ErrorContext {
  /** The area's known refusals (resources/<area>/errors.ts). */
  catalogue?: ErrorCatalogue;
  /** Translation key of this action's own failure text ("could not save the point"), for an unknown refusal. */
  action?: string;
}

/** What a failure shows. */
export interface ShownError {
  /** The main message, in the user's language. */
  text: string;
  /** The server's own words, for a secondary line only: set for a refusal nobody catalogued. */
  detail?: string;
  /** The form field the refusal concerns. */
  field?: string;
  /** A refused state change: the screen reads its data again so stale actions disappear. */
  stale: boolean;
  /** A known case (the area's catalogue or a translated server key), not a fallback text. */
  known: boolean;
}

/** The policy above, for one failure. `exists` = the dictionary has this key (i18n.exists). */
export function describeError(t: Translate, exists: (key: string) => boolean, error: unknown, context: ErrorContext = {}): ShownError {
  const kind = errorKind(error);
  const policy = ERROR_POLICY[kind];
  const actionText = context.action && policy.actionText ? t(context.action) : undefined;
  if (!isAppError(error)) return { text: actionText ?? t(policy.key), stale: false, known: false };
  const entry = knownRefusal(context.catalogue ?? [], error);
  if (entry) return { text: t(entry.text), field: entry.field, stale: entry.stale === true, known: true };
  // A 401 is a refusal too when it names a code we translate (a wrong password at sign-in).
  const translated = policy.refusal || kind === 'unauthorized' ? serverKeyText(t, exists, error) : undefined;
  if (!policy.refusal) return translated ? { text: translated, stale: false, known: true } : { text: t(policy.key), stale: false, known: false };
  if (translated) return { text: translated, stale: kind === 'conflict', known: true };
  const detail = error.serverMessage && error.serverMessage !== error.key ? error.serverMessage : undefined;
  return { text: actionText ?? t(policy.key), detail, stale: kind === 'conflict', known: false };
}

/** The main message of a failure (describeError's text). */
export function errorMessage(t: Translate, exists: (key: string) => boolean, error: unknown, context?: ErrorContext): string {
  return describeError(t, exists, error, context).text;
}

/** A failure as a toast: the text as its message, the server's words (if any) as its secondary description. */
export function errorToast(shown: ShownError): { message: string; description?: string } {
  return shown.detail ? { message: shown.text, description: shown.detail } : { message: shown.text };
}

/** A key the server names (its `key`, or a message that is itself a dictionary key) that we can translate. */
function serverKeyText(t: Translate, exists: (key: string) => boolean, error: AppError): string | undefined {
  for (const candidate of [error.key, error.serverMessage]) {
    if (candidate && !candidate.startsWith('errors.') && /^[\w.-]+$/.test(candidate) && exists(candidate)) return t(candidate);
  }
  return undefined;
}
