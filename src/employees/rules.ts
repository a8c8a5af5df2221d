import type { Employee } from '../../providers/api/employees-api';

/**
 * The owner's rules (spec 1 §6), checked before a call so the seller sees the reason at once;
 * the service holds the same rules (sandbox/modules/employees.ts), so a refused call shows
 * the same key. Each verdict is a translation key, or undefined when the action may go on.
 */
export const OWNER_ROLE = 'merchant_owner';
export type EmployeeAction = 'activate' | 'deactivate' | 'delete';

export interface RuleContext {
  /** Roles of the signed-in person in this shop. */
  myRoles: string[];
  employees: Pick<Employee, 'tdid' | 'is_active'>[];
}

export function refusal(action: EmployeeAction, target: Pick<Employee, 'tdid' | 'is_active'>, { myRoles, employees }: RuleContext): string | undefined {
  if (!myRoles.includes(OWNER_ROLE)) return `employees_no_role_to_${action}_toast_message`;
  const lastActive = target.is_active && employees.filter((e) => e.is_active).length <= 1;
  if (action === 'delete') {
    if (employees.length <= 1) return 'employees_delete_employee_last_error';
    if (lastActive) return 'employees_delete_employee_last_enabled_error';
  }
  if (action === 'deactivate' && lastActive) return 'employees_column_switch_error';
  return undefined;
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
