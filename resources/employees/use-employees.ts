import { useList } from '@refinedev/core';
import type { Employee } from './employees-api';
import { session } from '../../providers/session';

/**
 * The shop's employees through the data provider, asked exactly as the route's first wave
 * asks (openingListParams of the descriptor: page 1, its page size, no sort or filters), so
 * the landing call's answer is taken instead of asking twice. `me` is the signed-in person.
 */
export const EMPLOYEES_PAGE_SIZE = 50;

export function useEmployees() {
  const { result, query } = useList<Employee>({
    resource: 'employees',
    pagination: { currentPage: 1, pageSize: EMPLOYEES_PAGE_SIZE, mode: 'server' },
    sorters: [],
    filters: [],
  });
  const employees = result.data;
  const myTdid = session.get().tdid;
  const me = employees.find((e) => e.tdid === myTdid);
  return { employees, me, myRoles: me?.roles.map((r) => r.code) ?? [], query };
}
