import { useQuery } from '@tanstack/react-query';
import type { OrderPickupPoint } from '../../../providers/api/orders-api';
import { ORDERS_KEYS, ordersApi } from '../orders-services';

/** The shop's pickup points (spec 2 §7 Related), shared by the list, details and the accept flow. */
export function usePickupPoints() {
  const query = useQuery({ queryKey: ORDERS_KEYS.pickupPoints, queryFn: ordersApi.pickupPoints, staleTime: 5 * 60_000 });
  const points: OrderPickupPoint[] = query.data ?? [];
  return {
    ...query,
    points,
    active: points.filter((p) => p.is_active),
    byId: (id: string | null | undefined) => (id ? points.find((p) => p.store_id === id) : undefined),
  };
}
