import { RIGHT_TEXTS, rightsOf, type Right } from '../rights';

/**
 * Employee roles and what each may do (spec 1 §3 Role: code, role.ru, permissions[]). The
 * spec names only merchant_owner; the others are the sandbox's. `permissions` (the role
 * dialog's texts) and `rights` (designed: the codes the app checks) are both generated from
 * the one table in sandbox/rights.ts, so they cannot disagree with what the service refuses.
 * The list the service answers includes merchant_unverified, which the app leaves out (spec 1 §3).
 */
export interface SeedRole {
  code: string;
  role: { ru: string };
  permissions: string[];
  /** Designed: the role's right codes (sandbox/rights.ts), sorted. */
  rights: Right[];
}

export const OWNER_ROLE = 'merchant_owner';
export const UNVERIFIED_ROLE = 'merchant_unverified';

const READ_ALL = 'Просмотр всех разделов кабинета';

function role(code: string, ru: string): SeedRole {
  const rights = rightsOf([code]);
  const permissions = rights.length === 0 ? ['Только просмотр: изменения недоступны до проверки'] : [READ_ALL, ...rights.map((r) => RIGHT_TEXTS[r].ru)];
  return { code, role: { ru }, permissions, rights };
}

export const ROLES: SeedRole[] = [
  role(OWNER_ROLE, 'Владелец магазина'),
  role('merchant_manager', 'Менеджер'),
  role('merchant_accountant', 'Бухгалтер'),
  role('merchant_operator', 'Оператор'),
  role(UNVERIFIED_ROLE, 'Сотрудник без проверки'),
];
