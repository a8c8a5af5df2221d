import type { HttpClient } from '../http/client';

/**
 * The calls sign-in, sign-up, store choice and the shell need (spec 1 §7), typed. They only
 * talk HTTP: storing the tokens they return is the authProvider's job. The sandbox
 * (sandbox/modules/auth*.ts) implements exactly these shapes.
 *
 * Choices where the spec says "not shown" (or names no field):
 * - POST /sso/api/v1/auth/signin/fast {phone} (no token) → {masked_phone} ('+7 (701) ***-**-01').
 * - POST /sso/api/v1/auth/signin/fast/verify {phone, otp} (no token) → {access_token,
 *   refresh_token, tdid}. Wrong code: 400 key auth_otp_wrong; none pending or expired:
 *   auth_otp_expired; fifth wrong try: auth_otp_attempts; WAITING account: 403 auth_account_waiting.
 *   A code verified for an unknown phone makes a fast user (the sign-up path).
 * - POST /sso/api/v1/users/password {password} (user token): first password of a NO_PASSWORD
 *   or fast user → {user_kind, account_status} (now full / ACTIVE); 409 password_already_set.
 * - PUT /sso/api/v1/users/password {password} (user token): replaces the password after an SMS
 *   sign-in ("forgot password") → same answer; 409 password_not_set, 400 password_same.
 *   Password rule failures of both: 400 with the rule's key (min_length, upper_case_required, ...).
 * - GET /sso/api/v1/recovery → {masked_phone}; PUT /sso/api/v1/recovery/otp {otp, password} → 204:
 *   the password change by SMS of a signed-in person (merchant token; a user token works too).
 * - POST /merchant-profile/api/v1/auth/sign-up/fast {application_id} (user token) → merchant
 *   tokens of a new NEW store; a user who already has a password: 409 {message:'user already
 *   exist', key:'sign_up_already_exist'}.
 * - POST /merchant-profile/api/v1/auth/stores {store_name?} (user token): "create another
 *   store" → {mid, access_token, refresh_token} of a new NEW store owned by the user.
 */
export type UserKind = 'full' | 'fast';
export type AccountStatus = 'ACTIVE' | 'INACTIVE' | 'NO_PASSWORD' | 'WAITING';

/** GET /sso/api/v1/users/kind/{phone}. */
export interface UserKindAnswer {
  user_kind: UserKind;
  account_status: AccountStatus;
}

/** Upper-case store status as the sign-in data carries it (spec 1 §4). */
export type PartnerStatus = 'NEW' | 'ON_CHECK' | 'ACTIVE' | 'DISABLED';

export interface Partner {
  mid: string;
  store_name: string;
  logo_url: string;
  status: PartnerStatus;
  is_active: boolean;
  roles: string[];
}

export interface SsoTokens {
  access_token: string;
  refresh_token: string;
  tdid: string;
}

export interface MerchantTokens {
  mid: string;
  access_token: string;
  refresh_token: string;
}

/** Answer of the password calls: what the account is now. */
export interface PasswordAnswer {
  user_kind: UserKind;
  account_status: AccountStatus;
}

export interface MaskedPhone {
  masked_phone: string;
}

export interface UserInfo {
  tdid: string;
  first_name: string;
  last_name: string;
  phone: string;
  status: string;
}

/** Lower-case shop status of the profile (spec 1 §4: new, on-check, disabled, active). */
export type ProfileShopStatus = 'new' | 'on-check' | 'disabled' | 'active';

export interface Address {
  city: string;
  country: string;
  index: string;
  street: string;
}

export interface PaymentRequisites {
  account_bank_number: string;
  bank_name: string;
  bik: string;
  bin: string;
  kbe: string;
}

export interface CompanyInfo {
  address: Address;
  company_name: string;
  email: string;
  first_name_ceo: string;
  last_name_ceo: string;
  patronymic_ceo: string;
  holidays: unknown[];
  ownership: string;
  payment_requisites: PaymentRequisites;
  phone_number: string;
  schedule: unknown[];
  site_url: string;
}

export interface ContactInfo {
  email: string;
  first_name: string;
  last_name: string;
  patronymic: string;
  phone: string;
}

export interface AccountManager {
  name: string;
  surname: string;
  phone: string;
  email: string;
  tdid: string;
}

export interface ShopDocument {
  id: string;
  link: string;
  name: string;
}

/** Spec 1 §3 "Shop profile (default shape)". Item shapes of holidays, schedule and pickup points are not shown. */
export interface ShopProfile {
  id: string;
  store_name: string;
  logo_url: string;
  status: ProfileShopStatus | null;
  category: string;
  is_import: boolean;
  account_manager: AccountManager;
  company_info: CompanyInfo;
  contact_info: ContactInfo;
  created: string;
  updated: string;
  enabled: boolean;
  feedbacks_count: number;
  is_accepted_user_agreement: boolean;
  pickup_points: unknown[];
  rating: number;
  doc: ShopDocument[];
}

export interface AuthApi {
  getUserKind(phone: string): Promise<UserKindAnswer>;
  signInByPassword(phone: string, password: string): Promise<SsoTokens>;
  requestCode(phone: string): Promise<MaskedPhone>;
  verifyCode(phone: string, otp: string): Promise<SsoTokens>;
  createPassword(password: string): Promise<PasswordAnswer>;
  replacePassword(password: string): Promise<PasswordAnswer>;
  requestRecoveryCode(): Promise<MaskedPhone>;
  confirmRecovery(otp: string, password: string): Promise<void>;
  signUpFast(applicationId: string): Promise<MerchantTokens>;
  createStore(storeName?: string): Promise<MerchantTokens>;
  getPartners(): Promise<Partner[]>;
  signInMerchant(mid: string): Promise<MerchantTokens>;
  signOut(): Promise<void>;
  getShopProfile(): Promise<ShopProfile>;
  getUserInfo(): Promise<UserInfo>;
}

export function createAuthApi(http: HttpClient): AuthApi {
  return {
    getUserKind: (phone) =>
      http.request<UserKindAnswer>({ path: `/sso/api/v1/users/kind/${encodeURIComponent(phone)}`, token: 'none' }),
    signInByPassword: (phone, password) =>
      http.request<SsoTokens>({ method: 'POST', path: '/sso/api/v1/auth/signin/phone', body: { phone, password }, token: 'none' }),
    requestCode: (phone) =>
      http.request<MaskedPhone>({ method: 'POST', path: '/sso/api/v1/auth/signin/fast', body: { phone }, token: 'none' }),
    verifyCode: (phone, otp) =>
      http.request<SsoTokens>({ method: 'POST', path: '/sso/api/v1/auth/signin/fast/verify', body: { phone, otp }, token: 'none' }),
    createPassword: (password) =>
      http.request<PasswordAnswer>({ method: 'POST', path: '/sso/api/v1/users/password', body: { password }, token: 'user' }),
    replacePassword: (password) =>
      http.request<PasswordAnswer>({ method: 'PUT', path: '/sso/api/v1/users/password', body: { password }, token: 'user' }),
    requestRecoveryCode: () => http.request<MaskedPhone>({ path: '/sso/api/v1/recovery', token: 'merchant' }),
    confirmRecovery: async (otp, password) => {
      await http.request<unknown>({ method: 'PUT', path: '/sso/api/v1/recovery/otp', body: { otp, password }, token: 'merchant' });
    },
    signUpFast: (applicationId) =>
      http.request<MerchantTokens>({ method: 'POST', path: '/merchant-profile/api/v1/auth/sign-up/fast', body: { application_id: applicationId }, token: 'user' }),
    createStore: (storeName) =>
      http.request<MerchantTokens>({ method: 'POST', path: '/merchant-profile/api/v1/auth/stores', body: storeName ? { store_name: storeName } : {}, token: 'user' }),
    getPartners: () => http.request<Partner[]>({ path: '/merchant-profile/api/v1/auth', token: 'user' }),
    signInMerchant: (mid) =>
      http.request<MerchantTokens>({ method: 'POST', path: '/merchant-profile/api/v1/auth/sign-in', body: { mid }, token: 'user' }),
    signOut: async () => {
      await http.request<unknown>({ method: 'DELETE', path: '/sso/api/v1/auth/signout', token: 'user' });
    },
    getShopProfile: () => http.request<ShopProfile>({ path: '/merchant-profile/api/v1/profile', token: 'merchant' }),
    getUserInfo: () => http.request<UserInfo>({ path: '/sso/api/v1/users/info', token: 'user' }),
  };
}
