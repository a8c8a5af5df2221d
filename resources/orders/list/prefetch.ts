import type { CrudFilter } from '@refinedev/core';
import { createOrdersApi } from '../orders-api';
import type { HttpClient } from '../../../providers/http/client';
import { periodOf } from './order-period';

/** The orders list's first calls besides the rows: the period's profit (cards) and the pickup points (cells). */
export function prefetchOrdersList({ filters, http }: { filters: CrudFilter[]; http: HttpClient }): Promise<unknown>[] {
  const api = createOrdersApi(http);
  const period = periodOf(filters);
  return [api.pickupPoints(), ...(period ? [api.profit(period.from, period.to)] : [])];
}
