import type { HttpClient } from '../../providers/http/client';
import { listPickupPoints, PICKUP_POINTS_PATH, type PickupPointBody } from '../../providers/api/pickup-points-shape';

/**
 * The pickup-point calls of spec 3 §7 (merchant-profile), typed. The list and the one-point
 * read go through the data provider (resources/pickup-points); these are the rest:
 *
 *   GET  /merchant-profile/api/v1/profile/pickup-points              → PickupPoint[] (read to the end)
 *   POST /merchant-profile/api/v1/profile/pickup-points              body PickupPoint → the point
 *   PUT  /merchant-profile/api/v1/profile/pickup-points/{id}         body PickupPoint → the point
 *   PUT  /merchant-profile/api/v1/profile/pickup-points/{store_id}/enable   → the point
 *   PUT  /merchant-profile/api/v1/profile/pickup-points/{store_id}/disable  → the point
 *
 * Several points at once are the spec's per-point calls (bulk-toggle.tsx runs them with the
 * engine's bulk run). Designed, opt-in (VITE_PICKUP_POINTS_BULK_CALL=on; the spec: "path shape
 * not shown"), on a path of its own so no service can read it as one of the calls above:
 *   PUT  /merchant-profile/api/v1/profile/pickup-points-bulk/enable   body {store_ids: string[]} → {store_ids}
 *   PUT  /merchant-profile/api/v1/profile/pickup-points-bulk/disable  body {store_ids: string[]} → {store_ids}
 * Unknown ids are refused (404) before any change; the whole batch is applied or none.
 * Errors everywhere: 400/404/409 {message, key?}; the screens say them with errors.ts.
 */
export type PickupPoint = PickupPointBody;
export type Toggle = 'enable' | 'disable';

export { PICKUP_POINTS_PATH };
export const BULK_TOGGLE_PATH = (toggle: Toggle) => `/merchant-profile/api/v1/profile/pickup-points-bulk/${toggle}`;

export const onePointPath = (id: string) => `${PICKUP_POINTS_PATH}/${encodeURIComponent(id)}`;

export function createPickupPointsApi(http: HttpClient) {
  return {
    /** All the shop's points (the create form checks the new store id against them). */
    all: () => listPickupPoints<PickupPoint>(http),
    one: (storeId: string, signal?: AbortSignal) => http.request<PickupPoint>({ path: onePointPath(storeId), signal }),
    create: (body: PickupPoint) => http.request<PickupPoint>({ method: 'POST', path: PICKUP_POINTS_PATH, body }),
    update: (id: string, body: PickupPoint) => http.request<PickupPoint>({ method: 'PUT', path: onePointPath(id), body }),
    /** The spec's per-point call. */
    toggle: (storeId: string, toggle: Toggle, signal?: AbortSignal) => http.request<PickupPoint>({ method: 'PUT', path: `${onePointPath(storeId)}/${toggle}`, signal }),
    /** The designed bulk call: only where the configuration says the backend has it. */
    toggleMany: (storeIds: string[], toggle: Toggle) => http.request<{ store_ids: string[] }>({ method: 'PUT', path: BULK_TOGGLE_PATH(toggle), body: { store_ids: storeIds } }),
  };
}

export type PickupPointsApi = ReturnType<typeof createPickupPointsApi>;
