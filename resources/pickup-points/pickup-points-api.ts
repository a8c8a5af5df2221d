import type { HttpClient } from '../../providers/http/client';
import { PICKUP_POINTS_PATH, type PickupPointBody } from '../../providers/api/pickup-points-shape';

/**
 * The pickup-point calls of spec 3 §7 (merchant-profile), typed. The list and the one-point
 * read go through the data provider (resources/pickup-points); these are the rest:
 *
 *   POST /merchant-profile/api/v1/profile/pickup-points              body PickupPoint → the point
 *   PUT  /merchant-profile/api/v1/profile/pickup-points/{id}         body PickupPoint → the point
 *   PUT  /merchant-profile/api/v1/profile/pickup-points/{store_id}/enable   → the point
 *   PUT  /merchant-profile/api/v1/profile/pickup-points/{store_id}/disable  → the point
 *
 * Designed here ("path shape not shown"), in the style of the products' enable/disable:
 *   PUT  /merchant-profile/api/v1/profile/pickup-points/enable   body {store_ids: string[]} → {store_ids}
 *   PUT  /merchant-profile/api/v1/profile/pickup-points/disable  body {store_ids: string[]} → {store_ids}
 * Unknown ids are refused (404) before any change; the whole batch is applied or none.
 * An integrator whose backend has no bulk call sets BULK_TOGGLE_PATH to null: the screens
 * then send one single call per point (in parallel) and report those that failed.
 * Errors everywhere: 400/404/409 {message, key?}; the screens show the server's message.
 */
export type PickupPoint = PickupPointBody;
export type Toggle = 'enable' | 'disable';

export { PICKUP_POINTS_PATH };
export const BULK_TOGGLE_PATH: ((toggle: Toggle) => string) | null = (toggle) => `${PICKUP_POINTS_PATH}/${toggle}`;

export const onePointPath = (id: string) => `${PICKUP_POINTS_PATH}/${encodeURIComponent(id)}`;

/** Which points a bulk change could not change (empty: all changed). */
export interface BulkOutcome {
  failed: Array<{ storeId: string; error: unknown }>;
}

export function createPickupPointsApi(http: HttpClient, bulkPath: typeof BULK_TOGGLE_PATH = BULK_TOGGLE_PATH) {
  const toggleOne = (storeId: string, toggle: Toggle) => http.request<PickupPoint>({ method: 'PUT', path: `${onePointPath(storeId)}/${toggle}` });
  return {
    /** All the shop's points (the create form checks the new store id against them). */
    all: () => http.request<PickupPoint[]>({ path: PICKUP_POINTS_PATH, query: { page: 1, limit: 100 } }),
    one: (storeId: string, signal?: AbortSignal) => http.request<PickupPoint>({ path: onePointPath(storeId), signal }),
    create: (body: PickupPoint) => http.request<PickupPoint>({ method: 'POST', path: PICKUP_POINTS_PATH, body }),
    update: (id: string, body: PickupPoint) => http.request<PickupPoint>({ method: 'PUT', path: onePointPath(id), body }),
    toggle: toggleOne,
    /** Several at once: the bulk call when the backend has one, else one call per point. */
    async toggleMany(storeIds: string[], toggle: Toggle): Promise<BulkOutcome> {
      if (bulkPath) {
        await http.request<{ store_ids: string[] }>({ method: 'PUT', path: bulkPath(toggle), body: { store_ids: storeIds } });
        return { failed: [] };
      }
      const results = await Promise.allSettled(storeIds.map((id) => toggleOne(id, toggle)));
      return { failed: results.flatMap((r, i) => (r.status === 'rejected' ? [{ storeId: storeIds[i], error: r.reason as unknown }] : [])) };
    },
  };
}

export type PickupPointsApi = ReturnType<typeof createPickupPointsApi>;
