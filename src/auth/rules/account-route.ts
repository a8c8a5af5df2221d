import type { AccountStatus, UserKind } from '../../../providers/api/auth-api';

/**
 * Which form follows the phone (spec 1 §2): ACTIVE → password or SMS code (tabs), INACTIVE →
 * SMS code only, NO_PASSWORD → create a password, WAITING → the "being assembled" screen.
 * A fast user has no password yet, whatever the status says, so it creates one.
 */
export type AccountRoute = 'tabs' | 'sms' | 'create-password' | 'waiting';

export function accountRoute(status: AccountStatus, kind: UserKind): AccountRoute {
  if (status === 'WAITING') return 'waiting';
  if (kind === 'fast' || status === 'NO_PASSWORD') return 'create-password';
  if (status === 'INACTIVE') return 'sms';
  return 'tabs';
}
