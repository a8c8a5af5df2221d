import type { AuthProvider } from '@refinedev/core';
import type { AuthApi, Partner } from './api/auth-api';
import { isAppError } from './http/errors';
import type { SessionStore } from './session';
import { toShopStatus, writeShopStatus } from './shop-status';

/**
 * Phone + password sign-in and store choice (spec 1 §2, §7):
 *   login    → POST /sso/api/v1/auth/signin/phone (user tokens), GET /merchant-profile/api/v1/auth (partners)
 *   selectStore(mid) → POST /merchant-profile/api/v1/auth/sign-in (merchant tokens), GET .../profile (shop status)
 *   logout   → DELETE /sso/api/v1/auth/signout, then the stored credentials are cleared
 * `check` only looks at the stored merchant token: the http client refreshes it when it expires.
 */
export interface PartnerAuth extends AuthProvider {
  selectStore(mid: string): Promise<string>;
}

export function createAuthProvider(api: AuthApi, session: SessionStore): PartnerAuth {
  const endLocally = () => {
    session.clear();
    writeShopStatus(undefined);
  };

  return {
    async login(params: { phone: string; password: string }) {
      try {
        const tokens = await api.signInByPassword(params.phone, params.password);
        session.clear();
        session.set({ user_access_token: tokens.access_token, user_refresh_token: tokens.refresh_token, tdid: tokens.tdid });
        const partners = await api.getPartners();
        if (partners.length === 0) return { success: false, error: { name: 'noStores', message: 'auth.signIn.noStores' } };
        return { success: true, redirectTo: '/auth/sign-in/partner-selection' };
      } catch (error) {
        const key = isAppError(error) && (error.statusCode === 401 || error.statusCode === 400) ? 'auth.signIn.wrongPassword' : isAppError(error) ? error.key : 'errors.unknown';
        return { success: false, error: { name: 'signIn', message: key } };
      }
    },

    async selectStore(mid: string) {
      const tokens = await api.signInMerchant(mid);
      session.set({ merchant_access_token: tokens.access_token, merchant_refresh_token: tokens.refresh_token, mid: tokens.mid });
      const profile = await api.getShopProfile();
      writeShopStatus(toShopStatus(profile.status) ?? 'ACTIVE');
      return '/';
    },

    async logout() {
      if (session.get().user_access_token) await api.signOut().catch(() => undefined); // the local sign-out must happen anyway
      endLocally();
      return { success: true, redirectTo: '/auth/sign-in' };
    },

    async check() {
      return session.get().merchant_access_token
        ? { authenticated: true }
        : { authenticated: false, logout: true, redirectTo: '/auth/sign-in' };
    },

    async onError(error: unknown) {
      // A 401 that reaches a screen means the refresh already failed and the session is over.
      if (isAppError(error) && error.statusCode === 401) return { logout: true, redirectTo: '/auth/sign-in' };
      return {};
    },

    async getIdentity() {
      if (!session.get().merchant_access_token) return null;
      const [user, shop] = await Promise.all([api.getUserInfo().catch(() => null), api.getShopProfile()]);
      return { id: session.get().tdid, user, shop };
    },

    async getPermissions() {
      const mid = session.get().mid;
      if (!mid) return [];
      const partners: Partner[] = await api.getPartners().catch(() => []);
      return partners.find((p) => p.mid === mid)?.roles ?? [];
    },
  };
}
