import { createFinanceApi } from './finance-api';
import { http } from '../../providers/http/client';

/** The finance screens' typed calls on the app's one HTTP client. */
export const financeApi = createFinanceApi(http);

/** React-query keys of the finance calls outside Refine's list; `query` is the list's filters (`drillQuery`). */
export const FINANCE_KEYS = {
  balance: ['accounter', 'balance'] as const,
  daily: (query: string) => ['accounter', 'daily', query] as const,
  totals: (query: string) => ['accounter', 'totals', query] as const,
};
