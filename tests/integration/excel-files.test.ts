import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../providers/config';
import { createHttpClient } from '../../providers/http/client';
import { createMemoryStorage, createSessionStore } from '../../providers/session';
import { createOrdersApi } from '../../resources/orders/orders-api';
import { ordersOf } from '../../sandbox/seed/orders';
import { signInMerchant } from '../support/sandbox';
import { sandboxPerFile } from '../support/integration';
import { readExcelCsv, type ExcelCsv } from '../support/excel-files';
import { seedAt, seedDay } from '../support/seed-dates';

/**
 * Issue 31: every CSV a seller downloads opens right in Excel on a Russian or Kazakh desktop:
 * UTF-8 BOM, `;` between cells, headers and statuses in the interface language (the app's own
 * client sends it as Accept-Language; the spec's report parameters stay exactly as documented),
 * times in local time (Asia/Almaty, UTC+5). Read with a CSV parser, not by string splits.
 */
const sandbox = sandboxPerFile();
const ORDERS = ordersOf('m-1001', 'full');

let token = '';

/**
 * A report's bytes as the browser gets them, asked as the app asks (the merchant token, the
 * interface language's tag in Accept-Language). Raw fetch: under Node axios decodes text
 * answers and drops the BOM this test checks.
 */
async function csvOf(language: string, path: string, query: Record<string, string>): Promise<ExcelCsv> {
  const answer = await fetch(`${sandbox.baseUrl}${path}?${new URLSearchParams(query)}`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language } });
  expect(answer.status).toBe(200);
  return readExcelCsv(new Uint8Array(await answer.arrayBuffer()));
}
const REPORT = '/reporter/api/v1/products';
/** What a seller in Almaty reads on the wall clock for an instant. */
const almaty = (iso: string) => new Date(Date.parse(iso) + 5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

beforeAll(async () => {
  token = (await signInMerchant(sandbox.baseUrl)).merchant_access_token ?? '';
});

describe('orders reports (reporter)', () => {
  const cases = [
    ['ru', 'Номер заказа', 'Выполнен', 'Отменён', 'Способ оплаты'],
    ['kk', 'Тапсырыс нөмірі', 'Орындалды', 'Бас тартылды', 'Төлем тәсілі'],
    ['en', 'Order number', 'Completed', 'Canceled', 'Payment type'],
  ] as const;
  for (const [tag, numberHeader, delivered, canceled, paymentHeader] of cases) {
    it(`${tag}: BOM, ';', the header and statuses in the language, local times`, async () => {
      const period = { 'from-date': seedAt(-110), 'to-date': seedAt(1) };
      const report = await csvOf(tag, REPORT, { 'product-status': 'delivered', ...period, 'with-payment': 'true' });
      expect(report.bom).toBe(true);
      const [header, ...rows] = report.rows;
      expect(header).toHaveLength(13);
      expect(header[0]).toBe(numberHeader);
      expect(header[10]).toBe(paymentHeader);
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r[1]))).toEqual(new Set([delivered]));
      const first = ORDERS.find((o) => o.id === rows[0][0])!;
      expect(rows[0][2]).toBe(almaty(first.created_at));
      expect(rows[0][3]).toBe(almaty(first.completed_time!));

      const cancelled = await csvOf(tag, REPORT, { 'product-status': 'canceled', ...period });
      expect(cancelled.rows[0]).toHaveLength(10);
      expect(new Set(cancelled.rows.slice(1).map((r) => r[1]))).toEqual(new Set([canceled]));
    });
  }

  it('the app’s call keeps the spec’s parameters exactly (the language rides in Accept-Language)', async () => {
    const session = createSessionStore({ storage: createMemoryStorage() });
    session.set(await signInMerchant(sandbox.baseUrl));
    const http = createHttpClient({ config: readConfig({ VITE_API_BASE_URL: sandbox.baseUrl }), session, onSessionEnd: () => undefined, language: () => 'kk' });
    await sandbox.control.clearRequests();
    await createOrdersApi(http).report({ type: 'canceled', from: seedAt(-30), to: seedAt(0), withPayment: true });
    const [call] = await sandbox.control.requests('/reporter/api/v1/products');
    expect([...new URLSearchParams(call.query).keys()].sort()).toEqual(['from-date', 'product-status', 'to-date', 'with-payment']);
  });
});

describe('the finance and installment reports are written the same way', () => {
  it('finance: kk and en headers and types, BOM, ;', async () => {
    const range = { date_from: seedDay(-30), date_to: seedDay(0) };
    const kk = await csvOf('kk', '/accounter/api/v1/transactions/analytics/csv', range);
    expect(kk.bom).toBe(true);
    expect(kk.rows[0]).toEqual(['Транзакция нөмірі', 'Есептелген күні', 'Негіздеме', 'Түрі', 'Сату бағасы', 'Маркетплейс комиссиясы', 'Сома', 'Жеткізу', 'Салық', 'Серіктеске барлығы']);
    expect(new Set(kk.rows.slice(1).map((r) => r[3]))).toEqual(new Set(['Сату', 'Қайтару', 'Салық']));
    const en = await csvOf('en', '/accounter/api/v1/transactions/analytics/csv', range);
    expect(en.rows[0][0]).toBe('Transaction number');
    expect(en.rows.slice(1).every((r) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(r[1]))).toBe(true);
  });

  it('installment participation: the header in the language; fractions with the decimal comma in ru', async () => {
    const en = await csvOf('en', '/installment/api/v1/installments/5003/report', {});
    expect(en.bom).toBe(true);
    expect(en.rows[0][0]).toBe('Promotion');
    const ru = await csvOf('ru', '/installment/api/v1/installments/5003/report', {});
    expect(ru.rows[0][6]).toBe('Комиссия, %');
    expect(ru.rows.slice(1).every((r) => /^\d+(,\d+)?$/.test(r[6]))).toBe(true);
  });
});
