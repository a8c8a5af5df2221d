import type { HttpClient } from '../../providers/http/client';

/**
 * The finance calls of spec 2 §7 (Finance) besides the transactions list (accounter dialect),
 * typed. The sandbox (sandbox/modules/finance.ts) implements exactly these shapes.
 *
 * Choices where the spec says "not shown":
 * - CSV: GET /accounter/api/v1/transactions/analytics/csv with the list's own query
 *   (date_from, date_to yyyy-MM-dd, both or none; sorting) → text/csv, UTF-8 with BOM,
 *   `;`-separated, a header line in the interface language (Accept-Language), local times,
 *   every row of the range in the list's order.
 * - Daily sums (designed; the spec has no such call): GET
 *   /accounter/api/v1/transactions/analytics/daily?date_from&date_to (both required, at most
 *   366 days) → {days: [{date, sale, return, tax}], total}: total_amount_to_partner summed per
 *   local day and reason type, only days with transactions; total = the period's sum.
 */
export interface Balance {
  in_account: number;
  accounted_day_before: number;
}

export type ReasonType = 'sale' | 'return' | 'tax';

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

/** A range of local days, yyyy-MM-dd, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

const BASE = '/accounter/api/v1';

export function createFinanceApi(http: HttpClient) {
  return {
    balance: () => http.request<Balance>({ path: `${BASE}/balance/merchant` }),
    daily: (range: DayRange) => http.request<DailySums>({ path: `${BASE}/transactions/analytics/daily`, query: { date_from: range.from, date_to: range.to } }),
    csv: (range: DayRange | undefined, sorting?: string) =>
      http.request<Blob>({
        path: `${BASE}/transactions/analytics/csv`,
        query: { ...(range ? { date_from: range.from, date_to: range.to } : {}), ...(sorting ? { sorting } : {}) },
        responseType: 'blob',
      }),
  };
}
export type FinanceApi = ReturnType<typeof createFinanceApi>;
