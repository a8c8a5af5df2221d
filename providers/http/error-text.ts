import type { TFunction } from 'i18next';
import { ERROR_KEYS, isAppError } from './errors';

/**
 * What a failed change says in its toast where the spec wants the server's message (spec 2
 * §8 order changes, spec 3 §8 pickup point create and edit). A key the server names and we
 * translate wins; otherwise the server's own text; otherwise the translated generic key.
 */
export function errorText(t: TFunction, exists: (key: string) => boolean, error: unknown): string {
  if (!isAppError(error)) return t(ERROR_KEYS.unknown);
  if (!error.key.startsWith('errors.') && exists(error.key)) return t(error.key);
  return error.serverMessage ?? t(error.key, { defaultValue: t(ERROR_KEYS.unknown) });
}
