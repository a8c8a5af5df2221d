import type { SandboxModule, SandboxContextOf } from '../types';
import { ACCOUNTS_SLICE, type AccountUser, type AccountsSlice, type Membership } from '../seed/accounts';
import { OWNER_ROLE, ROLES, UNVERIFIED_ROLE } from '../seed/roles';
import { SandboxError, badRequest, readJsonObject } from '../http';

/**
 * Employees of the signed-in shop (merchant token), spec 1 §6–§7. An employee is a person
 * with a membership in the shop (the accounts slice), so closing access here is what makes
 * the store unselectable at sign-in ("the owner closed this employee's access").
 *   GET    /merchant-profile/api/v1/profile/employees                  → Employee[]
 *   GET    /merchant-profile/api/v1/profile/employees/permissions      → Role[] (with merchant_unverified)
 *   GET    /merchant-profile/api/v1/profile/employees/{tdid}/permissions → {tdid, roles: Role[]}
 *   POST   /merchant-profile/api/v1/profile/employees  {tdid, first_name, last_name, email, roles[]} → 201 Employee
 *          (designed: tdid is the person the wizard's one-time code verified; 409 "employee already exist")
 *   PUT    /merchant-profile/api/v1/profile/employees/{tdid} {first_name, last_name, email, roles[]} → Employee
 *   PUT    .../employees/{tdid}/activate | /deactivate → Employee;  DELETE .../employees/{tdid} → 204
 * The owner's rules (spec 1 §6), with the spec's keys: only merchant_owner may activate,
 * deactivate or delete (403 employees_no_role_to_{activate,deactivate,delete}_toast_message);
 * the only employee cannot be deleted (409 employees_delete_employee_last_error); the last
 * active one cannot be deleted (409 employees_delete_employee_last_enabled_error) or
 * deactivated (409 employees_column_switch_error). A new employee is active.
 */
const BASE = '/merchant-profile/api/v1/profile/employees';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const NAME_MAX = 100;
const ASSIGNABLE = new Set(ROLES.map((r) => r.code).filter((code) => code !== UNVERIFIED_ROLE));

export const EMPLOYEE_EXISTS_MESSAGE = 'employee already exist';

const roleOf = (code: string) => {
  const role = ROLES.find((r) => r.code === code);
  return { code, role: role?.role ?? { ru: code } };
};

function toEmployee(user: AccountUser, membership: Membership) {
  return {
    tdid: user.tdid,
    name: user.first_name,
    surname: user.last_name,
    patronymic: user.patronymic ?? '',
    phone_number: user.phone,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? '',
    is_active: membership.is_active,
    roles: membership.roles.map(roleOf),
  };
}

function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > NAME_MAX) badRequest(`${field} is required (up to ${NAME_MAX} characters)`, 'employees_field_required');
  return value.trim();
}

function parseCard(body: Record<string, unknown>) {
  const first_name = text(body, 'first_name');
  const last_name = text(body, 'last_name');
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!EMAIL_RE.test(email)) badRequest('email is not valid', 'employees_create_info_email_input_format_error');
  const roles = body.roles;
  if (!Array.isArray(roles) || roles.length === 0) badRequest('roles must be a non-empty list of role codes', 'employees_roles_required');
  for (const code of roles) {
    if (typeof code !== 'string' || !ASSIGNABLE.has(code)) badRequest(`unknown role ${String(code)}`, 'employees_roles_required');
  }
  return { first_name, last_name, email, roles: [...new Set(roles as string[])] };
}

export const employeesModule: SandboxModule = {
  name: 'employees',
  register(app, ctx) {
    const accounts = (): AccountsSlice => ctx.store.slice<AccountsSlice>(ACCOUNTS_SLICE);
    const staff = (mid: string) =>
      accounts().users.flatMap((user) => user.stores.filter((m) => m.mid === mid).map((membership) => ({ user, membership })));
    const one = (c: SandboxContextOf) => {
      const found = staff(c.get('mid')).find((e) => e.user.tdid === c.req.param('tdid'));
      if (!found) throw new SandboxError(404, 'employee not found');
      return found;
    };
    const requireOwner = (c: SandboxContextOf, action: 'activate' | 'deactivate' | 'delete') => {
      const me = staff(c.get('mid')).find((e) => e.user.tdid === c.get('tdid'));
      if (!me?.membership.roles.includes(OWNER_ROLE)) throw new SandboxError(403, `only the store owner may ${action} employees`, `employees_no_role_to_${action}_toast_message`);
    };
    const lastActive = (mid: string, tdid: string) => {
      const active = staff(mid).filter((e) => e.membership.is_active);
      return active.length === 1 && active[0].user.tdid === tdid;
    };

    app.get(BASE, ctx.requireMerchant, (c) => c.json(staff(c.get('mid')).map((e) => toEmployee(e.user, e.membership))));
    app.get(`${BASE}/permissions`, ctx.requireMerchant, (c) => c.json(ROLES));
    app.get(`${BASE}/:tdid/permissions`, ctx.requireMerchant, (c) => {
      const { user, membership } = one(c);
      return c.json({ tdid: user.tdid, roles: ROLES.filter((r) => membership.roles.includes(r.code)) });
    });

    app.post(BASE, ctx.requireMerchant, async (c) => {
      const body = await readJsonObject(c);
      if (typeof body.tdid !== 'string' || body.tdid === '') badRequest('tdid of the verified person is required');
      const card = parseCard(body);
      const user = accounts().users.find((u) => u.tdid === body.tdid);
      if (!user) throw new SandboxError(404, 'user not found');
      const mid = c.get('mid');
      if (user.stores.some((m) => m.mid === mid)) throw new SandboxError(409, EMPLOYEE_EXISTS_MESSAGE, 'employee_already_exist');
      const membership: Membership = { mid, roles: card.roles, is_active: true };
      user.stores.push(membership);
      Object.assign(user, { first_name: card.first_name, last_name: card.last_name, email: card.email });
      ctx.store.save();
      return c.json(toEmployee(user, membership), 201);
    });

    app.put(`${BASE}/:tdid`, ctx.requireMerchant, async (c) => {
      const card = parseCard(await readJsonObject(c));
      const { user, membership } = one(c);
      Object.assign(user, { first_name: card.first_name, last_name: card.last_name, email: card.email });
      membership.roles = card.roles;
      ctx.store.save();
      return c.json(toEmployee(user, membership));
    });

    app.put(`${BASE}/:tdid/activate`, ctx.requireMerchant, (c) => {
      requireOwner(c, 'activate');
      const { user, membership } = one(c);
      membership.is_active = true;
      ctx.store.save();
      return c.json(toEmployee(user, membership));
    });

    app.put(`${BASE}/:tdid/deactivate`, ctx.requireMerchant, (c) => {
      requireOwner(c, 'deactivate');
      const { user, membership } = one(c);
      if (membership.is_active && lastActive(c.get('mid'), user.tdid)) throw new SandboxError(409, 'the last active employee cannot be deactivated', 'employees_column_switch_error');
      membership.is_active = false;
      ctx.store.save();
      return c.json(toEmployee(user, membership));
    });

    app.delete(`${BASE}/:tdid`, ctx.requireMerchant, (c) => {
      requireOwner(c, 'delete');
      const { user, membership } = one(c);
      const mid = c.get('mid');
      if (staff(mid).length === 1) throw new SandboxError(409, 'the only employee cannot be deleted', 'employees_delete_employee_last_error');
      if (membership.is_active && lastActive(mid, user.tdid)) throw new SandboxError(409, 'the last active employee cannot be deleted', 'employees_delete_employee_last_enabled_error');
      user.stores = user.stores.filter((m) => m !== membership);
      ctx.store.save();
      return c.body(null, 204);
    });
  },
};
