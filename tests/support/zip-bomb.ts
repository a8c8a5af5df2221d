import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * Hostile zip archives for the upload tests, built here rather than kept as files: a small
 * XLSX whose sheet inflates to hundreds of MB (a run of one byte, deflated as a stream, so
 * the test never holds the big text), optionally with a lying header that declares a tiny
 * size, or with too many entries.
 */
export interface ZipPart {
  name: string;
  /** The deflated bytes. */
  data: Uint8Array;
  crc: number;
  size: number;
  /** What the headers say the size is (default: the truth). */
  declaredSize?: number;
}

export function partOf(name: string, text: string): ZipPart {
  const raw = Buffer.from(text);
  return { name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
}

/** `head` + `filler` repeated to `size` bytes + `tail`, deflated chunk by chunk. */
export async function hugePart(name: string, size: number, head = '', tail = '', filler = ' '): Promise<ZipPart> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  const write = async (chunk: Buffer) => {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  };
  await write(Buffer.from(head));
  const block = Buffer.alloc(1024 * 1024, filler);
  let left = size - head.length - tail.length;
  while (left > 0) {
    const chunk = left >= block.length ? block : block.subarray(0, left);
    await write(chunk);
    left -= chunk.length;
  }
  await write(Buffer.from(tail));
  deflate.end();
  await done;
  return { name, data: Buffer.concat(out), crc, size };
}

/** A zip archive (deflate, no data descriptors) of the parts. */
export function zipOf(parts: ZipPart[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const declared = part.declaredSize ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, Buffer.from(part.data));
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(parts.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(parts.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * An XLSX whose one sheet inflates to `sheetBytes` (whitespace inside <sheetData>); with
 * `lie`, every header declares the sheet as 10 000 bytes.
 */
export async function xlsxBomb(sheetBytes: number, opts: { lie?: boolean } = {}): Promise<Uint8Array<ArrayBuffer>> {
  const sheet = await hugePart('xl/worksheets/sheet1.xml', sheetBytes, SHEET_HEAD, SHEET_TAIL);
  if (opts.lie) sheet.declaredSize = 10_000;
  return zipOf([
    partOf('[Content_Types].xml', CONTENT_TYPES),
    partOf('_rels/.rels', RELS),
    partOf('xl/workbook.xml', WORKBOOK),
    partOf('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    sheet,
  ]);
}

/** A well-formed but pointless archive of `count` tiny entries. */
export function manyEntries(count: number): Uint8Array<ArrayBuffer> {
  return zipOf(Array.from({ length: count }, (_, i) => partOf(`part-${i}.xml`, '<a/>')));
}
