import { useQuery } from '@tanstack/react-query';
import type { CrudFilter } from '@refinedev/core';
import { daysIn, MAX_CHART_DAYS } from './chart-data';
import { drillQuery } from './filters';
import { FINANCE_KEYS, financeApi } from './finance-services';
import { rangeOf } from './period';

/**
 * The chart's daily sums for the period and the other filters (kinds, order). Asked by the
 * chart's block, which comes with the table, not by the chart, whose code loads once the table
 * is on screen (issue 30): the call takes the route's early answer and the figures wait for the
 * chart, not the other way round.
 */
export function useDailySums(filters: readonly CrudFilter[]) {
  const range = rangeOf(filters);
  const tooLong = range !== undefined && daysIn(range) > MAX_CHART_DAYS;
  const query = drillQuery(filters);
  const sums = useQuery({
    queryKey: range ? FINANCE_KEYS.daily(query) : ['accounter', 'daily', 'none'],
    queryFn: () => financeApi.daily(query),
    enabled: range !== undefined && !tooLong,
    placeholderData: (previous) => previous,
  });
  return { query: sums, range, tooLong };
}

export type DailySumsQuery = ReturnType<typeof useDailySums>;
