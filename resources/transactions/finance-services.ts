import { createFinanceApi, type DayRange } from './finance-api';
import { http } from '../../providers/http/client';

/** The finance screens' typed calls on the app's one HTTP client. */
export const financeApi = createFinanceApi(http);

/** React-query keys of the finance calls outside Refine's list (balance, daily sums). */
export const FINANCE_KEYS = {
  balance: ['accounter', 'balance'] as const,
  daily: (range: DayRange) => ['accounter', 'daily', range.from, range.to] as const,
};
