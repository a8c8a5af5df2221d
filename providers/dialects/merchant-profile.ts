import type { Dialect } from './types';

/**
 * Pickup points, employees: GET /merchant-profile/api/v1/profile/... (spec 1 §7, spec 3 §7).
 * The answer is the array itself and the spec pages neither list, so each is read to the end
 * (`readToEnd`: page after page while they come back full) and paged on the client.
 * Pickup points' calls beyond the list (create, edit, enable/disable, the opt-in designed bulk
 * call named in the table of index.ts) are in resources/pickup-points/pickup-points-api.ts.
 */
export const merchantProfile: Dialect = {
  name: 'merchant-profile',
  service: 'merchant-profile',
  paging: { page: 'page', limit: 'limit' },
  readToEnd: true,
  arrays: 'repeat',
  list: { items: '' },
};
