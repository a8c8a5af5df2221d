import { balanceOf, transactionsOf, type Transaction } from '../seed/finance';
import { localDay, perMerchant } from '../seed/seed-util';
import type { SandboxModule } from '../types';
import { bad, checkRange, commaEnum, dayParam, jsonRoute, matchesText, pageOf, pagingOf, paramsOf, rowsOf, signedSort, sortRows, type Params } from './list-query';
import { dailySums, kindTotals, transactionsCsv } from './finance-report';
import { csvResponse, reportLang } from '../excel-csv';

/**
 * Finance (spec 2 §7, accounter dialect): transactions with `date_from`/`date_to`
 * (yyyy-MM-dd, local days, both ends included) and `sorting` (created_at | amount |
 * total_amount_to_partner, '-' for descending; default -created_at) → {items, total};
 * the balance → {in_account, accounted_day_before}.
 *
 * Designed (the spec does not show them; named in resources/transactions/finance-api.ts):
 * - `GET .../transactions/analytics/csv` with the list's `date_from`, `date_to`, `sorting`
 *   → text/csv as sandbox/excel-csv.ts writes every report (BOM, `;`, header and types in the
 *   caller's Accept-Language, local times), the range's rows in the list's order (all pages);
 * - `GET .../transactions/analytics/daily` with `date_from`, `date_to` (at most 366 days)
 *   → {days: [{date, sale, return, tax}], total}: the sums of total_amount_to_partner per
 *   local day and reason type, only days that have transactions, and the period's sum;
 * - the drill-down (issue 34; named in providers/dialects/accounter.ts), taken by the list and
 *   by each call above: `reason_type` a comma list of sale, return, tax (another value: 400
 *   `transactions_reason_type_unknown`), `order_id` part of an order number, matched within the
 *   reason_id of sales and returns (a tax's reason_id is its period, not an order);
 * - `GET .../transactions/analytics/totals` with the list's filters (no period: every date)
 *   → {by_type: {sale|return|tax: {count, sum}}, count, sum}: what the filters select, by kind.
 * One end of a range without the other is a 400 everywhere (spec 2 §5: both or none).
 */
const SORT_KEYS = ['created_at', 'amount', 'total_amount_to_partner'] as const;
const REASON_TYPES = ['sale', 'return', 'tax'] as const;

/** The drill-down's kinds and order number: what every finance call takes beside its period. */
function narrowing(p: Params): (t: Transaction) => boolean {
  const types = commaEnum(p, 'reason_type', REASON_TYPES, 'transactions_reason_type_unknown');
  const order = p.one('order_id')?.trim();
  return (t) => (!types || types.includes(t.reason_type)) && (!order || (t.reason_type !== 'tax' && matchesText(order, t.reason_id)));
}

export const financeModule: SandboxModule = {
  name: 'finance',
  seeds: { transactions: () => perMerchant(transactionsOf) },
  register(app, ctx) {
    const rowsFor = (mid: string): Transaction[] => rowsOf<Transaction>(ctx.store, 'transactions', mid);

    /** The rows of the range (both ends or none), the kinds and the order number. */
    const filtered = (mid: string, p: Params): Transaction[] => {
      const from = dayParam(p, 'date_from');
      const to = dayParam(p, 'date_to');
      if ((from === undefined) !== (to === undefined)) bad('date_from and date_to must be given together');
      checkRange('date_from', from, 'date_to', to);
      const narrow = narrowing(p);
      return rowsFor(mid).filter((t) => {
        const day = localDay(t.created_at);
        return (from === undefined || day >= from) && (to === undefined || day <= to) && narrow(t);
      });
    };

    /** The filtered rows in the asked order. */
    const selected = (mid: string, p: Params): Transaction[] => {
      const sort = signedSort(p, 'sorting', SORT_KEYS) ?? { key: 'created_at', desc: true };
      return sortRows(filtered(mid, p), (t) => t[sort.key], sort.desc, (t) => t.id);
    };

    app.get('/accounter/api/v1/transactions/analytics', ctx.requireMerchant, jsonRoute((c, p) => {
      const paging = pagingOf(p);
      const sorted = selected(c.get('mid'), p);
      return { items: pageOf(sorted, paging), total: sorted.length };
    }));

    app.get('/accounter/api/v1/transactions/analytics/csv', ctx.requireMerchant, (c) => {
      const p = paramsOf(c);
      const rows = selected(c.get('mid'), p);
      const name = `transactions_${p.one('date_from') ?? 'all'}_${p.one('date_to') ?? 'all'}.csv`;
      return csvResponse(c, transactionsCsv(rows, reportLang(c)), name);
    });

    app.get('/accounter/api/v1/transactions/analytics/daily', ctx.requireMerchant, jsonRoute((c, p) => {
      const from = dayParam(p, 'date_from');
      const to = dayParam(p, 'date_to');
      if (from === undefined || to === undefined) bad('date_from and date_to are required');
      checkRange('date_from', from, 'date_to', to);
      if (Date.parse(to) - Date.parse(from) > 365 * 86_400_000) bad('the range must be at most 366 days');
      return dailySums(rowsFor(c.get('mid')).filter(narrowing(p)), from, to);
    }));

    app.get('/accounter/api/v1/transactions/analytics/totals', ctx.requireMerchant, jsonRoute((c, p) => kindTotals(filtered(c.get('mid'), p))));

    app.get('/accounter/api/v1/balance/merchant', ctx.requireMerchant, jsonRoute((c) => balanceOf(rowsFor(c.get('mid')))));
  },
};
