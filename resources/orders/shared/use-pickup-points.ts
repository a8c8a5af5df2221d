import { useQuery } from '@tanstack/react-query';
import type { OrderPickupPoint } from '../orders-api';
import { ORDERS_KEYS, ordersApi } from '../orders-services';

/**
 * The shop's pickup points (spec 2 §7 Related), shared by the list, details and the accept
 * flow. `ready` is true only once they are here: a screen that decides from them (accept's
 * choice, the card's "unknown point") waits while `ready` is false and shows `error` with
 * `retry` when they failed, instead of reading an empty list as "no points".
 */
export function usePickupPoints() {
  const query = useQuery({ queryKey: ORDERS_KEYS.pickupPoints, queryFn: ordersApi.pickupPoints, staleTime: 5 * 60_000 });
  const points: OrderPickupPoint[] = query.data ?? [];
  const ready = query.data !== undefined;
  return {
    points,
    ready,
    /** The last failure while there is nothing to show (a failed re-read keeps the points it has). */
    error: ready ? null : query.error,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
    active: points.filter((p) => p.is_active),
    byId: (id: string | null | undefined) => (id ? points.find((p) => p.store_id === id) : undefined),
  };
}
