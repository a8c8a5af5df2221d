import type { Employee, EmployeeRole } from './employees-api';

/**
 * The per-target rules of the employees screen (spec 1 §6 and issue 28), checked before a
 * call so the seller sees the reason at once (a disabled control's tooltip, a toast); the
 * service holds the same rules (sandbox/modules/employees.ts), so a refused call shows the
 * same key. Each verdict is a translation key, or undefined when the action may go on.
 * What the person may do at all comes from the service's rights (src/engine/rights.tsx);
 * while those are unknown, being the owner stands in for the owner-only ones (spec 1 §6).
 */
export const OWNER_ROLE = 'merchant_owner';
export type EmployeeAction = 'activate' | 'deactivate' | 'delete';
type Target = Pick<Employee, 'tdid' | 'is_active'> & { roles?: Pick<EmployeeRole, 'code'>[] };

export interface RuleContext {
  /** Roles of the signed-in person in this shop. */
  myRoles: string[];
  /** The signed-in person. */
  myTdid?: string;
  /** The person's rights from the service; undefined while unknown. */
  rights?: ReadonlySet<string>;
  employees: Target[];
}

const isOwner = (e: Target) => e.roles?.some((r) => r.code === OWNER_ROLE) ?? false;
const amOwner = (ctx: Pick<RuleContext, 'myRoles'>) => ctx.myRoles.includes(OWNER_ROLE);
/** Owner-only rights stand in for "is the owner" while the service has not said. */
const may = (ctx: RuleContext, right: string, ownerOnly: boolean) => (ctx.rights ? ctx.rights.has(right) : !ownerOnly || amOwner(ctx));

export function refusal(action: EmployeeAction, target: Target, ctx: RuleContext): string | undefined {
  const { employees, myTdid } = ctx;
  if (!may(ctx, `employees.${action}`, true)) return `employees_no_role_to_${action}_toast_message`;
  if (action === 'deactivate' && target.tdid === myTdid) return 'employees_own_access';
  if (action !== 'activate' && isOwner(target) && !amOwner(ctx)) return 'employees_owner_row';
  const lastActive = target.is_active && employees.filter((e) => e.is_active).length <= 1;
  if (action === 'delete') {
    if (employees.length <= 1) return 'employees_delete_employee_last_error';
    if (lastActive) return 'employees_delete_employee_last_enabled_error';
  }
  if (action === 'deactivate' && lastActive) return 'employees_column_switch_error';
  if (action !== 'activate' && target.is_active && isOwner(target) && employees.filter((e) => e.is_active && isOwner(e)).length <= 1) return 'employees_last_owner';
  return undefined;
}

/** Why this employee's card cannot be changed by the signed-in person (the whole row is read-only). */
export function editRefusal(target: Target, ctx: RuleContext): string | undefined {
  if (!may(ctx, 'employees.edit', false)) return 'no_right';
  if (isOwner(target) && !amOwner(ctx)) return 'employees_owner_row';
  return undefined;
}

/** Why this employee's roles cannot be changed (the rest of the card may be): nobody edits their own. */
export function rolesRefusal(target: Pick<Employee, 'tdid'>, ctx: Pick<RuleContext, 'myTdid'>): string | undefined {
  return target.tdid === ctx.myTdid ? 'employees_own_roles' : undefined;
}

/** Whether the "store owner" role is offered: only an owner grants or removes it. */
export function mayGrantOwner(ctx: Pick<RuleContext, 'myRoles'>): boolean {
  return amOwner(ctx);
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Spec 1 §5: the e-mail's pattern (key employees_create_info_email_input_format_error). */
export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}

/** Spec 1 §5: the one-time code is exactly 4 digits (key employees_verify_otp_input_error). */
export function isCode(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/** Full name as the list shows it: last, first, patronymic. */
export function fullName(e: Pick<Employee, 'last_name' | 'first_name' | 'patronymic'>): string {
  return [e.last_name, e.first_name, e.patronymic].filter(Boolean).join(' ');
}
