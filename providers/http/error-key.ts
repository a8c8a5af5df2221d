import type { i18n as I18n } from 'i18next';
import { isAppError } from './errors';
import { ERROR_POLICY, errorKind } from './error-policy';

/**
 * The translation key to show for a failed call: the server's key when we have a text for
 * it, else the error policy's key for its kind (so an unknown server key never shows raw).
 */
export function errorKey(error: unknown, i18n: Pick<I18n, 'exists'>): string {
  if (!isAppError(error)) return 'errors.unknown';
  if (!error.key.startsWith('errors.') && i18n.exists(error.key)) return error.key;
  return ERROR_POLICY[errorKind(error)].key;
}

/** Keys that mean "this code is not the right one": the code input shows them, not an alert. */
export const CODE_FIELD_KEYS = new Set(['auth_otp_wrong', 'auth_otp_expired', 'auth_otp_attempts', 'code_too_short']);
