import type { Dialect } from './types';

/**
 * Pickup points, employees, documents: GET /merchant-profile/api/v1/profile/... (spec 3 §7).
 * The answer is the array itself, so the total is its length; resources on this dialect
 * page on the client (`pagination.mode: 'client'`), which sends no paging at all.
 * Pickup points' calls beyond the list (create, edit, enable/disable and the designed bulk
 * call) are in resources/pickup-points/pickup-points-api.ts.
 */
export const merchantProfile: Dialect = {
  name: 'merchant-profile',
  service: 'merchant-profile',
  paging: { page: 'page', limit: 'limit' },
  arrays: 'repeat',
  list: { items: '' },
};
