import type { HttpClient } from '../../providers/http/client';
import { EMPLOYEES_PATH, permissionsOf, type EmployeePermissions, type EmployeeRole, type Role } from '../../providers/api/permissions-api';

export type { EmployeePermissions, EmployeeRole, Role };

/**
 * Employees of the signed-in shop (spec 1 §3, §6, §7); sandbox/modules/employees.ts answers the same.
 *   list()                 GET  /merchant-profile/api/v1/profile/employees → Employee[]
 *   roles()                GET  /merchant-profile/api/v1/profile/employees/permissions → Role[]
 *   permissionsOf(tdid)    GET  /merchant-profile/api/v1/profile/employees/{tdid}/permissions → {tdid, roles: Role[], rights: string[]}
 *   create(card)           POST /merchant-profile/api/v1/profile/employees → Employee
 *   update(tdid, card)     PUT  /merchant-profile/api/v1/profile/employees/{tdid} → Employee
 *   activate / deactivate  PUT  .../employees/{tdid}/activate | /deactivate;  remove: DELETE .../employees/{tdid}
 * The wizard's first two steps are the SSO one-time code of the new employee's phone:
 *   requestCode(phone)     POST /sso/api/v1/auth/signin/fast {phone} → {masked_phone} (no token)
 *   verifyCode(phone, otp) POST /sso/api/v1/auth/signin/fast/verify {phone, otp} → {access_token, tdid}
 *   personInfo(token)      GET  /sso/api/v1/users/info with that employee's bearer (spec 1 §7) → name to prefill
 * Designed (the spec does not show bodies): create sends {tdid, first_name, last_name, email,
 * roles: codes[]}, update the same without tdid; "employee already exist" is a 409 whose
 * message says so (key employee_already_exist), after which the wizard PUTs.
 * Designed (issue 28): the permissions answer and each Role carry `rights`, the codes of what
 * the roles allow (`orders.decide`, `employees.edit`, …); the app reads the signed-in
 * employee's own through src/engine/rights.tsx and never keeps a copy of the role table.
 * An older service without the field answers `rights` absent: the app then treats rights as
 * unknown (the service stays the judge). A refusal is 403 {key: 'no_right', right}.
 */
export interface Employee {
  tdid: string;
  name: string;
  surname: string;
  patronymic: string;
  phone_number: string;
  first_name: string;
  last_name: string;
  email: string;
  is_active: boolean;
  roles: EmployeeRole[];
}

export interface EmployeeCard {
  first_name: string;
  last_name: string;
  email: string;
  roles: string[];
}

export interface VerifiedPerson {
  access_token: string;
  tdid: string;
}

export interface PersonInfo {
  tdid: string;
  first_name: string;
  last_name: string;
}

export { EMPLOYEES_PATH };
export const UNVERIFIED_ROLE = 'merchant_unverified';

const one = (tdid: string) => `${EMPLOYEES_PATH}/${encodeURIComponent(tdid)}`;

export interface EmployeesApi {
  list(signal?: AbortSignal): Promise<Employee[]>;
  roles(signal?: AbortSignal): Promise<Role[]>;
  permissionsOf(tdid: string, signal?: AbortSignal): Promise<EmployeePermissions>;
  create(tdid: string, card: EmployeeCard): Promise<Employee>;
  update(tdid: string, card: EmployeeCard): Promise<Employee>;
  activate(tdid: string): Promise<Employee>;
  deactivate(tdid: string): Promise<Employee>;
  remove(tdid: string): Promise<void>;
  requestCode(phone: string): Promise<{ masked_phone: string }>;
  verifyCode(phone: string, otp: string): Promise<VerifiedPerson>;
  personInfo(token: string): Promise<PersonInfo>;
}

export function createEmployeesApi(http: HttpClient): EmployeesApi {
  return {
    list: (signal) => http.request<Employee[]>({ path: EMPLOYEES_PATH, signal }),
    // The service lists merchant_unverified too; it is no role one can give (spec 1 §3).
    roles: async (signal) => (await http.request<Role[]>({ path: `${EMPLOYEES_PATH}/permissions`, signal })).filter((r) => r.code !== UNVERIFIED_ROLE),
    permissionsOf: (tdid, signal) => permissionsOf(http, tdid, signal),
    create: (tdid, card) => http.request<Employee>({ method: 'POST', path: EMPLOYEES_PATH, body: { tdid, ...card } }),
    update: (tdid, card) => http.request<Employee>({ method: 'PUT', path: one(tdid), body: card }),
    activate: (tdid) => http.request<Employee>({ method: 'PUT', path: `${one(tdid)}/activate` }),
    deactivate: (tdid) => http.request<Employee>({ method: 'PUT', path: `${one(tdid)}/deactivate` }),
    remove: (tdid) => http.request<void>({ method: 'DELETE', path: one(tdid) }),
    requestCode: (phone) => http.request({ method: 'POST', path: '/sso/api/v1/auth/signin/fast', body: { phone }, token: 'none' }),
    verifyCode: (phone, otp) => http.request<VerifiedPerson>({ method: 'POST', path: '/sso/api/v1/auth/signin/fast/verify', body: { phone, otp }, token: 'none' }),
    personInfo: (token) => http.request<PersonInfo>({ path: '/sso/api/v1/users/info', bearer: token }),
  };
}
