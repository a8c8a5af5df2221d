import type { CrudFilter } from '@refinedev/core';
import { createOrdersApi } from '../../../providers/api/orders-api';
import type { HttpClient } from '../../../providers/http/client';
import { periodOf } from './order-period';

/** The orders list's first calls besides the rows: the period's profit (cards) and the pickup points (cells). */
export function prefetchOrdersList({ filters, http }: { filters: CrudFilter[]; http: HttpClient }): void {
  const api = createOrdersApi(http);
  const period = periodOf(filters);
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined); // the screens report their own failures
  if (period) quiet(api.profit(period.from, period.to));
  quiet(api.pickupPoints());
}
