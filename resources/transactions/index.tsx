import type { Transaction } from './finance-api';
import { prefetchFinance } from './prefetch';
import { MAIN_AREA_STATUSES } from '../../providers/access';
import { defineResource } from '../../src/engine/descriptor';
import { transactionFilters } from './filters';

/**
 * Finance (spec 2 §2 Finance, §3, §7): the balance cards, the period (both ends or none;
 * the last 30 days at first), the drill-down by kind and order number (issue 34), the totals by
 * kind, the transactions table sorted and paged by the server, the CSV report, and a chart of
 * the daily money (its code loaded after the table, its figures with it); all follow the filters.
 */
export const transactions = defineResource<Transaction>({
  name: 'transactions',
  route: '/finance',
  menu: { icon: 'WalletOutlined', group: 'finance', order: 20 },
  access: MAIN_AREA_STATUSES,
  backend: { service: 'accounter', dialect: 'accounter', listPath: '/accounter/api/v1/transactions/analytics' },
  pages: ['list'],
  list: {
    pageSize: 20,
    defaultSort: { field: 'created_at', order: 'desc' },
    filters: transactionFilters,
    // The balance cards, the totals and the chart's figures: their calls go with the rows.
    prefetch: prefetchFinance,
  },
  titles: {
    ru: { list: 'Финансы' },
    kz: { list: 'Қаржы' },
    en: { list: 'Finance' },
  },
  parts: () => import('./parts'),
});
