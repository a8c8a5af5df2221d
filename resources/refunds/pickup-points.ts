import { useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../providers/http/client';
import { http } from '../../providers/http/client';
import { listPickupPoints, PICKUP_POINTS_QUERY_KEY } from '../../providers/api/pickup-points-shape';

export interface RefundPickupPoint {
  store_id: string;
  name: string;
  is_active: boolean;
  address: { formatted?: string; street: string; house: string };
}

/** The call itself (the list's prefetch makes the same one, resources/refunds): the hook gets its answer. */
export const fetchPickupPoints = (client: HttpClient) => listPickupPoints<RefundPickupPoint>(client);

/** The shop's pickup points (spec 2 §7 Related), under the cache key the orders screens use too. */
export function usePickupPoints() {
  return useQuery({ queryKey: PICKUP_POINTS_QUERY_KEY, queryFn: () => fetchPickupPoints(http), staleTime: 60_000 });
}
