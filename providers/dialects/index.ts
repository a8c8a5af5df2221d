import { accounter } from './accounter';
import { auditV1 } from './audit-v1';
import { auditV2 } from './audit-v2';
import { feedback } from './feedback';
import { installment } from './installment';
import { merchantGateway } from './merchant-gateway';
import { merchantProfile } from './merchant-profile';
import { notes } from './notes';
import { oms } from './oms';
import { payplan } from './payplan';
import { rms } from './rms';
import { storefront } from './storefront';
import type { Dialect, DialectName } from './types';

/*
 * Every backend's list dialect. [S] = the spec names it (spec 2 §7, spec 3 §7);
 * [C] = "not shown" in the spec, so we chose it (the sandbox follows the same choice).
 *
 * | dialect          | paging          | sort                                          | arrays          | dates                                          | answer                                       |
 * |------------------|-----------------|-----------------------------------------------|-----------------|------------------------------------------------|----------------------------------------------|
 * | oms              | page, limit [S] | sorting [S]; `f` asc / `-f` desc [C]          | comma [S]       | dateFrom, dateTo [S]; ISO instant [C]          | orders, total_count [S]                      |
 * | accounter        | page, limit [S] | sorting [S]; `f` / `-f` [C]                   | comma [C]       | date_from, date_to [S]; yyyy-MM-dd [C]         | items, total [S]                             |
 * | audit-v2         | page, limit [S] | sort_key, sort_dir [S]; asc/desc [C]          | repeat [C]      | —                                              | events, total [S]                            |
 * | audit-v1         | page, limit [S] | sort_key, sort_dir asc/desc [S]               | repeat [S]      | updated_at_short=yyyy-MM-dd (eq) [S]           | events, total [S]                            |
 * | rms              | page, limit [S] | sort_by, sort_dir [S]; asc/desc [C]           | comma [C]       | dateFrom, dateTo [S]; ISO instant [C]          | requests, total [C]                          |
 * | feedback         | page, limit [S] | sort_key, sort_val 1/-1 [S]                   | comma [C]       | date_from, date_to [C]; ISO instant [C]        | reviews, total [C]                           |
 * | merchant-gateway | page, limit [S] | none                                          | repeat [S]      | —                                              | products, count [S]; search spaces → + [S]   |
 * | storefront       | page, limit [S] | sort [S]; `f` / `-f` [C]                      | repeat [S]      | —                                              | products, total, filtered_total [C]          |
 * | installment      | page, limit [S] | none                                          | repeat [C]      | month yyyy-MM [S]                              | installments, total [C]                      |
 * | payplan          | page, limit [C]; read to the end | none                         | repeat [C]      | —                                              | installments, total [C]                      |
 * | notes            | page, limit [S] | none                                          | comma [C]       | —                                              | notes, count [S]                             |
 * | merchant-profile | page, limit [C]; read to the end | none                         | repeat [C]      | —                                              | the body is the array [C]; total = length    |
 *
 * Designed calls beside the lists (the spec shows none; shapes in resources/transactions/finance-api.ts):
 * accounter `GET /accounter/api/v1/transactions/analytics/csv` (the list's query → `;`-separated
 * CSV with BOM), `GET /accounter/api/v1/transactions/analytics/daily` (date_from, date_to required
 * → {days: [{date, sale, return, tax}], total}: daily sums for the chart) and (issue 34)
 * `GET /accounter/api/v1/transactions/analytics/totals` (the list's filters → {by_type:
 * {sale|return|tax: {count, sum}}, count, sum}). The list and all three take the designed [C]
 * drill-down `reason_type` (comma list of sale, return, tax; another value: 400
 * `transactions_reason_type_unknown`) and `order_id` (part of the order number of a sale or a
 * return), named once in accounter.ts (ACCOUNTER_FILTERS).
 * installment, the participation calls (spec 3 §7: "not shown"; shapes and rules in resources/installments/installments-api.ts,
 * sandbox/modules/installment-actions.ts): [C] `POST .../installments/{id}/subscribe {categories, commissions}`,
 * `PUT .../{id}/categories {categories}`, `PUT .../{id}/commissions {commissions}`, `POST .../{id}/pause|resume|disable`,
 * `GET .../{id}/report` (CSV); the list's `is_completed` is fixed by the tab (active false, past true); the products call
 * takes [C] `installment_id`. payplan `available` takes [C] `month` (yyyy-MM) and `category`; storefront [C]
 * `GET /storefront/api/v1/merchants/installments` (month, category, page, limit → {products, total}) is the old
 * programme's products tab (the spec shows only its DELETE {skus}); products-info v1 takes [C] `search`.
 * merchant-profile, pickup points: several enabled or disabled at once are the spec's per-point calls; opt-in
 * (VITE_PICKUP_POINTS_BULK_CALL=on), [C] `PUT /merchant-profile/api/v1/profile/pickup-points-bulk/enable|disable
 * {store_ids}` → {store_ids}, outside `.../pickup-points/` where it would read as the spec's edit `PUT .../{id}`
 * (resources/pickup-points/pickup-points-api.ts, BULK_TOGGLE_PATH).
 * merchant-profile and payplan lists are not paged by the spec: `readToEnd` (read-to-end.ts) asks page after page.
 * oms, the status tabs' counts (issue 30): [C] `GET /oms/api/v3/merchant/orders/counts` (the list's dateFrom, dateTo,
 * id; no status) → `{counts: {status: n}, total_count}` (a descriptor's `backend.counts`, providers/count-by.ts); a
 * service without it (404/405/501) is counted with one `limit=1` list call per status instead.
 * merchant-profile, rights (issue 28): [C] `GET .../profile/employees/{tdid}/permissions` also answers `rights: string[]` (right codes, sorted; each Role of `.../employees/permissions` carries its `rights`), and a write the role may not make answers 403 `{message, key: 'no_right', right}` (table: sandbox/README.md "Who may do what").
 *
 * Filter parameter names are the filters' own fields (`status`, `search`, `ratings`, `category`, ...),
 * given by the spec except where a resource's descriptor says otherwise. Everywhere [C]:
 * booleans are `true` / `false`. Filter values are dropped when empty; see query.ts for operators.
 */
export const dialects: Record<DialectName, Dialect> = {
  oms,
  accounter,
  'audit-v1': auditV1,
  'audit-v2': auditV2,
  rms,
  feedback,
  'merchant-gateway': merchantGateway,
  storefront,
  installment,
  payplan,
  notes,
  'merchant-profile': merchantProfile,
};

export type { Dialect, DialectName, DateFormat } from './types';
