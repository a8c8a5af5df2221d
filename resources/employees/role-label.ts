import type { TFunction } from 'i18next';
import type { EmployeeRole } from './employees-api';

/** A role's name in the interface language; the service's Russian name for a role we have no text for. */
export function roleLabel(t: TFunction, role: EmployeeRole): string {
  return t(`employees.roleNames.${role.code}`, { defaultValue: role.role.ru || role.code });
}
