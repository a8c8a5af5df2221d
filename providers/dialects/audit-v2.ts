import type { Dialect } from './types';

/** Order history events: GET /audit/api/v2/merchants/events (spec 2 §7). */
export const auditV2: Dialect = {
  name: 'audit-v2',
  service: 'audit',
  paging: { page: 'page', limit: 'limit' },
  sort: { kind: 'keyDir', key: 'sort_key', dir: 'sort_dir' },
  arrays: 'repeat',
  list: { items: 'events', total: 'total' },
};
