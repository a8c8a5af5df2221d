import type { HttpClient } from '../http/client';

/**
 * One employee's roles and rights (spec 1 §6; `rights` designed in issue 28): the employees
 * area shows them, the engine reads the signed-in person's own to gate actions.
 */
export const EMPLOYEES_PATH = '/merchant-profile/api/v1/profile/employees';

export interface EmployeeRole {
  code: string;
  role: { ru: string };
}

export interface Role extends EmployeeRole {
  permissions: string[];
  /** Right codes this role gives (designed); absent from an older service. */
  rights?: string[];
}

/** One employee's roles and the union of their rights (absent from an older service). */
export interface EmployeePermissions {
  tdid: string;
  roles: Role[];
  rights?: string[];
}

export const permissionsOf = (http: HttpClient, tdid: string, signal?: AbortSignal) =>
  http.request<EmployeePermissions>({ path: `${EMPLOYEES_PATH}/${encodeURIComponent(tdid)}/permissions`, signal });
