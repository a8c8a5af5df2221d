import type { TFunction } from 'i18next';
import { errorMessage } from './error-policy';

/**
 * What a failed change says in its toast where the spec wants the server's message (spec 2
 * §8 order changes, spec 3 §8 pickup point create and edit): the error policy's 'server'
 * scope (error-policy.ts).
 */
export function errorText(t: TFunction, exists: (key: string) => boolean, error: unknown): string {
  return errorMessage(t, exists, error, 'server');
}
