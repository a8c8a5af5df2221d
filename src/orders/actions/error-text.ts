import type { TFunction } from 'i18next';
import { ERROR_KEYS, isAppError } from '../../../providers/http/errors';

/**
 * What a failed order change says in its toast (spec 2 §8: decision, package count and
 * pickup point errors show the server's message). A key the server names and we translate
 * (e.g. orders_cannot_select_disabled_pickup_point) wins; otherwise the server's own text
 * ('undefined solution command'); otherwise the translated generic key.
 */
export function errorText(t: TFunction, exists: (key: string) => boolean, error: unknown): string {
  if (!isAppError(error)) return t(ERROR_KEYS.unknown);
  if (!error.key.startsWith('errors.') && exists(error.key)) return t(error.key);
  return error.serverMessage ?? t(error.key, { defaultValue: t(ERROR_KEYS.unknown) });
}
