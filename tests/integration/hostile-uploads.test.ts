import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPriceListsApi, type PriceListsApi } from '../../resources/price-lists/price-lists-api';
import type { HttpClient } from '../../providers/http/client';
import type { UploadEvent } from '../../resources/price-lists/history/types';
import { ALLOWED_FEED_URLS, FORBIDDEN_FEED_URLS } from '../support/feed-urls';
import { merchantClient, sandboxPerFile } from '../support/integration';
import { manyEntries, xlsxBomb } from '../support/zip-bomb';

/**
 * Issue 28, hostile uploads over real HTTP: zip bombs are refused with a key before they are
 * inflated (and the sandbox's memory stays low), file names are kept as safe base names,
 * feed links to internal addresses are refused, and a multipart write repeated with the
 * same Idempotency-Key under a new boundary is replayed.
 */
const sandbox = sandboxPerFile({ resetBeforeEach: true });
const MB = 1024 * 1024;
const UPLOAD = '/merchant-gateway/api/v1/merchant/documents/upload';
let http: HttpClient;
let api: PriceListsApi;
let token: string;
let bomb: Uint8Array<ArrayBuffer>;
let liar: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  bomb = await xlsxBomb(200 * MB);
  liar = await xlsxBomb(200 * MB, { lie: true });
});

beforeEach(async () => {
  const client = await merchantClient(sandbox.baseUrl);
  http = client.http;
  token = client.session.get()!.merchant_access_token ?? '';
  api = createPriceListsApi(http);
  await fetch(`${sandbox.baseUrl}/__sandbox/price-lists`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ settleMs: 50 }) });
});

const eventsTotal = async () => (await http.request<{ total: number }>({ path: '/audit/api/v1/merchants/events', query: { event_type: 'merchant_gateway.upload', page: '1', limit: '1' } })).total;

async function workbook(): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Прайс-лист');
  sheet.addRow(['Артикул', 'Наименование', 'Цена, ₸']);
  sheet.addRow(['NO-SUCH-SKU-1', 'Товар', 1000]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A multipart body written by hand, so that the boundary is ours. */
function multipart(boundary: string, field: string, fileName: string, bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Uint8Array(Buffer.concat([head, bytes, tail]));
}

const rawUpload = (name: string, body: Uint8Array<ArrayBuffer>, boundary: string, key?: string) =>
  fetch(`${sandbox.baseUrl}${UPLOAD}/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...(key ? { 'Idempotency-Key': key } : {}) },
    body,
  });

describe('zip bombs (a 200 MB sheet in a 200 KB XLSX)', () => {
  it.each([
    ['declared honestly (refused from the central directory)', () => bomb],
    ['with a lying header (declared 10 KB; the counted inflate stops it)', () => liar],
    ['with 1 001 entries', () => manyEntries(1001)],
  ])('%s → 400 upload_archive_too_large, no event, nothing kept; the memory stays low', async (_, file) => {
    const before = await eventsTotal();
    global.gc?.();
    const rss = process.memoryUsage().rss;
    const failure = await api.upload(new File([file()], 'bomb.xlsx')).catch((e: unknown) => e);
    const grown = process.memoryUsage().rss - rss;
    expect(failure).toMatchObject({ statusCode: 400, key: 'upload_archive_too_large' });
    expect(await eventsTotal()).toBe(before);
    // Before issue 28 the 1.1 GB bomb took the sandbox from 141 to 1 343 MB (scripts/measure-zip-bomb.ts).
    expect(grown).toBeLessThan(100 * MB);
  });

  it('a workbook that is not a readable zip settles to error with a reason key and no internal message', async () => {
    const answer = await api.upload(new File([new TextEncoder().encode('PK\u0003\u0004 broken')], 'broken.xlsx'));
    let event: UploadEvent | undefined;
    for (let i = 0; i < 50 && (!event || event.status === 'processing'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      event = await http.request<UploadEvent>({ path: `/audit/api/v1/merchants/events/${answer.id}` });
    }
    expect(event).toMatchObject({ status: 'error', reason: 'upload_file_unreadable', messages: ['Не удалось прочитать книгу Excel: файл повреждён'] });
  });
});

describe('file names are kept as safe base names', () => {
  it.each([
    ['../../<img src=x onerror=alert(1)>.xlsx', '<img src=x onerror=alert(1)>.xlsx'],
    ['..\\..\\Windows\\Прайс.xlsx', 'Прайс.xlsx'],
    ['/etc/cron.d/price.XLSX', 'price.XLSX'],
  ])('a price list sent as %j is stored and shown as %j', async (sent, kept) => {
    const answer = await api.upload(new File([await workbook()], sent));
    expect(answer.entity_id).toBe(kept);
    expect((await http.request<UploadEvent>({ path: `/audit/api/v1/merchants/events/${answer.id}` })).entity_id).toBe(kept);
  });

  it('a 5 000-character price-list name is cut to 255 with its extension (by the sandbox, and by the app before sending)', async () => {
    const form = new FormData();
    form.append('formfile', new File([await workbook()], 'x.xlsx'));
    const raw = await fetch(`${sandbox.baseUrl}${UPLOAD}/${'a'.repeat(5000)}.xlsx`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(((await raw.json()) as UploadEvent).entity_id).toBe(`${'a'.repeat(250)}.xlsx`);
    // 5 000 Cyrillic letters are 30 KB in a URL: the app sends the cut name.
    const answer = await api.upload(new File([await workbook()], `${'п'.repeat(5000)}.xlsx`));
    expect(answer.entity_id).toBe(`${'п'.repeat(250)}.xlsx`);
  });

  it('a shop document: the name and the file name lose their path and are cut to 255', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const form = new FormData();
    form.append('file', new File([pdf], '../../../etc/<b>evil<b>.pdf'));
    form.append('name', `C:\\docs\\${'д'.repeat(5000)}.pdf`);
    const res = await fetch(`${sandbox.baseUrl}/merchant-profile/api/v1/merchants/m-1001/documents/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(res.status).toBe(201);
    const doc = (await res.json()) as { name: string; link: string };
    expect(doc.name).toHaveLength(255);
    expect(doc.name.startsWith('ддд')).toBe(true);
    expect(doc.name.endsWith('.pdf')).toBe(true);
    const file = await fetch(`${sandbox.baseUrl}${doc.link}`);
    expect(file.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''${encodeURIComponent('<b>evil<b>.pdf')}`);
  });
});

describe('feed links to internal addresses', () => {
  it(`refuses each of ${FORBIDDEN_FEED_URLS.length} internal or non-http links with 400 feed_url_not_allowed, on edit and on create`, async () => {
    const refusals = async (send: (url: string) => Promise<unknown>) =>
      Promise.all(FORBIDDEN_FEED_URLS.map(async (url) => [url, ((await send(url).catch((e: unknown) => e)) as { key?: string }).key]));
    const expected = FORBIDDEN_FEED_URLS.map((url) => [url, 'feed_url_not_allowed']);
    expect(await refusals((url) => api.updateFeedLink({ url, user: null, password: null }))).toEqual(expected);
    await fetch(`${sandbox.baseUrl}/__sandbox/price-lists`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ feedLink: null }) });
    expect(await refusals((url) => api.createFeedLink({ url, user: null, password: null }))).toEqual(expected);
    expect(await api.getFeedLink()).toBeNull();
  });

  it('saves public links', async () => {
    for (const url of ALLOWED_FEED_URLS) {
      await expect(api.updateFeedLink({ url, user: null, password: null })).resolves.toEqual({ url, user: null, password: null });
    }
  });
});

describe('a multipart write repeated with the same Idempotency-Key', () => {
  it('under a new boundary → the first answer, replayed, one event; another file under the key → 422', async () => {
    const bytes = await workbook();
    const before = await eventsTotal();
    const first = await rawUpload('price.xlsx', multipart('boundary-one', 'formfile', 'price.xlsx', bytes), 'boundary-one', 'upload-key-1');
    const again = await rawUpload('price.xlsx', multipart('other-boundary-2', 'formfile', 'price.xlsx', bytes), 'other-boundary-2', 'upload-key-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await eventsTotal()).toBe(before + 1);

    const other = new Uint8Array(bytes);
    other[other.length - 30] ^= 0xff;
    const reused = await rawUpload('price.xlsx', multipart('boundary-three', 'formfile', 'price.xlsx', other), 'boundary-three', 'upload-key-1');
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ key: 'idempotency_key_reused' });
    const renamed = await rawUpload('price.xlsx', multipart('boundary-four', 'formfile', 'price-2.xlsx', bytes), 'boundary-four', 'upload-key-1');
    expect(renamed.status).toBe(422);
  });
});
