import type { Credentials, SessionStore } from '../session';
import type { TokenKind } from './client-types';

/** A token kind that has tokens in the session, and so can be refreshed. */
export type AuthKind = Exclude<TokenKind, 'none'>;

/** The session fields that hold each kind's tokens. */
export const TOKEN_FIELDS = {
  user: { access: 'user_access_token', refresh: 'user_refresh_token' },
  merchant: { access: 'merchant_access_token', refresh: 'merchant_refresh_token' },
} as const satisfies Record<AuthKind, { access: keyof Credentials; refresh: keyof Credentials }>;

/** Read from the session each time it is needed: a refresh (here or in another tab) may have replaced it. */
export function accessToken(session: SessionStore, kind: AuthKind): string | undefined {
  return session.get()[TOKEN_FIELDS[kind].access];
}
