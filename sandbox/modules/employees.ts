import type { SandboxModule, SandboxContextOf } from '../types';
import { ACCOUNTS_SLICE, type AccountUser, type AccountsSlice, type Membership } from '../seed/accounts';
import { OWNER_ROLE, ROLES, UNVERIFIED_ROLE } from '../seed/roles';
import { SandboxError, badRequest, notFound, readJsonObject } from '../http';
import { rightsOf } from '../rights';

/**
 * Employees of the signed-in shop (merchant token), spec 1 §6–§7. An employee is a person
 * with a membership in the shop (the accounts slice), so closing access here is what makes
 * the store unselectable at sign-in ("the owner closed this employee's access").
 *   GET    /merchant-profile/api/v1/profile/employees                  → Employee[]
 *   GET    /merchant-profile/api/v1/profile/employees/permissions      → Role[] (with merchant_unverified)
 *   GET    /merchant-profile/api/v1/profile/employees/{tdid}/permissions → {tdid, roles: Role[], rights: string[]}
 *          (designed: `rights`, the union of the roles' right codes, sorted; each Role carries its `rights` too)
 *   POST   /merchant-profile/api/v1/profile/employees  {tdid, first_name, last_name, email, roles[]} → 201 Employee
 *          (designed: tdid is the person the wizard's one-time code verified; 409 "employee already exist")
 *   PUT    /merchant-profile/api/v1/profile/employees/{tdid} {first_name, last_name, email, roles[]} → Employee
 *   PUT    .../employees/{tdid}/activate | /deactivate → Employee;  DELETE .../employees/{tdid} → 204
 * Who may write (sandbox/rights.ts, README "Who may do what"): POST needs employees.create, PUT
 * employees.edit, activate / deactivate / delete employees.{activate,deactivate,delete} (owner
 * only, spec 1 §6; refused with the spec's keys employees_no_role_to_{activate,deactivate,delete}_toast_message).
 * Then, whatever the table says (issue 28), in this order:
 *   403 employees_owner_role_owner_only  only an owner grants or removes merchant_owner (POST with it, PUT adding or removing it)
 *   403 employees_owner_row              a non-owner may not PUT / activate / deactivate / delete a member holding merchant_owner
 *   403 employees_own_roles              nobody changes their own role set (the same set with a new name or email is fine)
 *   403 employees_own_access             nobody deactivates themselves (deleting oneself stays allowed: spec 1 §6 logs out)
 * then the spec's last-employee rules (409, keys unchanged): the only employee cannot be deleted
 * (employees_delete_employee_last_error); the last active one cannot be deleted
 * (employees_delete_employee_last_enabled_error) or deactivated (employees_column_switch_error);
 * then 409 employees_last_owner: a shop keeps an active owner (removing the owner role from,
 * deactivating or deleting the last active owner). Checks run in the order: the right (403),
 * the body (400), the employee (404), the invariants above (403), the last-employee rules (409),
 * the last owner (409). A new employee is active.
 * Control (tests, demos): `PUT /__sandbox/employees {phone | tdid, mid, roles, is_active?}` sets a
 * person's roles in a store (adds the membership; `roles: []` removes it) → the membership.
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
    const isOwner = (roles: readonly string[]) => roles.includes(OWNER_ROLE);
    const myRoles = (c: SandboxContextOf) => staff(c.get('mid')).find((e) => e.user.tdid === c.get('tdid'))?.membership.roles ?? [];
    const lastActive = (mid: string, tdid: string) => {
      const active = staff(mid).filter((e) => e.membership.is_active);
      return active.length === 1 && active[0].user.tdid === tdid;
    };
    const lastActiveOwner = (mid: string, tdid: string) => {
      const owners = staff(mid).filter((e) => e.membership.is_active && isOwner(e.membership.roles));
      return owners.length === 1 && owners[0].user.tdid === tdid;
    };
    const refuse = (message: string, key: string, status: 403 | 409 = 403): never => {
      throw new SandboxError(status, message, key);
    };
    /** A non-owner may not touch a member who holds merchant_owner. */
    const guardOwnerRow = (c: SandboxContextOf, target: Membership) => {
      if (isOwner(target.roles) && !isOwner(myRoles(c))) refuse("only an owner may change the store owner's row", 'employees_owner_row');
    };
    const guardLastOwner = (mid: string, tdid: string, target: Membership, action: string) => {
      if (target.is_active && isOwner(target.roles) && lastActiveOwner(mid, tdid)) refuse(`the store keeps an active owner: the last one cannot be ${action}`, 'employees_last_owner', 409);
    };
    const ownerOnly = () => refuse('only the store owner may grant or remove the owner role', 'employees_owner_role_owner_only');
    const right = ctx.requireRight;
    const noRole = (action: 'activate' | 'deactivate' | 'delete') => ({ key: `employees_no_role_to_${action}_toast_message`, message: `only the store owner may ${action} employees` });

    app.get(BASE, ctx.requireMerchant, (c) => c.json(staff(c.get('mid')).map((e) => toEmployee(e.user, e.membership))));
    app.get(`${BASE}/permissions`, ctx.requireMerchant, (c) => c.json(ROLES));
    app.get(`${BASE}/:tdid/permissions`, ctx.requireMerchant, (c) => {
      const { user, membership } = one(c);
      return c.json({ tdid: user.tdid, roles: ROLES.filter((r) => membership.roles.includes(r.code)), rights: rightsOf(membership.roles) });
    });

    app.post(BASE, ctx.requireMerchant, right('employees.create'), async (c) => {
      const body = await readJsonObject(c);
      if (typeof body.tdid !== 'string' || body.tdid === '') badRequest('tdid of the verified person is required');
      const card = parseCard(body);
      const user = accounts().users.find((u) => u.tdid === body.tdid);
      if (!user) throw new SandboxError(404, 'user not found');
      if (isOwner(card.roles) && !isOwner(myRoles(c))) ownerOnly();
      const mid = c.get('mid');
      if (user.stores.some((m) => m.mid === mid)) throw new SandboxError(409, EMPLOYEE_EXISTS_MESSAGE, 'employee_already_exist');
      const membership: Membership = { mid, roles: card.roles, is_active: true };
      user.stores.push(membership);
      Object.assign(user, { first_name: card.first_name, last_name: card.last_name, email: card.email });
      ctx.store.save();
      return c.json(toEmployee(user, membership), 201);
    });

    app.put(`${BASE}/:tdid`, ctx.requireMerchant, right('employees.edit'), async (c) => {
      const card = parseCard(await readJsonObject(c));
      const { user, membership } = one(c);
      const mid = c.get('mid');
      const removesOwner = isOwner(membership.roles) && !isOwner(card.roles);
      if (isOwner(membership.roles) !== isOwner(card.roles) && !isOwner(myRoles(c))) ownerOnly();
      guardOwnerRow(c, membership);
      const sameRoles = card.roles.length === membership.roles.length && card.roles.every((r) => membership.roles.includes(r));
      if (user.tdid === c.get('tdid') && !sameRoles) refuse('nobody may change their own roles', 'employees_own_roles');
      if (removesOwner) guardLastOwner(mid, user.tdid, membership, 'left without the owner role');
      Object.assign(user, { first_name: card.first_name, last_name: card.last_name, email: card.email });
      membership.roles = card.roles;
      ctx.store.save();
      return c.json(toEmployee(user, membership));
    });

    app.put(`${BASE}/:tdid/activate`, ctx.requireMerchant, right('employees.activate', noRole('activate')), (c) => {
      const { user, membership } = one(c);
      guardOwnerRow(c, membership);
      membership.is_active = true;
      ctx.store.save();
      return c.json(toEmployee(user, membership));
    });

    app.put(`${BASE}/:tdid/deactivate`, ctx.requireMerchant, right('employees.deactivate', noRole('deactivate')), (c) => {
      const { user, membership } = one(c);
      const mid = c.get('mid');
      guardOwnerRow(c, membership);
      if (user.tdid === c.get('tdid')) refuse('nobody may close their own access', 'employees_own_access');
      if (membership.is_active && lastActive(mid, user.tdid)) throw new SandboxError(409, 'the last active employee cannot be deactivated', 'employees_column_switch_error');
      guardLastOwner(mid, user.tdid, membership, 'deactivated');
      membership.is_active = false;
      ctx.store.save();
      return c.json(toEmployee(user, membership));
    });

    app.delete(`${BASE}/:tdid`, ctx.requireMerchant, right('employees.delete', noRole('delete')), (c) => {
      const { user, membership } = one(c);
      const mid = c.get('mid');
      guardOwnerRow(c, membership);
      if (staff(mid).length === 1) throw new SandboxError(409, 'the only employee cannot be deleted', 'employees_delete_employee_last_error');
      if (membership.is_active && lastActive(mid, user.tdid)) throw new SandboxError(409, 'the last active employee cannot be deleted', 'employees_delete_employee_last_enabled_error');
      guardLastOwner(mid, user.tdid, membership, 'deleted');
      user.stores = user.stores.filter((m) => m !== membership);
      ctx.store.save();
      return c.body(null, 204);
    });

    // Control (no token): set a person's roles in a store, for tests and demos.
    app.put('/__sandbox/employees', async (c) => {
      const body = await readJsonObject(c);
      const user = accounts().users.find((u) => (typeof body.tdid === 'string' && u.tdid === body.tdid) || (typeof body.phone === 'string' && u.phone === body.phone));
      if (!user) notFound('person not found (phone or tdid)');
      const mid = body.mid;
      if (typeof mid !== 'string' || !accounts().stores.some((s) => s.mid === mid)) badRequest('mid must be a known store');
      const roles = body.roles;
      if (!Array.isArray(roles) || !roles.every((r) => typeof r === 'string' && ROLES.some((x) => x.code === r))) badRequest('roles must be a list of role codes ([] removes the membership)');
      if (body.is_active !== undefined && typeof body.is_active !== 'boolean') badRequest('is_active must be a boolean');
      const codes = [...new Set(roles as string[])];
      const existing = user.stores.find((m) => m.mid === mid);
      if (codes.length === 0) {
        user.stores = user.stores.filter((m) => m !== existing);
        ctx.store.save();
        return c.json({ tdid: user.tdid, mid, roles: [], is_active: false });
      }
      const membership: Membership = existing ?? { mid, roles: codes, is_active: true };
      if (!existing) user.stores.push(membership);
      membership.roles = codes;
      if (typeof body.is_active === 'boolean') membership.is_active = body.is_active;
      ctx.store.save();
      return c.json({ tdid: user.tdid, ...membership });
    });
  },
};
