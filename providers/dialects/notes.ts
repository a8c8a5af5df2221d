import type { Dialect } from './types';

/** Notifications: GET /notes/api/v1/merchant/notes (spec 3 §7). */
export const notes: Dialect = {
  name: 'notes',
  service: 'notes',
  paging: { page: 'page', limit: 'limit' },
  arrays: 'comma',
  list: { items: 'notes', total: 'count' },
};
