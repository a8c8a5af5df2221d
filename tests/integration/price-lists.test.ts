import ExcelJS from 'exceljs';
import * as SheetJS from '@e965/xlsx';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BaseRecord } from '@refinedev/core';
import { createPriceListsApi, LAST_FEED_QUERY, type PriceListsApi } from '../../resources/price-lists/price-lists-api';
import { createDataProvider } from '../../providers/data-provider';
import { readConfig } from '../../providers/config';
import { createHttpClient, type HttpClient } from '../../providers/http/client';
import { createMemoryStorage, createSessionStore } from '../../providers/session';
import { isAppError } from '../../providers/http/errors';
import { uploadEvents } from '../../resources/price-lists/history';
import type { UploadEvent } from '../../resources/price-lists/history/types';
import { productsOnSaleOf } from '../../sandbox/seed/products';
import { uploadEventsOf } from '../../sandbox/seed/audit';
import { localDay } from '../../sandbox/seed/seed-util';
import { toFeedBody } from '../../resources/price-lists/rules/feed-form';
import { merchantClient, sandboxPerFile } from '../support/integration';

/**
 * Price lists over real HTTP with the app's own API module and data provider: uploads are
 * parsed for real by the sandbox and settle into the right event with per-row messages; the
 * history sends spec 3 §7's exact query; the feed link's create / edit / four errors; 403.
 */
const sandbox = sandboxPerFile({ resetBeforeEach: true });
let http: HttpClient;
let api: PriceListsApi;
const products = productsOnSaleOf('m-1001', 'full');

const control = async (body: unknown) => {
  const res = await fetch(`${sandbox.baseUrl}/__sandbox/price-lists`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`control → ${res.status} ${await res.text()}`);
};

// A reset drops every token: sign in again after it.
beforeEach(async () => {
  ({ http } = await merchantClient(sandbox.baseUrl));
  api = createPriceListsApi(http);
  await control({ settleMs: 50 });
});

type Row = Array<string | number | null>;
async function xlsxFile(name: string, header: string[], rows: Row[]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Прайс-лист');
  sheet.addRow(header);
  rows.forEach((r) => sheet.addRow(r));
  return new File([await book.xlsx.writeBuffer()], name);
}
const HEADER = ['Артикул', 'Наименование', 'Бренд', 'Цена, ₸', 'Остаток PP1', 'Остаток PP2'];

/** Reads the event until it is no longer processing. */
async function settled(id: string): Promise<UploadEvent> {
  for (let i = 0; i < 50; i++) {
    const event = await http.request<UploadEvent>({ path: `/audit/api/v1/merchants/events/${id}` });
    if (event.status !== 'processing') return event;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the upload never settled');
}

describe('manual upload, parsed for real', () => {
  it('a good XLSX → processing, then success; the prices and stocks of the shop change', async () => {
    const [a, b] = products;
    const file = await xlsxFile('Прайс ноябрь.XLSX', HEADER, [
      [a.merchant_sku, a.title.ru, 'Samsung', 123_456, 7, 2],
      [b.merchant_sku, b.title.ru, 'Apple', '99 990', 0, null],
    ]);
    const sent: number[] = [];
    const answer = await api.upload(file, (p) => sent.push(p));
    expect(answer).toMatchObject({ entity_id: 'Прайс ноябрь.XLSX', status: 'processing', meta: { load_type: 'manual', user: 'Айгерим Садыкова' } });
    expect(sent.at(-1)).toBe(1);
    const event = await settled(answer.id);
    expect(event.status).toBe('success');
    expect(event.description).toBe('Обработано строк: 2; загружено: 2');
    expect(event.messages).toEqual([]);
    const info = await http.request<{ products: Array<{ merchant_sku: string; price: { current: number }; stocks: Array<{ store_id: string; quantity: number }> }> }>({
      path: '/storefront/api/v2/merchants/products-info',
      query: { search: a.merchant_sku, with_stocks: 'true' },
    });
    const updated = info.products.find((p) => p.merchant_sku === a.merchant_sku)!;
    expect(updated.price.current).toBe(123_456);
    expect(updated.stocks.find((s) => s.store_id === 'PP1')?.quantity).toBe(7);
    // The stored file is the one sent.
    const stored = await fetch(`${sandbox.baseUrl}${event.meta.url}`);
    expect(stored.status).toBe(200);
    expect(new Uint8Array(await stored.arrayBuffer()).length).toBe(file.size);
  });

  it('an XLSX with bad rows → processed, one message per refused row naming it and why', async () => {
    const [a, b, c] = products;
    const file = await xlsxFile('bad.xlsx', HEADER, [
      [a.merchant_sku, 'ok', 'X', 5000, 1, null],
      [null, 'без артикула', 'X', 5000, null, null],
      [b.merchant_sku, 'дёшево', 'X', 50, null, null],
      [c.merchant_sku, 'не число', 'X', 'договорная', null, null],
      [a.merchant_sku, 'повтор', 'X', 6000, null, null],
      ['NEG-1', 'минус', 'X', '-500', null, null],
      ['NEG-2', 'минус остаток', 'X', 5000, -3, null],
    ]);
    const event = await settled((await api.upload(file)).id);
    expect(event.status).toBe('processed');
    expect(event.description).toBe('Обработано строк: 7; загружено: 1; отклонено: 6');
    expect(event.messages).toEqual([
      'Строка 3: не указан артикул',
      `Строка 4 (${b.merchant_sku}): цена 50 меньше минимальной 101 ₸`,
      `Строка 5 (${c.merchant_sku}): цена «договорная» не является целым числом`,
      `Строка 6: артикул «${a.merchant_sku}» повторяется (строка 2)`,
      // A negative price is an integer below the minimum, not "not an integer".
      'Строка 7 (NEG-1): цена -500 меньше минимальной 101 ₸',
      'Строка 8 (NEG-2): остаток -3 для PP1 не может быть отрицательным',
    ]);
  });

  it('an unknown pickup point refuses the rows that stock it', async () => {
    const [a] = products;
    const file = await xlsxFile('pp.xlsx', ['Артикул', 'Цена, ₸', 'Остаток PP9'], [[a.merchant_sku, 5000, 3]]);
    const event = await settled((await api.upload(file)).id);
    expect(event.status).toBe('error');
    expect(event.messages).toEqual([`Строка 2 (${a.merchant_sku}): неизвестный пункт выдачи «PP9»`]);
  });

  it('a good XML → success', async () => {
    const [a, b] = products;
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<price_list><offers>
  <offer sku="${a.merchant_sku}"><name>A</name><brand>B</brand><price>15000</price><availabilities><availability store_id="PP1" stock="4"/></availabilities></offer>
  <offer sku="${b.merchant_sku}"><name>C</name><brand>D</brand><price>25000</price></offer>
</offers></price_list>`;
    const event = await settled((await api.upload(new File([xml], 'feed.xml'))).id);
    expect(event.status).toBe('success');
    expect(event.description).toBe('Обработано строк: 2; загружено: 2');
  });

  it('an Excel 97–2003 .xls (BIFF8) is read for real, row by row like an XLSX', async () => {
    const [a, b] = products;
    const sheet = SheetJS.utils.aoa_to_sheet([HEADER, [a.merchant_sku, 'A', 'B', 15000, 4, null], [null, null, null, null, null, null], [b.merchant_sku, 'C', 'D', 50, 1, 2]]);
    const book = SheetJS.utils.book_new(sheet, 'Прайс-лист');
    const bytes = SheetJS.write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer;
    const event = await settled((await api.upload(new File([bytes], 'Прайс.xls'))).id);
    expect(event.status).toBe('processed');
    expect(event.description).toBe('Обработано строк: 2; загружено: 1; отклонено: 1');
    expect(event.messages).toEqual([`Строка 4 (${b.merchant_sku}): цена 50 меньше минимальной 101 ₸`]);
  });

  it('a broken file → error with its reason key and a plain line (no parser internals); a damaged .xls is named as such', async () => {
    const broken = await settled((await api.upload(new File(['<price_list><offers><offer sku="1">'], 'broken.xml'))).id);
    expect(broken.status).toBe('error');
    expect(broken.description).toBe('Файл не загружен');
    expect(broken.reason).toBe('upload_xml_invalid');
    expect(broken.messages).toEqual(['Файл не является корректным XML: ошибка разметки на строке 1']);
    const notExcel = await settled((await api.upload(new File(['just text'], 'prices.xlsx'))).id);
    expect(notExcel.messages).toEqual(['Файл не является книгой Excel: не удалось прочитать содержимое']);
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    const old = await settled((await api.upload(new File([ole], 'old.XLS'))).id);
    expect(old.messages).toEqual(['Не удалось прочитать книгу Excel: файл повреждён']);
  });

  it('refuses a wrong extension (400) and an empty file, and 403s a role without upload rights', async () => {
    await expect(api.upload(new File(['x'], 'prices.csv'))).rejects.toMatchObject({ statusCode: 400, key: 'upload_wrong_format' });
    await expect(api.upload(new File([], 'empty.xlsx'))).rejects.toMatchObject({ statusCode: 400, key: 'file_empty' });
    const operator = await operatorClient();
    const refused = await createPriceListsApi(operator).upload(await xlsxFile('x.xlsx', HEADER, [['A', 'n', 'b', 500, 1, 1]])).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.statusCode).toBe(403);
    expect(isAppError(refused) && refused.key).toBe('upload_forbidden');
  });
});

/** 77010000002 (merchant_operator in m-1001) signs in by SMS code, as its account allows. */
async function operatorClient(): Promise<HttpClient> {
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${sandbox.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path} → ${res.status}`);
    return (await res.json()) as T;
  };
  const phone = '77010000002';
  await post('/sso/api/v1/auth/signin/fast', { phone });
  const user = await post<{ access_token: string; refresh_token: string; tdid: string }>('/sso/api/v1/auth/signin/fast/verify', { phone, otp: '1111' });
  const merchant = await post<{ access_token: string; refresh_token: string; mid: string }>('/merchant-profile/api/v1/auth/sign-in', { mid: 'm-1001' }, user.access_token);
  const session = createSessionStore({ storage: createMemoryStorage() });
  session.set({ user_access_token: user.access_token, user_refresh_token: user.refresh_token, tdid: user.tdid, merchant_access_token: merchant.access_token, merchant_refresh_token: merchant.refresh_token, mid: merchant.mid });
  return createHttpClient({ config: readConfig({ VITE_API_BASE_URL: sandbox.baseUrl }), session, onSessionEnd: () => undefined });
}

describe('upload history', () => {
  it('is seeded with at least 250 events over the last 3 months, both load types and every status', () => {
    const events = uploadEventsOf('m-1001', 'full');
    expect(events.length).toBeGreaterThanOrEqual(250);
    expect(new Set(events.map((e) => e.status))).toEqual(new Set(['processing', 'processed', 'success', 'error']));
    expect(new Set(events.map((e) => e.meta.load_type))).toEqual(new Set(['auto', 'manual']));
    const days = (Date.parse(events[0].created_at) - Date.parse(events.at(-1)!.created_at)) / 86_400_000;
    expect(days).toBeGreaterThan(75);
    expect(days).toBeLessThanOrEqual(93);
  });

  it('a seeded manual upload’s file link gives a real file of its kind', async () => {
    const events = uploadEventsOf('m-1001', 'full').filter((e) => e.meta.load_type === 'manual');
    const xlsx = events.find((e) => e.entity_id.endsWith('.xlsx'))!;
    const res = await fetch(`${sandbox.baseUrl}${xlsx.meta.url}`);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets[0].getRow(1).getCell(1).value).toBe('Артикул');
    const xls = events.find((e) => e.entity_id.endsWith('.xls'))!;
    const oldBytes = new Uint8Array(await (await fetch(`${sandbox.baseUrl}${xls.meta.url}`)).arrayBuffer());
    expect([...oldBytes.slice(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]); // an OLE2 container, not a zip
    const old = SheetJS.read(oldBytes, { type: 'array' });
    expect(old.Sheets[old.SheetNames[0]].A1?.v).toBe('Артикул');
    const xml = events.find((e) => e.entity_id.endsWith('.xml'))!;
    expect(await (await fetch(`${sandbox.baseUrl}${xml.meta.url}`)).text()).toMatch(/^<\?xml[^]*<price_list>/);
  });

  it('the descriptor’s filters send spec 3 §7’s exact query, and the answer agrees', async () => {
    const provider = createDataProvider({ http, resolve: () => uploadEvents.backend });
    const day = localDay(uploadEventsOf('m-1001', 'full').find((e) => e.meta.load_type === 'manual' && e.status !== 'processing')!.meta.updated_at);
    await sandbox.control.clearRequests();
    const answer = await provider.getList<BaseRecord>({
      resource: 'upload-events',
      pagination: { currentPage: 2, pageSize: 20 },
      sorters: [uploadEvents.list!.defaultSort!],
      filters: [
        { field: 'updated_at_short', operator: 'eq', value: day },
        { field: 'load_type', operator: 'eq', value: 'manual' },
        { field: 'status', operator: 'in', value: ['success', 'processed', 'error'] },
      ],
    });
    const [logged] = await sandbox.control.requests('/audit/api/v1/merchants/events');
    expect(logged.query).toBe(
      `event_type=merchant_gateway.upload&updated_at_short=${day}&load_type=manual&status=success&status=processed&status=error&sort_key=created_at&sort_dir=desc&page=2&limit=20`,
    );
    expect(answer.total).toBeGreaterThanOrEqual(0);
    const first = await provider.getList<UploadEvent>({
      resource: 'upload-events',
      pagination: { currentPage: 1, pageSize: 20 },
      filters: [{ field: 'updated_at_short', operator: 'eq', value: day }, { field: 'load_type', operator: 'eq', value: 'manual' }],
    });
    expect(first.data.length).toBeGreaterThan(0);
    for (const e of first.data) expect([localDay(e.meta.updated_at), e.meta.load_type]).toEqual([day, 'manual']);
  });

  it('the last successful feed: statuses success and processed, limit 1', async () => {
    await sandbox.control.clearRequests();
    const last = await api.lastSuccessfulFeed();
    expect(last?.meta.load_type).toBe('auto');
    expect(['success', 'processed']).toContain(last?.status);
    const [logged] = await sandbox.control.requests('/audit/api/v1/merchants/events');
    expect(new URLSearchParams(logged.query).getAll('status')).toEqual(LAST_FEED_QUERY.status);
    expect(new URLSearchParams(logged.query).get('limit')).toBe('1');
  });
});

describe('feed link', () => {
  it('none → create (null login and password) → edit; POST twice is a conflict', async () => {
    await control({ feedLink: null });
    expect(await api.getFeedLink()).toBeNull();
    const body = toFeedBody({ url: ' https://shop.kz/feed.xml ', user: '', password: '' });
    expect(body).toEqual({ url: 'https://shop.kz/feed.xml', user: null, password: null });
    expect(await api.createFeedLink(body)).toEqual(body);
    expect(await api.getFeedLink()).toEqual(body);
    await expect(api.createFeedLink(body)).rejects.toMatchObject({ statusCode: 409, key: 'feed_link_exists' });
    const edited = { url: 'https://shop.kz/new.xml', user: 'shop', password: 'secret' };
    expect(await api.updateFeedLink(edited)).toEqual(edited);
    expect(await api.getFeedLink()).toEqual(edited);
  });

  it('answers each of the four errors of spec 3 §8', async () => {
    const link = { url: 'https://shop.kz/feed.xml', user: null, password: null };
    await expect(api.updateFeedLink({ ...link, url: 'not a link' })).rejects.toMatchObject({ statusCode: 400, key: 'feed_wrong_link' });
    for (const [fault, key] of [['not_found', 'feed_not_found'], ['wrong_link', 'feed_wrong_link'], ['auth_required', 'feed_auth_required'], ['wrong_credentials', 'feed_wrong_credentials']]) {
      await control({ feedFault: fault });
      await expect(api.updateFeedLink(link)).rejects.toMatchObject({ statusCode: 400, key });
    }
    await control({ feedFault: null });
    await expect(api.updateFeedLink(link)).resolves.toEqual(link);
  });

  it('refuses a body that is not the spec’s (no url, empty strings instead of null)', async () => {
    await expect(api.updateFeedLink({ url: '', user: null, password: null })).rejects.toMatchObject({ statusCode: 400, key: 'feed_url_required' });
    await expect(api.updateFeedLink({ url: 'https://shop.kz/f.xml', user: '', password: null })).rejects.toMatchObject({ statusCode: 400 });
  });
});
