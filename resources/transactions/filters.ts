import type { CrudFilter } from '@refinedev/core';
import { ACCOUNTER_FILTERS, ACCOUNTER_REASON_TYPES, accounter } from '../../providers/dialects/accounter';
import { buildListQuery } from '../../providers/dialects/query';
import type { FilterSpec } from '../../src/engine/descriptor';
import { readFilter, toCrudFilter } from '../../src/engine/filter-mapping';
import { lastThirtyDays, PERIOD_FIELD } from './period';

/**
 * The finance list's filters (issue 34): an order number (looked up across all dates, as the
 * orders list does: the period is set aside meanwhile), the kinds of transaction, the period.
 * Their parameter names are the accounter dialect's.
 */
const ORDER_SEARCH: FilterSpec = { kind: 'search', field: ACCOUNTER_FILTERS.orderId, setsAside: [PERIOD_FIELD] };
const TYPES: FilterSpec = {
  kind: 'multiSelect',
  field: ACCOUNTER_FILTERS.reasonType,
  allOption: true,
  options: ACCOUNTER_REASON_TYPES.map((value) => ({ value, labelKey: `transactions.reasonTypes.${value}` })),
};
const PERIOD: FilterSpec = { kind: 'dateRange', field: PERIOD_FIELD, defaultValue: () => lastThirtyDays(), presets: ['today', 'week', 'month'] };

export const transactionFilters: FilterSpec[] = [ORDER_SEARCH, TYPES, PERIOD];

/** The period first, then the kinds and the order: one spelling of a view, whatever order the filters came in. */
const QUERY_ORDER = [PERIOD, TYPES, ORDER_SEARCH];

/**
 * The list's filters as the finance calls beside it send them (the CSV, the daily sums, the
 * totals): `date_from&date_to&reason_type&order_id`, unpaged and unsorted, through the dialect,
 * so each is the list's own spelling. The same string for the same view: it is their query key,
 * and the route's early calls are answered to the page's by it.
 */
export function drillQuery(filters: readonly CrudFilter[]): string {
  return buildListQuery(accounter, { filters: QUERY_ORDER.map((spec) => toCrudFilter(spec, readFilter(spec, filters))), pagination: { mode: 'off' } });
}

/** What narrows the list besides the period: the kinds chosen (none: every kind) and the order number searched. */
export function narrowingOf(filters: readonly CrudFilter[]): { types?: string[]; order?: string } {
  const types = readFilter(TYPES, filters);
  const order = readFilter(ORDER_SEARCH, filters);
  return { types: Array.isArray(types) ? types : undefined, order: typeof order === 'string' ? order : undefined };
}

/** The kinds the filter selects, in the ledger's order; all of them when it selects none. */
export function selectedTypes(filters: readonly CrudFilter[]): Array<(typeof ACCOUNTER_REASON_TYPES)[number]> {
  const { types } = narrowingOf(filters);
  return ACCOUNTER_REASON_TYPES.filter((type) => !types || types.includes(type));
}
