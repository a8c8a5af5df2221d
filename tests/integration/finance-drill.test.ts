import { beforeAll, describe, expect, it } from 'vitest';
import type { CrudFilter } from '@refinedev/core';
import { createFinanceApi, type FinanceApi, type Totals, type Transaction } from '../../resources/transactions/finance-api';
import { drillQuery, transactionFilters } from '../../resources/transactions/filters';
import type { HttpClient } from '../../providers/http/client';
import { toCrudFilter } from '../../src/engine/filter-mapping';
import { merchantClient, sandboxPerFile } from '../support/integration';

/**
 * The finance drill-down over real HTTP (issue 34): the designed `reason_type` and `order_id`
 * as the app's filters spell them, taken alike by the list, the CSV, the daily sums and the
 * totals; an unknown kind refused with its code.
 */
const sandbox = sandboxPerFile();
let http: HttpClient;
let token = '';
let api: FinanceApi;
const LIST = '/accounter/api/v1/transactions/analytics';

beforeAll(async () => {
  const client = await merchantClient(sandbox.baseUrl);
  http = client.http;
  token = client.session.get().merchant_access_token ?? '';
  api = createFinanceApi(http);
});

const spec = (field: string) => transactionFilters.find((s) => s.field === field)!;
const day = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000).toISOString();
const LAST_60: CrudFilter = toCrudFilter(spec('created_at'), [day(60), day(0)]);
const types = (...values: string[]) => toCrudFilter(spec('reason_type'), values);
const order = (text: string) => toCrudFilter(spec('order_id'), text);

/** Every row the query selects, page after page. */
async function allRows(query: string): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  for (let page = 1; ; page++) {
    const body = await http.request<{ items: Transaction[]; total: number }>({ path: LIST, query: `${query}${query ? '&' : ''}page=${page}&limit=100` });
    rows.push(...body.items);
    if (rows.length >= body.total) return rows;
  }
}

const sumOf = (rows: Transaction[]) => rows.reduce((s, t) => s + t.total_amount_to_partner, 0);

describe('finance drill-down', () => {
  it('by kind: the list, the totals and the daily sums select the same rows', async () => {
    const query = drillQuery([LAST_60, types('return', 'tax')]);
    expect(query).toMatch(/^date_from=\d{4}-\d\d-\d\d&date_to=\d{4}-\d\d-\d\d&reason_type=return,tax$/);
    const rows = await allRows(query);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((t) => t.reason_type))).toEqual(new Set(['return', 'tax']));

    const totals: Totals = await api.totals(query);
    expect(totals.by_type.sale).toEqual({ count: 0, sum: 0 });
    expect(totals.by_type.return).toEqual({ count: rows.filter((t) => t.reason_type === 'return').length, sum: sumOf(rows.filter((t) => t.reason_type === 'return')) });
    expect(totals.by_type.tax.sum).toBe(sumOf(rows.filter((t) => t.reason_type === 'tax')));
    expect(totals).toMatchObject({ count: rows.length, sum: sumOf(rows) });

    const daily = await api.daily(query);
    expect(daily.total).toBe(totals.sum);
    expect(daily.days.every((d) => d.sale === 0)).toBe(true);
    expect(daily.days.reduce((s, d) => s + d.return, 0)).toBe(totals.by_type.return.sum);

    // Every kind unfiltered: the totals add up to the whole period's.
    const whole = await api.totals(drillQuery([LAST_60]));
    expect(whole.by_type.sale.count + whole.by_type.return.count + whole.by_type.tax.count).toBe(whole.count);
    expect(whole.sum).toBe(whole.by_type.sale.sum + whole.by_type.return.sum + whole.by_type.tax.sum);
    expect(whole.by_type.sale.count).toBeGreaterThan(100);
  });

  it('by order number: part of it, across all dates, sales and returns only; the CSV holds the same rows', async () => {
    const sold = new Set((await allRows('reason_type=sale')).map((t) => t.reason_id));
    // The oldest return whose sale is in the ledger: older than any default period.
    const returned = (await allRows('reason_type=return&sorting=created_at')).find((t) => sold.has(t.reason_id))!;
    const query = drillQuery([order(` ${returned.reason_id} `)]);
    expect(query).toBe(`order_id=${returned.reason_id}`);
    const rows = await allRows(query);
    expect(rows.map((t) => t.reason_type).sort()).toEqual(['return', 'sale']);
    expect(rows.every((t) => t.reason_id === returned.reason_id)).toBe(true);

    // A part matches within the number; a tax (its reason_id is a period, `tax-2026-10`) never does.
    const part = returned.reason_id.slice(0, 5);
    const some = await allRows(`order_id=${part}`);
    expect(some.length).toBeGreaterThan(rows.length);
    expect(some.every((t) => t.reason_type !== 'tax' && t.reason_id.includes(part))).toBe(true);
    expect(await allRows('order_id=tax')).toEqual([]);
    expect((await api.totals('order_id=2026')).by_type.tax.count).toBe(0);

    const totals = await api.totals(query);
    expect(totals).toMatchObject({ count: 2, sum: sumOf(rows) });

    // The CSV of the same filters: the same rows, raw bytes (BOM, ';').
    const answer = await fetch(`${sandbox.baseUrl}${LIST}/csv?${query}&reason_type=return`, { headers: { Authorization: `Bearer ${token}` } });
    const lines = new TextDecoder().decode(new Uint8Array(await answer.arrayBuffer())).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(rows.filter((t) => t.reason_type === 'return').map((t) => t.id));
  });

  it.each(['/', '/csv', '/daily', '/totals'])('an unknown kind is a 400 with its code (%s)', async (call) => {
    const range = drillQuery([LAST_60]);
    await expect(http.request({ path: `${LIST}${call === '/' ? '' : call}`, query: `${range}&reason_type=sale,refund` })).rejects.toMatchObject({
      statusCode: 400,
      key: 'transactions_reason_type_unknown',
    });
    // One end of a period still needs the other on the new call too.
    if (call === '/totals') await expect(http.request({ path: `${LIST}/totals`, query: 'date_from=2026-11-01' })).rejects.toMatchObject({ statusCode: 400 });
  });
});
