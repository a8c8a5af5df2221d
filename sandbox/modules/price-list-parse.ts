import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { checkZip, ZIP_LIMITS } from '../zip-guard';
import { NoSheet, readXlsSheet, readXlsxSheet, UnreadableWorkbook, type SheetLine } from './price-list-workbooks';

/**
 * Reading an uploaded price list (spec 3 §2 manual upload, §9 templates) into raw rows, with
 * real parsers: a workbook by its content, not its name (XLSX, or the binary Excel 97–2003
 * format, whichever extension it carries; price-list-workbooks.ts), fast-xml-parser for XML.
 * Values stay as written (strings or numbers); price-list-rows.ts judges them row by row.
 * A workbook is a zip: it is judged by zip-guard.ts (central directory, then a counted
 * streaming inflate) before exceljs inflates anything, so a zip bomb is refused
 * (`upload_archive_too_large`) instead of filling the memory.
 *
 * Every refusal carries a reason key (UPLOAD_REASONS, translated by the app) and a Russian
 * sentence for the log; an internal error's own message ("Invalid string length") is never shown.
 *
 * The templates in public/templates are made from the same column names
 * (scripts/make-price-list-templates.ts):
 *   XLSX, first sheet, header in row 1: Артикул | Наименование | Бренд | Цена, ₸ | Остаток PP1 | Остаток PP2 | …
 *   XML: <price_list><offers><offer sku="…"><name/><brand/><price/>
 *        <availabilities><availability store_id="PP1" stock="5"/></availabilities></offer></offers></price_list>
 */
export const COLUMNS = { sku: 'Артикул', name: 'Наименование', brand: 'Бренд', price: 'Цена, ₸', stockPrefix: 'Остаток' } as const;

export interface RawRow {
  /** The row's place in the file: the sheet's row number, or the offer's position. */
  line: number;
  sku: string;
  name: string;
  brand: string;
  price: string;
  stocks: Array<{ store_id: string; value: string }>;
}

export interface ParsedList {
  kind: 'xlsx' | 'xml';
  rows: RawRow[];
}

/** Why a whole upload fails: the key the event carries as `reason` and the app translates (priceLists.reasons). */
export const UPLOAD_REASONS = [
  'upload_archive_too_large',
  'upload_file_unreadable',
  'upload_not_excel',
  'upload_xml_invalid',
  'upload_template_mismatch',
  'upload_no_sheet',
  'upload_no_rows',
  'upload_no_rows_accepted',
] as const;
export type UploadReason = (typeof UPLOAD_REASONS)[number];

/** The file cannot be read at all: the whole upload fails with this reason and message. */
export class PriceListError extends Error {
  constructor(
    readonly reason: UploadReason,
    message: string,
  ) {
    super(message);
  }
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];
const ARCHIVE_TOO_LARGE = `Файл слишком большой после распаковки: в книге может быть не больше ${ZIP_LIMITS.maxTotalBytes / 1024 / 1024} МБ данных и ${ZIP_LIMITS.maxEntries} частей`;
const UNREADABLE_BOOK = 'Не удалось прочитать книгу Excel: файл повреждён';
const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);

export async function parsePriceList(ext: 'xlsx' | 'xls' | 'xml', bytes: Uint8Array): Promise<ParsedList> {
  if (ext === 'xml') return { kind: 'xml', rows: parseXml(bytes) };
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, OLE2)) throw new PriceListError('upload_not_excel', 'Файл не является книгой Excel: не удалось прочитать содержимое');
  return { kind: 'xlsx', rows: rowsOfSheet(await readSheet(bytes)) };
}

const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

async function readSheet(bytes: Uint8Array): Promise<SheetLine[]> {
  try {
    if (startsWith(bytes, OLE2)) return readXlsSheet(bytes);
    const archive = await checkZip(bytes);
    if (!archive.ok && archive.problem === 'too_large') throw new PriceListError('upload_archive_too_large', ARCHIVE_TOO_LARGE);
    if (!archive.ok) throw new PriceListError('upload_file_unreadable', UNREADABLE_BOOK);
    return await readXlsxSheet(bytes);
  } catch (error) {
    if (error instanceof UnreadableWorkbook) throw new PriceListError('upload_file_unreadable', UNREADABLE_BOOK);
    if (error instanceof NoSheet) throw new PriceListError('upload_no_sheet', 'В книге нет ни одного листа');
    throw error;
  }
}

/** The template's columns found by their titles in row 1, then each later row read by them. */
function rowsOfSheet(lines: SheetLine[]): RawRow[] {
  const header = lines.find((l) => l.line === 1)?.cells ?? [];
  const at: Partial<Record<'sku' | 'name' | 'brand' | 'price', number>> = {};
  const stockColumns: Array<{ col: number; store_id: string }> = [];
  header.forEach((cell, col) => {
    const title = norm(cell);
    if (title === norm(COLUMNS.sku) || title.startsWith('артикул')) at.sku ??= col;
    else if (title === norm(COLUMNS.name)) at.name ??= col;
    else if (title === norm(COLUMNS.brand)) at.brand ??= col;
    else if (title.startsWith('цена')) at.price ??= col;
    else if (title.startsWith(norm(COLUMNS.stockPrefix))) {
      const store = cell.replace(/^\s*остаток[\s:]*/i, '').trim();
      if (store) stockColumns.push({ col, store_id: store });
    }
  });
  if (!at.sku) throw new PriceListError('upload_template_mismatch', `Файл не соответствует шаблону: нет колонки «${COLUMNS.sku}» в первой строке`);
  if (!at.price) throw new PriceListError('upload_template_mismatch', `Файл не соответствует шаблону: нет колонки «${COLUMNS.price}» в первой строке`);
  const rows: RawRow[] = [];
  for (const { line, cells } of lines) {
    if (line === 1) continue;
    const text = (col: number | undefined) => (col ? (cells[col] ?? '') : '');
    const raw: RawRow = {
      line,
      sku: text(at.sku),
      name: text(at.name),
      brand: text(at.brand),
      price: text(at.price),
      stocks: stockColumns.map(({ col, store_id }) => ({ store_id, value: text(col) })).filter((s) => s.value !== ''),
    };
    // A row with nothing in the template's columns is blank (formatting only): skipped.
    if (raw.sku || raw.name || raw.brand || raw.price || raw.stocks.length) rows.push(raw);
  }
  return rows;
}

type XmlNode = Record<string, unknown>;
const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? asText((value as XmlNode)['#text']) : String(value).trim();

function parseXml(bytes: Uint8Array): RawRow[] {
  const source = new TextDecoder('utf-8').decode(bytes);
  const valid = XMLValidator.validate(source);
  // The parser's own words ("Invalid '[ \"price_list\" ]' found") mean nothing to a seller: the line is what helps.
  if (valid !== true) throw new PriceListError('upload_xml_invalid', `Файл не является корректным XML: ошибка разметки на строке ${valid.err.line}`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => name === 'offer' || name === 'availability',
  });
  const doc = parser.parse(source) as XmlNode;
  const root = doc.price_list as XmlNode | undefined;
  if (!root || typeof root !== 'object') throw new PriceListError('upload_template_mismatch', 'Файл не соответствует шаблону: нет элемента <price_list>');
  const offers = ((root.offers as XmlNode | undefined)?.offer ?? []) as XmlNode[];
  return offers.map((offer, i) => {
    const availabilities = (((offer.availabilities as XmlNode | undefined)?.availability ?? []) as XmlNode[]).map((a) => ({
      store_id: asText(a['@_store_id']),
      value: asText(a['@_stock']),
    }));
    return {
      line: i + 1,
      sku: asText(offer['@_sku']),
      name: asText(offer.name),
      brand: asText(offer.brand),
      price: asText(offer.price),
      stocks: availabilities,
    };
  });
}
