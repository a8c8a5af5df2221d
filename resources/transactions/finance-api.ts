import type { ACCOUNTER_REASON_TYPES } from '../../providers/dialects/accounter';
import type { HttpClient } from '../../providers/http/client';

/**
 * The finance calls of spec 2 §7 (Finance) besides the transactions list (accounter dialect),
 * typed. The sandbox (sandbox/modules/finance.ts) implements exactly these shapes.
 *
 * Choices where the spec says "not shown" (the drill-down's `reason_type` and `order_id`: the
 * accounter dialect's ACCOUNTER_FILTERS; each call below takes the list's filters, `drillQuery`):
 * - CSV: GET /accounter/api/v1/transactions/analytics/csv with the list's own query
 *   (date_from, date_to yyyy-MM-dd, both or none; reason_type; order_id; sorting) → text/csv,
 *   UTF-8 with BOM, `;`-separated, a header line in the interface language (Accept-Language),
 *   local times, every row the filters select in the list's order.
 * - Daily sums (designed; the spec has no such call): GET
 *   /accounter/api/v1/transactions/analytics/daily?date_from&date_to (both required, at most
 *   366 days; reason_type, order_id as the list) → {days: [{date, sale, return, tax}], total}:
 *   total_amount_to_partner summed per local day and reason type, only days with transactions;
 *   total = the period's sum.
 * - Totals (designed, issue 34): GET /accounter/api/v1/transactions/analytics/totals with the
 *   list's filters (no period = the whole ledger) → {by_type: {sale|return|tax: {count, sum}},
 *   count, sum}: every kind present (zeros too), sums of total_amount_to_partner in tenge. Its
 *   own call, not the daily sums added up: those need a period of at most 366 days, and an
 *   order number is looked up across all dates.
 */
export interface Balance {
  in_account: number;
  accounted_day_before: number;
}

export type ReasonType = (typeof ACCOUNTER_REASON_TYPES)[number];

export interface Transaction {
  id: string;
  created_at: string;
  reason_id: string;
  reason_type: ReasonType;
  amount: number;
  delivery: number;
  tax: number;
  total_amount_to_partner: number;
  sale_price: number;
  commission: number;
}

export interface DaySums {
  date: string;
  sale: number;
  return: number;
  tax: number;
}

export interface DailySums {
  days: DaySums[];
  total: number;
}

export interface KindTotal {
  count: number;
  sum: number;
}

export interface Totals {
  by_type: Record<ReasonType, KindTotal>;
  count: number;
  sum: number;
}

/** A range of local days, yyyy-MM-dd, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

const BASE = '/accounter/api/v1';

export function createFinanceApi(http: HttpClient) {
  return {
    balance: () => http.request<Balance>({ path: `${BASE}/balance/merchant` }),
    /** `query`: the list's filters as `drillQuery` spells them (here with a period). */
    daily: (query: string) => http.request<DailySums>({ path: `${BASE}/transactions/analytics/daily`, query }),
    totals: (query: string) => http.request<Totals>({ path: `${BASE}/transactions/analytics/totals`, query }),
    csv: (query: string) => http.request<Blob>({ path: `${BASE}/transactions/analytics/csv`, query, responseType: 'blob' }),
  };
}
export type FinanceApi = ReturnType<typeof createFinanceApi>;
