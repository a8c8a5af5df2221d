/**
 * Demo accounts and shops (listed in sandbox/README.md). One password for all of them, and
 * one fixed one-time code: every SMS code the sandbox "sends" is DEMO_OTP.
 */
export const DEMO_PASSWORD = 'Partner1!';
export const DEMO_OTP = '1111';

export type AccountStatus = 'ACTIVE' | 'INACTIVE' | 'NO_PASSWORD' | 'WAITING';
export type StoreStatus = 'NEW' | 'ON_CHECK' | 'ACTIVE' | 'DISABLED';

export interface Membership {
  mid: string;
  roles: string[];
  /** false = the owner closed this employee's access to the store. */
  is_active: boolean;
}

export interface AccountUser {
  tdid: string;
  phone: string;
  /** null = no password yet (NO_PASSWORD, fast users). */
  password: string | null;
  first_name: string;
  last_name: string;
  /** Employee card fields (spec 1 §3 Employee); set by the employees module. */
  patronymic?: string;
  email?: string;
  user_kind: 'full' | 'fast';
  account_status: AccountStatus;
  stores: Membership[];
}

export interface AccountStore {
  mid: string;
  store_name: string;
  logo_url: string;
  status: StoreStatus;
}

export interface AccountsSlice {
  users: AccountUser[];
  stores: AccountStore[];
}

export const ACCOUNTS_SLICE = 'accounts';

const logo = (mid: string): string => `/f3/api/v1/files/logo-${mid}.svg`;
const tdid = (n: number): string => `5f0c8a2e-7b1d-4c3a-9e6f-${String(n).padStart(12, '0')}`;
const owner = ['merchant_owner'];

export function seedAccounts(): AccountsSlice {
  return {
    stores: [
      { mid: 'm-1001', store_name: 'Tech Store Almaty', logo_url: logo('m-1001'), status: 'ACTIVE' },
      { mid: 'm-1002', store_name: 'Дом и сад', logo_url: logo('m-1002'), status: 'ON_CHECK' },
      { mid: 'm-1003', store_name: 'Новый магазин', logo_url: logo('m-1003'), status: 'NEW' },
      { mid: 'm-1004', store_name: 'Закрытый магазин', logo_url: logo('m-1004'), status: 'DISABLED' },
      { mid: 'm-1005', store_name: 'Склад Шымкент', logo_url: logo('m-1005'), status: 'ACTIVE' },
    ],
    users: [
      {
        tdid: tdid(1), phone: '77010000001', password: DEMO_PASSWORD, first_name: 'Айгерим', last_name: 'Садыкова', patronymic: 'Маратовна',
        email: 'a.sadykova@techstore.kz', user_kind: 'full', account_status: 'ACTIVE',
        stores: [
          { mid: 'm-1001', roles: owner, is_active: true },
          { mid: 'm-1002', roles: ['merchant_manager'], is_active: true },
          { mid: 'm-1003', roles: owner, is_active: true },
          { mid: 'm-1004', roles: owner, is_active: true },
          { mid: 'm-1005', roles: ['merchant_manager'], is_active: false },
        ],
      },
      {
        tdid: tdid(2), phone: '77010000002', password: DEMO_PASSWORD, first_name: 'Ерлан', last_name: 'Жумабаев', email: 'e.zhumabaev@techstore.kz',
        user_kind: 'full', account_status: 'INACTIVE', stores: [{ mid: 'm-1001', roles: ['merchant_operator'], is_active: true }],
      },
      {
        tdid: tdid(3), phone: '77010000003', password: null, first_name: 'Дана', last_name: 'Ахметова', email: 'd.akhmetova@techstore.kz',
        user_kind: 'full', account_status: 'NO_PASSWORD', stores: [{ mid: 'm-1001', roles: ['merchant_operator'], is_active: true }],
      },
      {
        tdid: tdid(4), phone: '77010000004', password: DEMO_PASSWORD, first_name: 'Нурлан', last_name: 'Касымов',
        user_kind: 'full', account_status: 'WAITING', stores: [],
      },
      {
        tdid: tdid(5), phone: '77010000005', password: null, first_name: 'Асель', last_name: 'Нурланова',
        user_kind: 'fast', account_status: 'NO_PASSWORD', stores: [{ mid: 'm-1003', roles: owner, is_active: true }],
      },
      {
        tdid: tdid(6), phone: '77010000006', password: DEMO_PASSWORD, first_name: 'Тимур', last_name: 'Оспанов',
        user_kind: 'full', account_status: 'ACTIVE', stores: [],
      },
      // Staff of Tech Store Almaty (the employees page): a manager who may sign in (not the owner)
      // and an accountant whose access the owner closed; she is also the accountant of Дом и сад,
      // open there: the demo accountant who may sign in (sandbox/rights.ts: installments, documents).
      {
        tdid: tdid(10), phone: '77010000010', password: DEMO_PASSWORD, first_name: 'Бауыржан', last_name: 'Кенжебаев', patronymic: 'Ерланович',
        email: 'b.kenzhebaev@techstore.kz', user_kind: 'full', account_status: 'ACTIVE', stores: [{ mid: 'm-1001', roles: ['merchant_manager'], is_active: true }],
      },
      {
        tdid: tdid(11), phone: '77010000011', password: DEMO_PASSWORD, first_name: 'Жанар', last_name: 'Ергалиева', patronymic: 'Сериковна',
        email: 'zh.ergalieva@techstore.kz', user_kind: 'full', account_status: 'ACTIVE', stores: [
          { mid: 'm-1001', roles: ['merchant_accountant'], is_active: false },
          { mid: 'm-1002', roles: ['merchant_accountant'], is_active: true },
        ],
      },
    ],
  };
}
