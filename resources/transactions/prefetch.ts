import type { ListPrefetchContext } from '../../src/engine/descriptor';
import { daysIn, MAX_CHART_DAYS } from './chart-data';
import { createFinanceApi } from './finance-api';
import { drillQuery } from './filters';
import { rangeOf } from './period';

/**
 * The finance page's first calls besides the rows, started with the route (issue 30): the
 * balance cards, the totals by kind and the chart's daily sums (the chart's code loads after
 * the table; its figures are there by then, not asked after it).
 */
export function prefetchFinance({ http, filters }: ListPrefetchContext): Promise<unknown>[] {
  const api = createFinanceApi(http);
  const range = rangeOf(filters);
  const query = drillQuery(filters);
  return [api.balance(), api.totals(query), ...(range && daysIn(range) <= MAX_CHART_DAYS ? [api.daily(query)] : [])];
}
