import { balanceOf, transactionsOf, type Transaction } from '../seed/finance';
import { localDay, perMerchant } from '../seed/seed-util';
import type { SandboxModule } from '../types';
import { bad, checkRange, dayParam, jsonRoute, pageOf, pagingOf, paramsOf, rowsOf, signedSort, sortRows, type Params } from './list-query';
import { dailySums, transactionsCsv } from './finance-report';
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
 *   local day and reason type, only days that have transactions, and the period's sum.
 * One end of a range without the other is a 400 everywhere (spec 2 §5: both or none).
 */
const SORT_KEYS = ['created_at', 'amount', 'total_amount_to_partner'] as const;

export const financeModule: SandboxModule = {
  name: 'finance',
  seeds: { transactions: () => perMerchant(transactionsOf) },
  register(app, ctx) {
    const rowsFor = (mid: string): Transaction[] => rowsOf<Transaction>(ctx.store, 'transactions', mid);

    /** The range's rows in the asked order; both ends or none. */
    const selected = (mid: string, p: Params): Transaction[] => {
      const from = dayParam(p, 'date_from');
      const to = dayParam(p, 'date_to');
      if ((from === undefined) !== (to === undefined)) bad('date_from and date_to must be given together');
      checkRange('date_from', from, 'date_to', to);
      const sort = signedSort(p, 'sorting', SORT_KEYS) ?? { key: 'created_at', desc: true };
      const rows = rowsFor(mid).filter((t) => {
        const day = localDay(t.created_at);
        return (from === undefined || day >= from) && (to === undefined || day <= to);
      });
      return sortRows(rows, (t) => t[sort.key], sort.desc, (t) => t.id);
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
      return dailySums(rowsFor(c.get('mid')), from, to);
    }));

    app.get('/accounter/api/v1/balance/merchant', ctx.requireMerchant, jsonRoute((c) => balanceOf(rowsFor(c.get('mid')))));
  },
};
