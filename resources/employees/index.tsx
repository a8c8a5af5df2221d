import type { Employee } from './employees-api';
import { EMPLOYEES_PATH } from './employees-api';
import { MAIN_AREA_STATUSES } from '../../providers/access';
import { defineResource } from '../../src/engine/descriptor';

/**
 * Employees (spec 1 §2 Employees, §6, §7): the list with the owner's rules and the roles
 * dialog, and the three-step create-or-edit wizard at /profile/employees/{create|tdid}.
 * The list call (merchant-profile dialect: the answer is the array) starts with the route.
 */
export const employees = defineResource<Employee>({
  name: 'employees',
  route: '/profile/employees',
  menu: { icon: 'TeamOutlined', group: 'other', order: 20 },
  access: MAIN_AREA_STATUSES,
  backend: { service: 'merchant-profile', dialect: 'merchant-profile', listPath: EMPLOYEES_PATH, idField: 'tdid' },
  pages: ['list', 'show'],
  list: { pageSize: 50 },
  titles: {
    ru: { list: 'Сотрудники', show: 'Сотрудник' },
    kz: { list: 'Қызметкерлер', show: 'Қызметкер' },
    en: { list: 'Employees', show: 'Employee' },
  },
  screens: {
    list: () => import('./employees-list'),
    show: () => import('./wizard/employee-wizard'),
  },
  parts: () => import('./parts'),
});
