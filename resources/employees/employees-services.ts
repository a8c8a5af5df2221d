import { createEmployeesApi } from './employees-api';
import { http } from '../../providers/http/client';

export const employeesApi = createEmployeesApi(http);
export const ROLES_QUERY_KEY = ['employees', 'roles'] as const;
