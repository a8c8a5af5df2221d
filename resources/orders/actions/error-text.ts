import type { TFunction } from 'i18next';
import { describeError, type ShownError } from '../../../providers/http/error-policy';
import { orderErrors } from '../errors';

/**
 * What a failed order change says (spec 2 §8 decisions, package count, pickup point): the
 * error policy with the orders catalogue, in the user's language; the server's words at most
 * the secondary detail; `stale` when the order changed meanwhile.
 */
export function orderErrorOf(t: TFunction, exists: (key: string) => boolean, error: unknown): ShownError {
  return describeError(t, exists, error, { catalogue: orderErrors, action: 'orders.errors.failed' });
}
