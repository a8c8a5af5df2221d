import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './env';
import type { Store } from './state';
import { ACCOUNTS_SLICE, type AccountsSlice } from './seed/accounts';

/**
 * Who may do what: the ONE table of rights of the sandbox (issue 28). Every write of a shop
 * (POST/PUT/PATCH/DELETE under a service path with the merchant token) checks one right here
 * through `ctx.requireRight(right)` (a middleware after `ctx.requireMerchant`); the writes that
 * need none are listed in PERSONAL_WRITES. The spec (1 §6, 2 §6, 3 §6) does not show which role
 * has which right: the codes and the matrix are designed, and the app is coded against them
 * (the `rights` of `GET .../employees/{tdid}/permissions`, the 403 `no_right`). README: "Who may do what".
 *
 * Refusal: 403 `{message: 'your role may not <what>', key: 'no_right', right}`; a few writes keep
 * the spec's own key instead of `no_right` (`key` of requireRight's options).
 */
export const RIGHTS = [
  'orders.decide',
  'refunds.decide',
  'products.price',
  'products.sale',
  'products.bind',
  'price_lists.upload',
  'price_lists.feed',
  'installments.manage',
  'pickup_points.manage',
  'documents.manage',
  'profile.edit',
  'employees.create',
  'employees.edit',
  'employees.activate',
  'employees.deactivate',
  'employees.delete',
] as const;
export type Right = (typeof RIGHTS)[number];

/** What a right lets one do: the `<what>` of the refusal and the role dialog's texts (ru). */
export const RIGHT_TEXTS: Record<Right, { what: string; ru: string }> = {
  'orders.decide': { what: 'decide on orders', ru: 'Заказы: подтверждение, отмена, сборка, состав, упаковка и пункт выдачи' },
  'refunds.decide': { what: 'decide on refunds', ru: 'Возвраты: решения и вызов курьера' },
  'products.price': { what: 'change prices', ru: 'Товары: изменение цен' },
  'products.sale': { what: 'put products on or off sale', ru: 'Товары: включение и отключение продажи' },
  'products.bind': { what: 'bind products', ru: 'Товары: привязка к карточкам и «нет подходящего»' },
  'price_lists.upload': { what: 'upload price lists', ru: 'Прайс-листы: ручная загрузка' },
  'price_lists.feed': { what: 'change the price-list feed link', ru: 'Прайс-листы: ссылка для автоматической загрузки' },
  'installments.manage': { what: 'manage installments', ru: 'Рассрочки: участие, категории, комиссии, пауза' },
  'pickup_points.manage': { what: 'manage pickup points', ru: 'Пункты выдачи: создание, изменение, включение и отключение' },
  'documents.manage': { what: 'manage the shop documents', ru: 'Документы магазина: загрузка, переименование, удаление' },
  'profile.edit': { what: 'edit the shop profile', ru: 'Профиль магазина: изменение' },
  'employees.create': { what: 'add employees', ru: 'Сотрудники: добавление' },
  'employees.edit': { what: 'edit employees', ru: 'Сотрудники: изменение данных и ролей' },
  'employees.activate': { what: 'activate employees', ru: 'Сотрудники: открытие доступа' },
  'employees.deactivate': { what: 'deactivate employees', ru: 'Сотрудники: закрытие доступа' },
  'employees.delete': { what: 'delete employees', ru: 'Сотрудники: удаление' },
};

/** The matrix: each role's rights. merchant_unverified has none; several roles = the union. */
export const ROLE_RIGHTS: Record<string, readonly Right[]> = {
  merchant_owner: RIGHTS,
  merchant_manager: [
    'orders.decide',
    'refunds.decide',
    'products.price',
    'products.sale',
    'products.bind',
    'price_lists.upload',
    'price_lists.feed',
    'installments.manage',
    'pickup_points.manage',
    'employees.create',
    'employees.edit',
  ],
  merchant_operator: ['orders.decide'],
  merchant_accountant: ['installments.manage', 'documents.manage'],
  merchant_unverified: [],
};

/** The union of the roles' rights (unknown roles have none), sorted by code. */
export function rightsOf(roles: readonly string[]): Right[] {
  const all = new Set(roles.flatMap((role) => ROLE_RIGHTS[role] ?? []));
  return RIGHTS.filter((r) => all.has(r)).sort();
}

/**
 * The writes under a service path that need no right of the table: the person's own things,
 * sign-in and store creation (before any shop role exists), and reads sent as POST. Keyed
 * `METHOD path` with Hono's route pattern, as `app.routes` lists them (the rights test walks it).
 */
export const PERSONAL_WRITES: Record<string, string> = {
  'POST /sso/api/v1/auth/signin/phone': 'sign-in (no token)',
  'POST /sso/api/v1/auth/signin/fast': 'sign-in by SMS code (no token)',
  'POST /sso/api/v1/auth/signin/fast/verify': 'sign-in by SMS code (no token)',
  'DELETE /sso/api/v1/auth/signout': 'sign-out (user token)',
  'POST /sso/api/v1/auth/refresh': 'token refresh (no token)',
  'POST /merchant-profile/api/v1/auth/refresh': 'token refresh (no token)',
  'POST /merchant-profile/api/v1/auth/sign-in': 'store sign-in (user token; a closed access is refused there)',
  'POST /merchant-profile/api/v1/auth/sign-up/fast': 'fast sign-up: a NEW store of its creator (user token)',
  'POST /merchant-profile/api/v1/auth/stores': 'store creation: a NEW store of its creator (user token)',
  'POST /merchant-profile/api/v1/profile/registration': 'registration of a NEW shop by its creator (the shop is NEW: its only member is the owner who made it)',
  'POST /sso/api/v1/users/password': "the person's first password (user token)",
  'PUT /sso/api/v1/users/password': "the person's password change (user token)",
  'PUT /sso/api/v1/recovery/otp': "the person's password recovery",
  'PUT /sso/api/v1/users/info': "the person's own name (user token)",
  'POST /user-profile/api/v1/profile/settings': "the person's user config: guides, language, signed agreement codes, saved list views",
  'PATCH /notes/api/v1/merchant/notes/status': 'notifications read / unread',
  'POST /agree/api/v1/signatures/code/:code': 'delivery-agreement signing (the person signs with their own SMS code)',
  'POST /agree/api/v1/signatures/:id/verifications': 'delivery-agreement signing: resend the code',
  'POST /agree/api/v1/signatures/:id/verifications/signed': 'delivery-agreement signing: the code',
  'POST /f3/api/v1/:bucket/': 'file store upload (logo and pictures for registration; changes nothing of the shop by itself)',
  'POST /f3/api/v2/documents/': 'file store upload (registration documents; changes nothing of the shop by itself)',
  'POST /oms/api/v3/merchant/orders/:id/act': 'read sent as POST: the act PDF of an assembled order',
  'POST /oms/api/v3/merchant/orders/:id/packages-stickers': 'read sent as POST: the stickers PDF of an assembled order',
  'POST /search/api/v1/indexes/products/search': 'read sent as POST: product search',
};

/** The roles of `tdid` in `mid` (none when not a member). */
export function rolesIn(store: Store, tdid: string, mid: string): string[] {
  const user = store.slice<AccountsSlice>(ACCOUNTS_SLICE).users.find((u) => u.tdid === tdid);
  return user?.stores.find((m) => m.mid === mid)?.roles ?? [];
}

export function hasRight(store: Store, tdid: string, mid: string, right: Right): boolean {
  return rightsOf(rolesIn(store, tdid, mid)).includes(right);
}

export interface RightOptions {
  /** The spec's own key for this refusal instead of `no_right` (employees, manual upload). */
  key?: string;
  /** The message instead of `your role may not <what>`. */
  message?: string;
}

export type RequireRight = (right: Right, opts?: RightOptions) => MiddlewareHandler<SandboxEnv>;

/** The refusal's body: 403 `{message, key, right}`. */
export function noRight(right: Right, opts: RightOptions = {}): { message: string; key: string; right: Right } {
  return { message: opts.message ?? `your role may not ${RIGHT_TEXTS[right].what}`, key: opts.key ?? 'no_right', right };
}

/** `ctx.requireRight`: a middleware placed after ctx.requireMerchant (it reads `mid` and `tdid`). */
export function createRequireRight(store: Store): RequireRight {
  return (right, opts) => async (c: Context<SandboxEnv>, next) => {
    if (!hasRight(store, c.get('tdid'), c.get('mid'), right)) return c.json(noRight(right, opts), 403);
    await next();
  };
}
