import type { ServiceName } from '../services';
import type { DialectName } from './types';

/** Where a resource lives and how its backend speaks: the data provider's part of a descriptor. */
export interface Backend {
  service: ServiceName;
  dialect: DialectName;
  /** Path of the list call, e.g. `/feedback/api/v1/reviews/merchants`. */
  listPath: string;
  /** Path of the one-record call; receives the id. */
  onePath?: (id: string) => string;
  /** Where the one-record answer keeps the record (`''` or absent: the body itself). */
  oneKey?: string;
  /** Path of the update call (method PUT unless `updateMethod` says otherwise). */
  updatePath?: (id: string) => string;
  updateMethod?: 'PUT' | 'PATCH' | 'POST';
  createPath?: string;
  /** The record's id field; default `id`. */
  idField?: string;
  /** Fixed query parameters sent with every list call (e.g. `event_type=...`). */
  fixedQuery?: Record<string, string | string[]>;
  /**
   * Filter values that stand for several backend values, by field: a refund status group
   * `delivery` is sent as `status=waiting_for_delivery,delivery_to_partner,...`. The URL and
   * the controls keep the group; only the call expands it. Values not listed pass unchanged.
   */
  filterValues?: Record<string, Record<string, readonly string[]>>;
  /**
   * A designed counts call (issue 30): GET `path` with the list's filters except `field` →
   * `{counts: {value: n}, <the dialect's total key>: n}`. Without it, or where the service
   * answers 404/405/501, counts by `field` are one one-row list call per value (providers/count-by.ts).
   */
  counts?: { path: string; field: string };
}
