/**
 * What never leaves the browser in an error report: tokens, phone numbers and typed
 * passwords or codes. Applied to the whole event (message, exception values, breadcrumbs,
 * request, extra, contexts) in `beforeSend` and to each breadcrumb as it is recorded.
 */
export const FILTERED = '[Filtered]';
export const PHONE = '[phone]';

/** Keys whose values are secrets whatever they hold. */
const SECRET_KEY = /(token|password|passwd|secret|authorization|cookie|^otp$|sms_?code|^code$|credentials|merchant_cabinet)/i;

const SECRETS_IN_TEXT: Array<[RegExp, string]> = [
  [/\b(Bearer|Basic)\s+[^\s"',;]+/gi, `$1 ${FILTERED}`],
  // JWTs and the long random tokens of the sessions (base64url, 32 characters or more).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, FILTERED],
  [/\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}\b/g, FILTERED],
  // key=value pairs in URLs and messages.
  [/\b((?:access_|refresh_)?token|password|otp|code|refresh_token|access_token)=([^&\s#"']+)/gi, `$1=${FILTERED}`],
  // Kazakh phones: +7 (701) 000-00-01, 8 701 000 00 01, 77010000001, and the input's 10 digits 7010000001.
  [/(?:(?:\+7|\b[78])[\s-]*(?:\(7\d{2}\)|7\d{2})|\(7\d{2}\)|\b7\d{2})[\s-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}\b/g, PHONE],
];

export function scrubText(text: string): string {
  return SECRETS_IN_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A deep copy of `value` with secret keys filtered and secrets in strings replaced. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubValue(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '' ? FILTERED : scrubValue(item, depth + 1);
  }
  return out as T;
}

interface EventLike {
  user?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The event as sent: scrubbed throughout, and the user reduced to the merchant id. */
export function scrubEvent<E extends EventLike>(event: E): E {
  const clean = scrubValue(event);
  if (event.user) clean.user = event.user.id === undefined ? undefined : { id: event.user.id };
  return clean;
}
