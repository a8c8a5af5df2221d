import type { Transaction } from './finance-api';
import { prefetchFinance } from './prefetch';
import { MAIN_AREA_STATUSES } from '../../providers/access';
import { defineResource } from '../../src/engine/descriptor';
import { lastThirtyDays, PERIOD_FIELD } from './period';

/**
 * Finance (spec 2 §2 Finance, §3, §7): the balance cards, the period (both ends or none;
 * the last 30 days at first), the transactions table sorted and paged by the server, the CSV
 * report, and a chart of the period's daily money (its code loaded after the table, its figures with it).
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
    filters: [{ kind: 'dateRange', field: PERIOD_FIELD, defaultValue: () => lastThirtyDays(), presets: ['today', 'week', 'month'] }],
    // The balance cards and the chart's figures: their calls go with the rows.
    prefetch: prefetchFinance,
  },
  titles: {
    ru: { list: 'Финансы' },
    kz: { list: 'Қаржы' },
    en: { list: 'Finance' },
  },
  parts: () => import('./parts'),
});
