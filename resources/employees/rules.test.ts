import { describe, expect, it } from 'vitest';
import { editRefusal, isCode, isEmail, mayGrantOwner, refusal, rolesRefusal, type EmployeeAction, type RuleContext } from './rules';
import { normalizePhone } from '../../src/format/phone';

const A = { tdid: 'a', is_active: true };
const B = { tdid: 'b', is_active: true };
const C = { tdid: 'c', is_active: false };
const OWNER = ['merchant_owner'];
const MANAGER = ['merchant_manager'];

describe('the owner\'s rules', () => {
  it.each<[string, EmployeeAction, string[], typeof A, (typeof A)[], string | undefined]>([
    ['a manager may not activate', 'activate', MANAGER, C, [A, B, C], 'employees_no_role_to_activate_toast_message'],
    ['a manager may not deactivate', 'deactivate', MANAGER, B, [A, B, C], 'employees_no_role_to_deactivate_toast_message'],
    ['a manager may not delete', 'delete', MANAGER, C, [A, B, C], 'employees_no_role_to_delete_toast_message'],
    ['an owner among other roles may', 'deactivate', ['merchant_manager', 'merchant_owner'], B, [A, B, C], undefined],
    ['the owner activates', 'activate', OWNER, C, [A, B, C], undefined],
    ['the owner deactivates one of two active', 'deactivate', OWNER, B, [A, B, C], undefined],
    ['not the last active one', 'deactivate', OWNER, A, [A, C], 'employees_column_switch_error'],
    ['an inactive one may be "deactivated" again', 'deactivate', OWNER, C, [A, C], undefined],
    ['the owner deletes an inactive one', 'delete', OWNER, C, [A, C], undefined],
    ['not the last active one (delete)', 'delete', OWNER, A, [A, C], 'employees_delete_employee_last_enabled_error'],
    ['not the only employee', 'delete', OWNER, A, [A], 'employees_delete_employee_last_error'],
    ['the owner deletes one of two active', 'delete', OWNER, B, [A, B], undefined],
  ])('%s', (_, action, myRoles, target, employees, key) => {
    expect(refusal(action, target, { myRoles, employees })).toBe(key);
  });
});

describe('issue 28: takeover and self-lockout', () => {
  const owner = { tdid: 'o', is_active: true, roles: [{ code: 'merchant_owner' }] };
  const owner2 = { tdid: 'o2', is_active: true, roles: [{ code: 'merchant_owner' }] };
  const manager = { tdid: 'm', is_active: true, roles: [{ code: 'merchant_manager' }] };
  const operator = { tdid: 'p', is_active: true, roles: [{ code: 'merchant_operator' }] };
  const staff = [owner, manager, operator];
  const ALL = new Set(['employees.create', 'employees.edit', 'employees.activate', 'employees.deactivate', 'employees.delete']);
  const MANAGER_RIGHTS = new Set(['employees.create', 'employees.edit']);
  const asOwner: RuleContext = { myRoles: OWNER, myTdid: 'o', employees: staff, rights: ALL };
  const asManager: RuleContext = { myRoles: MANAGER, myTdid: 'm', employees: staff, rights: MANAGER_RIGHTS };

  it('nobody closes their own access', () => {
    expect(refusal('deactivate', owner, { ...asOwner, employees: [owner, owner2, manager] })).toBe('employees_own_access');
  });
  it('the last active owner is neither deactivated nor deleted', () => {
    const ctx: RuleContext = { ...asOwner, myTdid: 'x', myRoles: OWNER };
    expect(refusal('deactivate', owner, ctx)).toBe('employees_last_owner');
    expect(refusal('delete', owner, asOwner)).toBe('employees_last_owner');
    expect(refusal('delete', owner, { ...asOwner, employees: [owner, owner2, manager] })).toBeUndefined();
  });
  it('the owner closes another employee\'s access and deletes them', () => {
    expect(refusal('deactivate', manager, asOwner)).toBeUndefined();
    expect(refusal('delete', operator, asOwner)).toBeUndefined();
  });
  it('rights from the service decide; the owner-only keys are the reasons', () => {
    expect(refusal('deactivate', operator, asManager)).toBe('employees_no_role_to_deactivate_toast_message');
    expect(refusal('activate', operator, { ...asManager, rights: new Set([...MANAGER_RIGHTS, 'employees.activate']) })).toBeUndefined();
    // An owner whose service withholds the right is refused too.
    expect(refusal('delete', operator, { ...asOwner, rights: new Set() })).toBe('employees_no_role_to_delete_toast_message');
  });
  it('while rights are unknown, being the owner stands in for the owner-only ones', () => {
    expect(refusal('deactivate', operator, { ...asManager, rights: undefined })).toBe('employees_no_role_to_deactivate_toast_message');
    expect(refusal('deactivate', operator, { ...asOwner, rights: undefined })).toBeUndefined();
  });
  it('the owner\'s row is read-only for non-owners', () => {
    expect(editRefusal(owner, asManager)).toBe('employees_owner_row');
    expect(editRefusal(operator, asManager)).toBeUndefined();
    expect(editRefusal(owner, asOwner)).toBeUndefined();
  });
  it('editing needs employees.edit', () => {
    expect(editRefusal(manager, { ...asManager, myTdid: 'p', myRoles: ['merchant_operator'], rights: new Set() })).toBe('no_right');
    expect(editRefusal(manager, { ...asManager, rights: undefined })).toBeUndefined();
  });
  it('nobody edits their own roles', () => {
    expect(rolesRefusal(manager, asManager)).toBe('employees_own_roles');
    expect(rolesRefusal(owner, asOwner)).toBe('employees_own_roles');
    expect(rolesRefusal(operator, asManager)).toBeUndefined();
  });
  it('only an owner is offered the owner role', () => {
    expect(mayGrantOwner(asManager)).toBe(false);
    expect(mayGrantOwner(asOwner)).toBe(true);
  });
});

describe('field rules', () => {
  it.each([
    ['aliya@techstore.kz', true],
    [' a.b@mail.kz ', true],
    ['aliya@techstore', false],
    ['aliya techstore.kz', false],
    ['@mail.kz', false],
    ['', false],
  ])('email %j → %s', (value, ok) => expect(isEmail(value)).toBe(ok));

  it.each([['1111', true], ['111', false], ['11111', false], ['11a1', false]])('code %j → %s', (value, ok) => expect(isCode(value)).toBe(ok));

  it.each([
    ['+7 (701) 555-01-01', '77015550101'],
    ['87015550101', '77015550101'],
    ['+7 (701) 555-01', undefined],
  ])('phone %j → %s (11 digits)', (value, phone) => expect(normalizePhone(value)).toBe(phone));
});
