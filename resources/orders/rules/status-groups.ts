import type { OrderStatus } from '../orders-api';

/** The seven status groups of the filter, in the spec's order (spec 2 §2). */
export const STATUS_GROUPS: OrderStatus[] = ['waiting_confirmation', 'on_assembly', 'assembled', 'delivering', 'completed', 'reassembly', 'canceled'];
