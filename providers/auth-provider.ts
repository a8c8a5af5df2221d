import type { AuthActionResponse, AuthProvider } from '@refinedev/core';
import type { AuthApi, MerchantTokens, Partner, PartnerStatus, SsoTokens } from './api/auth-api';
import { isAppError } from './http/errors';
import { clearStoredSession, signInPhone, type SessionStore } from './session';
import { writeShopStatus } from './shop-status';

/**
 * Sign-in, sign-up and store choice (spec 1 §2, §7). How each step maps to HTTP and to the session:
 *   login({phone, password}) → POST /sso/api/v1/auth/signin/phone         user tokens, then the stores
 *   login({phone, otp})      → POST /sso/api/v1/auth/signin/fast/verify   user tokens, then the stores
 *   requestCode(phone)       → POST /sso/api/v1/auth/signin/fast          masked phone
 *   verifyCode(phone, otp)   → .../signin/fast/verify                     user tokens only (a password comes next)
 *   createPassword / replacePassword → POST / PUT /sso/api/v1/users/password (user token)
 *   afterUserSignIn()        → GET /merchant-profile/api/v1/auth          none: 'noStores'; else store selection
 *   signUp(application_id)   → POST /merchant-profile/api/v1/auth/sign-up/fast; "already exist" → 'exists'
 *                              and the session is cleared (the user signs in instead)
 *   enterStore(tokens, status)   shop status written first, then the merchant tokens, so the
 *                              guard never sees the new token with the previous store's status
 *   selectStore(mid, status) → POST /merchant-profile/api/v1/auth/sign-in {mid}, then enterStore
 *   createStore()            → POST /merchant-profile/api/v1/auth/stores, then enterStore(NEW)
 *   logout                   → DELETE /sso/api/v1/auth/signout, then the stored credentials are cleared
 * `check` only looks at the stored merchant token: the http client refreshes it when it expires.
 */
export const PARTNER_SELECTION_PATH = '/auth/sign-in/partner-selection';

export type LoginParams = { phone: string; password: string } | { phone: string; otp: string };

export interface PartnerAuth extends AuthProvider {
  login(params: LoginParams): Promise<AuthActionResponse>;
  requestCode(phone: string): Promise<string>;
  verifyCode(phone: string, otp: string): Promise<void>;
  /** The user tokens of a sign-in made elsewhere (the session-end dialog's password step). */
  enterUserSession(tokens: SsoTokens): void;
  createPassword(password: string): Promise<void>;
  replacePassword(password: string): Promise<void>;
  /** Where a person with user tokens goes next: the store list, or 'noStores' (the waiting status). */
  afterUserSignIn(): Promise<typeof PARTNER_SELECTION_PATH | 'noStores'>;
  signUp(applicationId: string): Promise<MerchantTokens | 'exists'>;
  enterStore(tokens: MerchantTokens, status: PartnerStatus): string;
  selectStore(mid: string, status?: PartnerStatus): Promise<string>;
  createStore(): Promise<string>;
}

/** The fast sign-up answer for a user who already has an account (spec 1 §4, §8). */
export function isAlreadyExist(error: unknown): boolean {
  return isAppError(error) && (error.key === 'sign_up_already_exist' || /already exist/i.test(error.serverMessage ?? ''));
}

/** Set when the server's sign-out failed (the browser was cleared anyway); the sign-in page says so once. */
export const SIGN_OUT_FAILED_KEY = 'partner.sign-out-failed';

function noteSignOutFailure(): void {
  try {
    globalThis.sessionStorage?.setItem(SIGN_OUT_FAILED_KEY, '1');
  } catch {
    // No session storage (privacy mode): nothing to say it with.
  }
}

/** True once after a sign-out whose server call failed. */
export function takeSignOutFailure(): boolean {
  try {
    const failed = globalThis.sessionStorage?.getItem(SIGN_OUT_FAILED_KEY) === '1';
    if (failed) globalThis.sessionStorage.removeItem(SIGN_OUT_FAILED_KEY);
    return failed;
  } catch {
    return false;
  }
}

export function createAuthProvider(api: AuthApi, session: SessionStore): PartnerAuth {
  const endLocally = () => {
    writeShopStatus(undefined);
    clearStoredSession(session);
  };

  const startUserSession = (tokens: SsoTokens) => {
    endLocally();
    session.set({ user_access_token: tokens.access_token, user_refresh_token: tokens.refresh_token, tdid: tokens.tdid });
  };

  const afterUserSignIn = async () => ((await api.getPartners()).length === 0 ? 'noStores' : PARTNER_SELECTION_PATH);

  const enterStore = (tokens: MerchantTokens, status: PartnerStatus) => {
    writeShopStatus(status);
    session.set({ merchant_access_token: tokens.access_token, merchant_refresh_token: tokens.refresh_token, mid: tokens.mid });
    return status === 'NEW' ? '/register' : '/';
  };

  return {
    async login(params: LoginParams) {
      signInPhone.remember(params.phone);
      try {
        startUserSession('password' in params ? await api.signInByPassword(params.phone, params.password) : await api.verifyCode(params.phone, params.otp));
        const next = await afterUserSignIn();
        if (next === 'noStores') return { success: false, error: { name: 'noStores', message: 'auth.signIn.noStores' } };
        return { success: true, redirectTo: next };
      } catch (error) {
        const wrongPassword = 'password' in params && isAppError(error) && (error.statusCode === 401 || error.statusCode === 400);
        const key = wrongPassword ? 'auth.signIn.wrongPassword' : isAppError(error) ? error.key : 'errors.unknown';
        return { success: false, error: { name: 'signIn', message: key } };
      }
    },

    requestCode: async (phone) => (await api.requestCode(phone)).masked_phone,

    async verifyCode(phone, otp) {
      signInPhone.remember(phone);
      startUserSession(await api.verifyCode(phone, otp));
    },

    async createPassword(password) {
      await api.createPassword(password);
    },

    async replacePassword(password) {
      await api.replacePassword(password);
    },

    afterUserSignIn,

    enterUserSession: startUserSession,

    async signUp(applicationId) {
      try {
        return await api.signUpFast(applicationId);
      } catch (error) {
        if (!isAlreadyExist(error)) throw error;
        endLocally();
        return 'exists';
      }
    },

    enterStore,

    async selectStore(mid, status) {
      const tokens = await api.signInMerchant(mid);
      const known: Partner['status'] = status ?? (await api.getPartners()).find((p) => p.mid === mid)?.status ?? 'ACTIVE';
      return enterStore(tokens, known);
    },

    async createStore() {
      return enterStore(await api.createStore(), 'NEW');
    },

    async logout() {
      // The browser is cleared whatever the server says; a refused or lost sign-out is said on the sign-in page.
      let failed = false;
      if (session.get().user_access_token) await api.signOut().catch(() => (failed = true));
      endLocally();
      if (failed) noteSignOutFailure();
      return { success: true, redirectTo: '/auth/sign-in' };
    },

    async check() {
      return session.get().merchant_access_token
        ? { authenticated: true }
        : { authenticated: false, logout: true, redirectTo: '/auth/sign-in' };
    },

    async onError() {
      // A 401 that reaches a screen means the session ended: the http client has already
      // opened the session-end dialog (src/app/session-end), which keeps the page. A logout
      // here would throw the page, its dialogs and what was typed away.
      return {};
    },

    async getIdentity() {
      if (!session.get().merchant_access_token) return null;
      const [user, shop] = await Promise.all([api.getUserInfo().catch(() => null), api.getShopProfile()]);
      signInPhone.remember(user?.phone);
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
