import { describe, expect, it } from 'vitest';
import { isCode, isEmail, refusal, type EmployeeAction } from './rules';
import { normalizePhone } from '../auth/phone';

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
