import { describe, expect, it } from 'vitest';
import type { CrudFilter } from '@refinedev/core';
import { accounter } from '../../providers/dialects/accounter';
import { buildListQuery } from '../../providers/dialects/query';
import { toCrudFilter } from '../../src/engine/filter-mapping';
import { drillQuery, narrowingOf, selectedTypes, transactionFilters } from './filters';
import { reportFileName } from './period';

// Local noon: the same calendar day wherever the test runs (the accounter sends local days).
const FROM = new Date(2026, 9, 26, 12).toISOString();
const TO = new Date(2026, 10, 25, 12).toISOString();
const spec = (field: string) => transactionFilters.find((s) => s.field === field)!;
const period = toCrudFilter(spec('created_at'), [FROM, TO]);
const types = (...values: string[]) => toCrudFilter(spec('reason_type'), values);
const order = (text: string) => toCrudFilter(spec('order_id'), text);

describe('the finance drill-down through the accounter dialect', () => {
  it.each<[string, CrudFilter[], string]>([
    ['the period alone', [period], 'date_from=2026-10-26&date_to=2026-11-25'],
    ['kinds as one comma list', [types('sale', 'return')], 'reason_type=sale,return'],
    ['an order number, trimmed', [order('  600012345 ')], 'order_id=600012345'],
    ['all three, in the order the list holds them', [order('6000'), types('tax'), period], 'order_id=6000&reason_type=tax&date_from=2026-10-26&date_to=2026-11-25'],
    ['empty values send nothing', [order(''), types()], ''],
  ])('the list call: %s', (_, filters, expected) => {
    expect(buildListQuery(accounter, { filters, pagination: { mode: 'off' } })).toBe(expected);
  });

  it('the calls beside the list spell a view one way, whatever order its filters came in', () => {
    const one = drillQuery([order('6000'), types('return', 'tax'), period]);
    expect(one).toBe('date_from=2026-10-26&date_to=2026-11-25&reason_type=return,tax&order_id=6000');
    expect(drillQuery([period, types('return', 'tax'), order('6000')])).toBe(one);
    // Paging, sorting and filters the finance calls do not take stay out.
    const paged: CrudFilter[] = [{ field: 'page', operator: 'eq', value: '2' }, period];
    expect(drillQuery(paged)).toBe('date_from=2026-10-26&date_to=2026-11-25');
    // An order searched sets the period aside: every date.
    expect(drillQuery([order('6000'), toCrudFilter(spec('created_at'), undefined)])).toBe('order_id=6000');
  });

  it('the kinds shown: those chosen, in the ledger order, or all', () => {
    expect(selectedTypes([types('tax', 'sale')])).toEqual(['sale', 'tax']);
    expect(selectedTypes([period])).toEqual(['sale', 'return', 'tax']);
    expect(narrowingOf([types('return'), order('77')])).toEqual({ types: ['return'], order: '77' });
    expect(narrowingOf([])).toEqual({ types: undefined, order: undefined });
  });

  it('the report file says what it holds', () => {
    const range = { from: '2026-10-26', to: '2026-11-25' };
    expect(reportFileName(range)).toBe('transactions-2026-10-26_2026-11-25.csv');
    expect(reportFileName(range, { types: ['sale', 'return'] })).toBe('transactions-2026-10-26_2026-11-25_sale-return.csv');
    expect(reportFileName(undefined, { types: ['tax'], order: '600012345' })).toBe('transactions-all_tax_order-600012345.csv');
    expect(reportFileName(undefined, { order: '№ 600/01' })).toBe('transactions-all_order-60001.csv');
    expect(reportFileName(undefined, { order: '/' })).toBe('transactions-all.csv');
  });
});
