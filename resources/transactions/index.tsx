import type { Transaction } from './finance-api';
import { createFinanceApi } from './finance-api';
import { MAIN_AREA_STATUSES } from '../../providers/access';
import { defineResource } from '../../src/engine/descriptor';
import { lastThirtyDays, PERIOD_FIELD } from './period';

/**
 * Finance (spec 2 §2 Finance, §3, §7): the balance cards, the period (both ends or none;
 * the last 30 days at first), the transactions table sorted and paged by the server, the CSV
 * report, and a chart of the period's daily money (loaded after the table).
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
    // The balance cards sit above the table: their call goes with the rows.
    prefetch: ({ http }) => [createFinanceApi(http).balance()],
  },
  titles: {
    ru: { list: 'Финансы' },
    kz: { list: 'Қаржы' },
    en: { list: 'Finance' },
  },
  parts: () => import('./parts'),
});
