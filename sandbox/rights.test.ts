import { describe, expect, it } from 'vitest';
import { PERSONAL_WRITES, RIGHT_TEXTS, RIGHTS, ROLE_RIGHTS, noRight, rightsOf } from './rights';
import { ROLES } from './seed/roles';

describe('the rights table', () => {
  it('a person with several roles has the union, sorted; unknown and unverified roles have none', () => {
    expect(rightsOf(['merchant_operator', 'merchant_accountant'])).toEqual(['documents.manage', 'installments.manage', 'orders.decide']);
    expect(rightsOf(['merchant_unverified'])).toEqual([]);
    expect(rightsOf(['someone_else'])).toEqual([]);
    expect(rightsOf(['merchant_owner', 'merchant_manager'])).toEqual([...RIGHTS].sort());
  });

  it('only the owner activates, deactivates and deletes employees and edits the profile (spec 1 §6)', () => {
    for (const right of ['employees.activate', 'employees.deactivate', 'employees.delete', 'profile.edit'] as const) {
      expect(Object.entries(ROLE_RIGHTS).filter(([, rights]) => rights.includes(right)).map(([role]) => role)).toEqual(['merchant_owner']);
    }
  });

  it('the roles the service answers carry texts and rights generated from the table', () => {
    for (const role of ROLES) {
      expect(role.rights).toEqual(rightsOf([role.code]));
      for (const right of role.rights) expect(role.permissions).toContain(RIGHT_TEXTS[right].ru);
    }
    expect(ROLES.find((r) => r.code === 'merchant_operator')?.permissions).not.toContain(RIGHT_TEXTS['price_lists.feed'].ru);
  });

  it('refuses with no_right and the right, or the spec key given', () => {
    expect(noRight('price_lists.feed')).toEqual({ message: 'your role may not change the price-list feed link', key: 'no_right', right: 'price_lists.feed' });
    expect(noRight('employees.delete', { key: 'employees_no_role_to_delete_toast_message' })).toMatchObject({ key: 'employees_no_role_to_delete_toast_message', right: 'employees.delete' });
  });

  it('personal writes are written as METHOD + route pattern', () => {
    for (const route of Object.keys(PERSONAL_WRITES)) expect(route).toMatch(/^(POST|PUT|PATCH|DELETE) \/\S+$/);
  });
});
