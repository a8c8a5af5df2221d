import type { Context } from 'hono';
import { FEED_URL, UPLOAD_EVENT_TYPE, uploadEventsOf, type UploadEvent } from '../seed/audit';
import { ACCOUNTS_SLICE, type AccountsSlice } from '../seed/accounts';
import type { PickupPoint } from '../seed/pickup-points';
import type { ProductOnSale } from '../seed/products';
import { perMerchant, SEED_BASE_MS } from '../seed/seed-util';
import { SandboxError, badRequest, readJsonObject } from '../http';
import type { SandboxContext, SandboxEnv, SandboxModule } from '../types';
import { rowsOf } from './list-query';
import ExcelJS from 'exceljs';
import * as SheetJS from '@e965/xlsx';
import { COLUMNS, parsePriceList, PriceListError, type UploadReason } from './price-list-parse';
import { feedUrlProblem } from '../feed-url';
import { safeFileName } from '../file-names';
import { ZIP_LIMITS } from '../zip-guard';
import { judgeRows } from './price-list-rows';
import { PENDING_SLICE, settleDue, UPLOADS_EVENTS_SLICE, type PendingOutcome } from './price-list-settle';
import { readMultipartFile, saveUpload } from './uploads';

/**
 * Price lists (spec 3 §2 Product upload, §7 Price list upload, §8 errors); merchant token.
 *
 * - `POST /merchant-gateway/api/v1/merchant/documents/upload/{filename}`, multipart field
 *   `formfile`: xml, xlsx, xls (any case). The file is stored (meta.url) and parsed for real
 *   (price-list-parse.ts, price-list-rows.ts); the answer is the new upload event, `processing`
 *   (designed: the spec does not show the answer). A few seconds later (settleMs, default 4 s)
 *   it becomes success (every row taken), processed (some rows refused) or error (the file
 *   unreadable, or no row taken), with one message per refused row; good rows update the
 *   shop's products on sale (price, stocks), unknown SKUs wait for binding (unrelated list).
 *   400 keys: upload_wrong_format, file_required, file_empty, file_too_large, and
 *   upload_archive_too_large (a workbook over zip-guard.ts's limits: refused at once, nothing
 *   stored, no event). The file is kept and shown under its safe base name (file-names.ts:
 *   no path, at most 255 characters). A failed event carries `reason`, a key the app
 *   translates (UPLOAD_REASONS), besides its Russian log lines. 403
 *   `upload_forbidden` without the right price_lists.upload (sandbox/rights.ts; designed):
 *   the operator (77010000002, 77010000003 in m-1001) and the accountant may not upload.
 * - `GET|POST|PUT /merchant-gateway/api/v1/merchant/documents/url` (feed link {url, user,
 *   password}): GET answers the link, or `{url: null, user: null, password: null}` when there is
 *   none (designed). POST creates (409 feed_link_exists when there is one), PUT edits (404
 *   feed_link_not_found when there is none); `url` required, `user` / `password` a string or
 *   null (an empty string is refused: the client sends null). The sandbox "reads" the link:
 *   not a URL → 400 feed_wrong_link; another scheme than http(s) or an internal host
 *   (loopback, private, link-local...: feed-url.ts) → 400 feed_url_not_allowed;
 *   the fault switch answers the others (400
 *   feed_not_found, feed_auth_required, feed_wrong_credentials) or feed_wrong_link. A saved
 *   link is read at once: an auto event that settles to success from the shop's catalogue.
 *   POST and PUT need the right price_lists.feed: 403 `no_right` otherwise.
 * - Control: `PUT /__sandbox/price-lists` body `{mid?: 'm-1001', feedFault?: null |
 *   'not_found' | 'wrong_link' | 'auth_required' | 'wrong_credentials', feedLink?: null,
 *   settleMs?: 0..60000}` → the state; `POST /__sandbox/reset` clears it.
 */
const EXTENSIONS = ['xml', 'xlsx', 'xls'] as const;
type Ext = (typeof EXTENSIONS)[number];
const MIME: Record<Ext, string> = {
  xml: 'application/xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};
export const FEED_FAULTS = ['not_found', 'wrong_link', 'auth_required', 'wrong_credentials'] as const;
type FeedFault = (typeof FEED_FAULTS)[number];
const FAULT_ANSWERS: Record<FeedFault, [string, string]> = {
  not_found: ['nothing found at the link', 'feed_not_found'],
  wrong_link: ['the link is not a price list', 'feed_wrong_link'],
  auth_required: ['the link needs a login and a password', 'feed_auth_required'],
  wrong_credentials: ['wrong login or password for the link', 'feed_wrong_credentials'],
};
const DEFAULT_SETTLE_MS = 4000;

export interface FeedLink {
  url: string;
  user: string | null;
  password: string | null;
}
interface ControlState {
  faults: Record<string, FeedFault | undefined>;
  settleMs: number;
}
const FEED_SLICE = 'feed-links';
const CONTROL_SLICE = 'price-list-control';

/** The seeded processing events settle a minute and a half after the seed moment. */
function seededPending(): Record<string, PendingOutcome> {
  const pending: Record<string, PendingOutcome> = {};
  for (const [mid, events] of Object.entries(perMerchant(uploadEventsOf))) {
    for (const e of events.filter((x) => x.status === 'processing')) {
      pending[e.id] = { mid, settle_at: SEED_BASE_MS + 90_000, status: 'success', description: 'Обработано строк: 212; загружено: 212', messages: [], accepted: [] };
    }
  }
  return pending;
}

export const priceListsModule: SandboxModule = {
  name: 'price-lists',
  seeds: {
    [FEED_SLICE]: (): Record<string, FeedLink | null> => ({
      'm-1001': { url: FEED_URL['m-1001'], user: null, password: null },
      'm-1002': null,
    }),
    [PENDING_SLICE]: seededPending,
    [CONTROL_SLICE]: (): ControlState => ({ faults: {}, settleMs: DEFAULT_SETTLE_MS }),
  },
  register(app, ctx) {
    const control = () => ctx.store.slice<ControlState>(CONTROL_SLICE);
    const links = () => ctx.store.slice<Record<string, FeedLink | null>>(FEED_SLICE);
    const events = (mid: string): UploadEvent[] => (ctx.store.slice<Record<string, UploadEvent[]>>(UPLOADS_EVENTS_SLICE)[mid] ??= []);
    const pickupPoints = (mid: string) => rowsOf<PickupPoint>(ctx.store, 'pickup-points', mid).map((p) => p.store_id);

    /** Records a processing event now and its outcome for later. */
    const startEvent = (mid: string, event: UploadEvent, outcome: Omit<PendingOutcome, 'mid' | 'settle_at'>): void => {
      events(mid).unshift(event);
      const delay = control().settleMs;
      ctx.store.slice<Record<string, PendingOutcome>>(PENDING_SLICE)[event.id] = { ...outcome, mid, settle_at: ctx.now().getTime() + delay };
      ctx.store.save();
      setTimeout(() => settleDue(ctx.store, Date.now()), delay + 10).unref?.();
    };

    const uploadRight = ctx.requireRight('price_lists.upload', { key: 'upload_forbidden', message: 'insufficient rights to upload a price list' });
    app.post('/merchant-gateway/api/v1/merchant/documents/upload/:filename', ctx.requireMerchant, uploadRight, async (c) => {
      const mid = c.get('mid');
      const filename = safeFileName(c.req.param('filename'));
      const ext = (/\.([a-z0-9]+)$/i.exec(filename)?.[1] ?? '').toLowerCase() as Ext;
      if (!EXTENSIONS.includes(ext)) badRequest('file type must be xml, xlsx or xls', 'upload_wrong_format');
      const file = await readMultipartFile(c, 'formfile');
      const bytes = new Uint8Array(await file.arrayBuffer());
      // Parsed before anything is kept: a workbook over the archive limits is refused at once.
      const outcome = await outcomeOf(ext, bytes, pickupPoints(mid));
      if (outcome.reason === 'upload_archive_too_large') {
        badRequest(`the workbook is over the archive limits (${ZIP_LIMITS.maxTotalBytes / 1024 / 1024} MB uncompressed, ${ZIP_LIMITS.maxEntries} entries, ${ZIP_LIMITS.maxRatio}:1 per entry)`, outcome.reason);
      }
      const url = saveUpload(ctx.store, 'price-list', ext, MIME[ext], bytes);
      const now = ctx.now().toISOString();
      const event = newEvent(filename, url, now, 'manual', personName(ctx, c.get('tdid')));
      startEvent(mid, event, outcome);
      return c.json(event);
    });

    const readLink = async (c: Context<SandboxEnv>): Promise<FeedLink> => {
      const body = await readJsonObject(c);
      if (typeof body.url !== 'string' || body.url.trim() === '') badRequest('url is required', 'feed_url_required');
      for (const field of ['user', 'password'] as const) {
        const value = body[field];
        if (value === undefined) badRequest(`${field} is required (null when there is none)`);
        if (value !== null && (typeof value !== 'string' || value === '')) badRequest(`${field} must be a non-empty string or null`);
      }
      const link: FeedLink = { url: body.url.trim(), user: body.user as string | null, password: body.password as string | null };
      const problem = feedUrlProblem(link.url);
      if (problem === 'feed_url_not_allowed') badRequest('the link must be a public http(s) address', problem);
      if (problem) throw new SandboxError(400, ...FAULT_ANSWERS.wrong_link);
      const fault = control().faults[c.get('mid')];
      if (fault) throw new SandboxError(400, ...FAULT_ANSWERS[fault]);
      return link;
    };

    /** A saved link is read at once, as the service does every 10 minutes (spec 3 §9). */
    const readFeedNow = (mid: string, link: FeedLink): void => {
      const products = rowsOf<ProductOnSale>(ctx.store, 'products-on-sale', mid);
      const now = ctx.now().toISOString();
      const name = safeFileName(safeDecode(new URL(link.url).pathname.split('/').pop() ?? '')) || 'feed.xml';
      const event = newEvent(name, link.url, now, 'auto', 'Система');
      const total = products.length;
      startEvent(mid, event, { status: 'success', description: `Обработано строк: ${total}; загружено: ${total}`, messages: [], accepted: [] });
    };

    const path = '/merchant-gateway/api/v1/merchant/documents/url';
    app.get(path, ctx.requireMerchant, (c) => c.json(links()[c.get('mid')] ?? { url: null, user: null, password: null }));
    app.post(path, ctx.requireMerchant, ctx.requireRight('price_lists.feed'), async (c) => {
      const mid = c.get('mid');
      if (links()[mid]) throw new SandboxError(409, 'a feed link already exists: edit it with PUT', 'feed_link_exists');
      const link = await readLink(c);
      links()[mid] = link;
      readFeedNow(mid, link);
      return c.json(link);
    });
    app.put(path, ctx.requireMerchant, ctx.requireRight('price_lists.feed'), async (c) => {
      const mid = c.get('mid');
      if (!links()[mid]) throw new SandboxError(404, 'there is no feed link: create it with POST', 'feed_link_not_found');
      const link = await readLink(c);
      links()[mid] = link;
      readFeedNow(mid, link);
      return c.json(link);
    });

    // The seeded manual uploads' files (meta.url of seed/audit.ts): a real workbook or XML of the shop's products.
    app.get('/f3/api/v1/files/price-lists/:name', async (c) => {
      const name = decodeURIComponent(c.req.param('name'));
      const ext = (/\.([a-z]+)$/i.exec(name)?.[1] ?? '').toLowerCase();
      if (!['xml', 'xlsx', 'xls'].includes(ext)) throw new SandboxError(404, 'file not found');
      const rows = rowsOf<ProductOnSale>(ctx.store, 'products-on-sale', 'm-1001').slice(0, 12);
      const body = ext === 'xml' ? Buffer.from(seededXml(rows)) : await seededWorkbook(rows, ext as 'xlsx' | 'xls');
      return c.body(new Uint8Array(body).buffer as ArrayBuffer, 200, { 'Content-Type': MIME[ext as Ext], 'Cache-Control': 'public, max-age=86400' });
    });

    app.put('/__sandbox/price-lists', async (c) => {
      const body = await readJsonObject(c);
      const mid = body.mid === undefined ? 'm-1001' : body.mid;
      if (typeof mid !== 'string') badRequest('mid must be a string');
      const state = control();
      if ('feedFault' in body) {
        const fault = body.feedFault;
        if (fault !== null && !FEED_FAULTS.includes(fault as FeedFault)) badRequest(`feedFault must be null or one of ${FEED_FAULTS.join(', ')}`);
        state.faults[mid] = (fault ?? undefined) as FeedFault | undefined;
      }
      if ('feedLink' in body) {
        if (body.feedLink !== null) badRequest('feedLink can only be null (forget the link)');
        links()[mid] = null;
      }
      if ('settleMs' in body) {
        if (typeof body.settleMs !== 'number' || !Number.isInteger(body.settleMs) || body.settleMs < 0 || body.settleMs > 60_000) badRequest('settleMs must be 0..60000');
        state.settleMs = body.settleMs;
      }
      ctx.store.save();
      return c.json({ mid, feedFault: state.faults[mid] ?? null, feedLink: links()[mid] ?? null, settleMs: state.settleMs });
    });
  },
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function seededXml(rows: ProductOnSale[]): string {
  const offers = rows.map((p) => {
    const stocks = p.stocks.map((s) => `<availability store_id="${s.store_id}" stock="${s.quantity}"/>`).join('');
    return `    <offer sku="${escapeXml(p.merchant_sku)}"><name>${escapeXml(p.title.ru)}</name><price>${p.price.current}</price><availabilities>${stocks}</availabilities></offer>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>\n<price_list>\n  <offers>\n${offers.join('\n')}\n  </offers>\n</price_list>\n`;
}

/** The template's header and the shop's rows, as a seeded manual upload would have held them. */
function seededGrid(rows: ProductOnSale[]): Array<Array<string | number | null>> {
  const points = [...new Set(rows.flatMap((p) => p.stocks.map((s) => s.store_id)))];
  return [
    [COLUMNS.sku, COLUMNS.name, COLUMNS.price, ...points.map((id) => `${COLUMNS.stockPrefix} ${id}`)],
    ...rows.map((p) => [p.merchant_sku, p.title.ru, p.price.current, ...points.map((id) => p.stocks.find((s) => s.store_id === id)?.quantity ?? null)]),
  ];
}

/** An `.xlsx` as exceljs writes it; an `.xls` in the binary Excel 97–2003 format (BIFF8). */
async function seededWorkbook(rows: ProductOnSale[], ext: 'xlsx' | 'xls'): Promise<Buffer> {
  if (ext === 'xls') {
    const book = SheetJS.utils.book_new(SheetJS.utils.aoa_to_sheet(seededGrid(rows)), 'Прайс-лист');
    return Buffer.from(SheetJS.write(book, { type: 'buffer', bookType: 'biff8' }) as Uint8Array);
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Прайс-лист');
  seededGrid(rows).forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

function newEvent(file: string, url: string, now: string, loadType: 'auto' | 'manual', user: string): UploadEvent {
  return {
    id: crypto.randomUUID(),
    entity_id: file,
    entity_type: 'price_list',
    event_type: UPLOAD_EVENT_TYPE,
    description: 'Файл принят в обработку',
    messages: [],
    status: 'processing',
    created_at: now,
    meta: { url, uploaded: now, updated_at: now, load_type: loadType, user },
  };
}

async function outcomeOf(ext: Ext, bytes: Uint8Array, pickupPoints: string[]): Promise<Omit<PendingOutcome, 'mid' | 'settle_at'>> {
  const failed = (reason: UploadReason, messages: string[]) => ({ status: 'error' as const, description: 'Файл не загружен', messages, accepted: [], reason });
  let judged;
  try {
    judged = judgeRows(await parsePriceList(ext, bytes), pickupPoints);
  } catch (error) {
    if (error instanceof PriceListError) return failed(error.reason, [error.message]);
    // An internal failure's own words ("Invalid string length") mean nothing to the seller.
    console.warn('[sandbox] price list parse failed:', (error as Error).message);
    return failed('upload_file_unreadable', ['Не удалось прочитать файл']);
  }
  const { accepted, messages, total } = judged;
  if (total === 0) return failed('upload_no_rows', ['В файле нет ни одной строки с товаром']);
  if (accepted.length === 0) return failed('upload_no_rows_accepted', messages);
  const refused = total - accepted.length;
  return {
    status: refused > 0 ? 'processed' : 'success',
    description: `Обработано строк: ${total}; загружено: ${accepted.length}${refused > 0 ? `; отклонено: ${refused}` : ''}`,
    messages,
    accepted,
  };
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

function personName(ctx: SandboxContext, tdid: string): string {
  const user = ctx.store.slice<AccountsSlice>(ACCOUNTS_SLICE).users.find((u) => u.tdid === tdid);
  return user ? `${user.first_name} ${user.last_name}`.trim() : 'Сотрудник';
}

