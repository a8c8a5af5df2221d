import { useQuery } from '@tanstack/react-query';
import type { DayRange } from './finance-api';
import { daysIn, MAX_CHART_DAYS } from './chart-data';
import { FINANCE_KEYS, financeApi } from './finance-services';

/**
 * The chart's daily sums for the period. Asked by the chart's block, which comes with the table,
 * not by the chart, whose code loads once the table is on screen (issue 30): the call takes the
 * route's early answer and the figures wait for the chart, not the other way round.
 */
export function useDailySums(range: DayRange | undefined) {
  const tooLong = range !== undefined && daysIn(range) > MAX_CHART_DAYS;
  const query = useQuery({
    queryKey: range ? FINANCE_KEYS.daily(range) : ['accounter', 'daily', 'none'],
    queryFn: () => financeApi.daily(range!),
    enabled: range !== undefined && !tooLong,
    placeholderData: (previous) => previous,
  });
  return { query, tooLong };
}

export type DailySumsQuery = ReturnType<typeof useDailySums>;
