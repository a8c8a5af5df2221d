import { balanceOf, transactionsOf, type Transaction } from '../seed/finance';
import { localDay, perMerchant } from '../seed/seed-util';
import type { SandboxModule } from '../types';
import { checkRange, dayParam, jsonRoute, pageOf, pagingOf, rowsOf, signedSort, sortRows } from './list-query';

/**
 * Finance (spec 2 §7, accounter dialect): transactions with `date_from`/`date_to`
 * (yyyy-MM-dd, local days, both ends included) and `sorting` (created_at | amount |
 * total_amount_to_partner, '-' for descending; default -created_at) → {items, total};
 * the balance → {in_account, accounted_day_before}.
 */
const SORT_KEYS = ['created_at', 'amount', 'total_amount_to_partner'] as const;

export const financeModule: SandboxModule = {
  name: 'finance',
  seeds: { transactions: () => perMerchant(transactionsOf) },
  register(app, ctx) {
    const rowsFor = (mid: string): Transaction[] => rowsOf<Transaction>(ctx.store, 'transactions', mid);

    app.get('/accounter/api/v1/transactions/analytics', ctx.requireMerchant, jsonRoute((c, p) => {
      const paging = pagingOf(p);
      const from = dayParam(p, 'date_from');
      const to = dayParam(p, 'date_to');
      checkRange('date_from', from, 'date_to', to);
      const sort = signedSort(p, 'sorting', SORT_KEYS) ?? { key: 'created_at', desc: true };
      const rows = rowsFor(c.get('mid')).filter((t) => {
        const day = localDay(t.created_at);
        return (from === undefined || day >= from) && (to === undefined || day <= to);
      });
      const sorted = sortRows(rows, (t) => t[sort.key], sort.desc, (t) => t.id);
      return { items: pageOf(sorted, paging), total: sorted.length };
    }));

    app.get('/accounter/api/v1/balance/merchant', ctx.requireMerchant, jsonRoute((c) => balanceOf(rowsFor(c.get('mid')))));
  },
};
