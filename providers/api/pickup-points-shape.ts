import type { HttpClient } from '../http/client';
import { merchantProfile } from '../dialects/merchant-profile';
import { readToEnd } from '../dialects/read-to-end';

/**
 * A pickup point as the spec's merchant-profile calls send and answer it (spec 1 §7, spec 3 §7):
 * the registration body carries one, the pickup-points area edits them, orders and refunds
 * choose among them. One shape and one path for all of them.
 */
export const PICKUP_POINTS_PATH = '/merchant-profile/api/v1/profile/pickup-points';

/** The react-query key of the shop's raw point list: orders, refunds, registration and the pickup-points area share one cache entry. */
export const PICKUP_POINTS_QUERY_KEY = ['merchant-profile', 'pickup-points'] as const;

/** How many points each call of the list asks for (a shop has a handful; see listPickupPoints). */
export const POINTS_PAGE_SIZE = 100;

/**
 * The shop's points as the spec's list call answers them (each reader types the fields it uses).
 * The spec does not page this list, so it is read to the end whatever page size the backend
 * keeps (dialects/read-to-end.ts), with the merchant-profile dialect's paging names.
 */
export const listPickupPoints = <T extends { store_id: string }>(http: HttpClient, signal?: AbortSignal): Promise<T[]> =>
  readToEnd<T>(
    async (page) => ({
      rows: (await http.request<T[] | null>({ path: PICKUP_POINTS_PATH, query: { [merchantProfile.paging.page]: page, [merchantProfile.paging.limit]: POINTS_PAGE_SIZE }, signal })) ?? [],
    }),
    { keyOf: (point) => point.store_id },
  );

export interface TimeRange {
  from: string;
  to: string;
}

export interface PickupPointBody {
  store_id: string;
  priority: number;
  name: string;
  is_active: boolean;
  delivery_days: number;
  address: {
    apartment: string;
    city_id: string;
    floor: string;
    /** The map pin; absent for an address typed by hand without one (no geocoder configured). */
    geo?: { latitude: number; longitude: number };
    house: string;
    street: string;
    zipcode: string;
    formatted: string;
  };
  contact: { info: string; phone: string };
  /** One entry per weekday 1 (Monday)..7; a day off has no ranges. */
  schedule: Array<{ week_day: number; time_ranges: TimeRange[] }>;
}
