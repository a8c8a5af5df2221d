import type { ServiceName } from '../services';

/**
 * A backend's dialect: how one service spells paging, sorting, filters and search in
 * its query, and where its list answer keeps the rows and the totals. Parameter names
 * are data here; `providers/dialects/query.ts` turns Refine's state into a query with them.
 */
export interface Dialect {
  name: DialectName;
  service: ServiceName;
  paging: { page: string; limit: string };
  /**
   * The spec does not page this service's lists, so our paging parameters [C] may be ignored or
   * answered by the backend's own page size: the data provider reads such a list to the end
   * (read-to-end.ts) and pages it on the client.
   */
  readToEnd?: true;
  /**
   * - keyDir: `sort_key=created_at&sort_dir=desc` (names configurable: sort_by + sort_dir)
   * - keyVal: `sort_key=rating&sort_val=-1` (1 ascending, -1 descending)
   * - single: one parameter, `sorting=created_at` ascending or `sorting=-created_at` descending
   */
  sort?:
    | { kind: 'keyDir'; key: string; dir: string }
    | { kind: 'keyVal'; key: string; val: string }
    | { kind: 'single'; param: string };
  /** How a multi-value filter is sent: `status=a,b` (comma) or `status=a&status=b` (repeat). */
  arrays: 'comma' | 'repeat';
  /**
   * Names of a date range's two ends. A filter `{ operator: 'between', value: [from, to] }`
   * on any field becomes these two parameters (only when both ends are set, spec 1 §5);
   * `gte` / `lte` on a date become the `from` / `to` end alone. `iso`: full ISO-8601 instant; `date`: yyyy-MM-dd.
   */
  dateRange?: { from: string; to: string; format: DateFormat };
  /**
   * Fields whose own value is a date, sent in this format by `eq` (audit v1's
   * `updated_at_short=yyyy-MM-dd`). A Date or dayjs value elsewhere is sent as an ISO instant.
   */
  dateFields?: Record<string, DateFormat>;
  /** Free-text search (`contains` filters): `plus` replaces spaces with `+` before encoding. */
  searchSpaces?: 'plus' | 'keep';
  /**
   * Where the list answer keeps its rows and totals (dotted paths allowed); `items: ''` means
   * the body is the array. No `total` key: the total is the number of rows received.
   */
  list: { items: string; total?: string; filteredTotal?: string };
}

/** `iso`: `2024-05-01T00:00:00.000Z` (UTC instant); `date`: `2024-05-01` (the user's local day). */
export type DateFormat = 'iso' | 'date';

export type DialectName =
  | 'oms'
  | 'accounter'
  | 'audit-v1'
  | 'audit-v2'
  | 'rms'
  | 'feedback'
  | 'merchant-gateway'
  | 'storefront'
  | 'installment'
  | 'payplan'
  | 'notes'
  | 'merchant-profile';
