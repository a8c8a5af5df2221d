import type { HttpClient } from '../http/client';

/**
 * The calls sign-in and the shell need (spec 1 §7), typed. They only talk HTTP: storing the
 * tokens they return is the authProvider's job.
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
