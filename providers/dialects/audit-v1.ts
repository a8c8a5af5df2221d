import type { Dialect } from './types';

/** Price-list upload events: GET /audit/api/v1/merchants/events (spec 3 §7). */
export const auditV1: Dialect = {
  name: 'audit-v1',
  service: 'audit',
  paging: { page: 'page', limit: 'limit' },
  sort: { kind: 'keyDir', key: 'sort_key', dir: 'sort_dir' },
  arrays: 'repeat',
  dateFields: { updated_at_short: 'date' },
  list: { items: 'events', total: 'total' },
};
