import { createInflateRaw } from 'node:zlib';

/**
 * Zip archives (XLSX is one) are judged before any parser inflates them, so a zip bomb
 * (a few MB that inflate to gigabytes) cannot take the sandbox's memory:
 *
 * 1. `inspectZip` reads the central directory only (nothing is inflated): at most
 *    ZIP_LIMITS.maxEntries entries, at most ZIP_LIMITS.maxTotalBytes declared uncompressed in
 *    all, and no entry over ZIP_LIMITS.ratioFloorBytes that claims to inflate more than
 *    ZIP_LIMITS.maxRatio times its compressed size.
 * 2. `checkZip` then inflates every entry as a stream, counting the bytes and keeping none:
 *    an entry that inflates to more than it declared (a lying header) is cut off as soon as
 *    the archive's real total passes maxTotalBytes. So a parser that runs afterwards reads
 *    at most maxTotalBytes of real content, whatever the headers say.
 *
 * The verdict: `ok`, `too_large` (over a limit: refused with `upload_archive_too_large`) or
 * `unreadable` (not a zip we can read: no central directory, encrypted, an unknown method,
 * sizes that do not match).
 */
export const ZIP_LIMITS = {
  /** Entries in one archive (a price-list workbook has a dozen). */
  maxEntries: 1000,
  /** Uncompressed bytes of all entries together, declared and actually inflated. */
  maxTotalBytes: 50 * 1024 * 1024,
  /** Uncompressed / compressed size of one entry... */
  maxRatio: 200,
  /** ...judged only for entries bigger than this (small XML parts compress very well). */
  ratioFloorBytes: 1024 * 1024,
} as const;

export type ZipVerdict = { ok: true } | { ok: false; problem: 'too_large' | 'unreadable'; detail: string };

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

class ZipProblem extends Error {
  constructor(
    readonly problem: 'too_large' | 'unreadable',
    detail: string,
  ) {
    super(detail);
  }
}

const EOCD_SIG = 0x06054b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const ZIP64_EOCD_SIG = 0x06064b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

export const isZip = (bytes: Uint8Array): boolean => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

function u64(view: DataView, at: number): number {
  const value = view.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipProblem('too_large', 'a 64-bit size beyond any limit');
  return Number(value);
}

/** The central directory's entries, read without inflating anything; throws ZipProblem. */
function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (at: number, length: number) => {
    if (at < 0 || at + length > bytes.length) throw new ZipProblem('unreadable', 'the central directory points outside the file');
  };
  // The end-of-central-directory record: 22 bytes and a comment of up to 64 KB, at the end.
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - MAX16); at--) {
    if (view.getUint32(at, true) === EOCD_SIG) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipProblem('unreadable', 'no end of central directory');
  let count = view.getUint16(eocd + 10, true);
  let size = view.getUint32(eocd + 12, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count === MAX16 || size === MAX32 || offset === MAX32) {
    // ZIP64: the locator sits right before the record and points at the 64-bit record.
    need(eocd - 20, 20);
    if (view.getUint32(eocd - 20, true) !== ZIP64_LOCATOR_SIG) throw new ZipProblem('unreadable', 'no zip64 locator');
    const at = u64(view, eocd - 12);
    need(at, 56);
    if (view.getUint32(at, true) !== ZIP64_EOCD_SIG) throw new ZipProblem('unreadable', 'no zip64 end of central directory');
    count = u64(view, at + 32);
    size = u64(view, at + 40);
    offset = u64(view, at + 48);
  }
  // Judged before a single entry is read.
  if (count > ZIP_LIMITS.maxEntries) throw new ZipProblem('too_large', `${count} entries (at most ${ZIP_LIMITS.maxEntries})`);
  need(offset, size);

  const entries: ZipEntry[] = [];
  let at = offset;
  let total = 0;
  for (let i = 0; i < count; i++) {
    need(at, 46);
    if (view.getUint32(at, true) !== CENTRAL_SIG) throw new ZipProblem('unreadable', 'a broken central directory entry');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    let compressedSize = view.getUint32(at + 20, true);
    let uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    let localHeaderOffset = view.getUint32(at + 42, true);
    need(at + 46, nameLength + extraLength);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (uncompressedSize === MAX32 || compressedSize === MAX32 || localHeaderOffset === MAX32) {
      // The 64-bit values are in the zip64 extra field (0x0001), in this order, only those that overflowed.
      let extra = at + 46 + nameLength;
      const end = extra + extraLength;
      while (extra + 4 <= end) {
        const id = view.getUint16(extra, true);
        const length = view.getUint16(extra + 2, true);
        if (id === 0x0001) {
          let p = extra + 4;
          const next = () => {
            if (p + 8 > extra + 4 + length) throw new ZipProblem('unreadable', 'a short zip64 extra field');
            const value = u64(view, p);
            p += 8;
            return value;
          };
          if (uncompressedSize === MAX32) uncompressedSize = next();
          if (compressedSize === MAX32) compressedSize = next();
          if (localHeaderOffset === MAX32) localHeaderOffset = next();
          break;
        }
        extra += 4 + length;
      }
    }
    total += uncompressedSize;
    if (total > ZIP_LIMITS.maxTotalBytes) {
      throw new ZipProblem('too_large', `more than ${ZIP_LIMITS.maxTotalBytes} bytes uncompressed (declared)`);
    }
    if (uncompressedSize > ZIP_LIMITS.ratioFloorBytes && uncompressedSize > Math.max(compressedSize, 1) * ZIP_LIMITS.maxRatio) {
      throw new ZipProblem('too_large', `${name}: inflates ${Math.round(uncompressedSize / Math.max(compressedSize, 1))} times (at most ${ZIP_LIMITS.maxRatio})`);
    }
    entries.push({ name, method, flags, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The central directory's verdict alone (no inflating): the entries, or why not. */
export function inspectZip(bytes: Uint8Array): { ok: true; entries: ZipEntry[] } | Extract<ZipVerdict, { ok: false }> {
  try {
    return { ok: true, entries: readCentralDirectory(bytes) };
  } catch (error) {
    if (error instanceof ZipProblem) return { ok: false, problem: error.problem, detail: error.message };
    return { ok: false, problem: 'unreadable', detail: 'the archive could not be read' };
  }
}

/** Where an entry's data starts: after its local header (whose name and extra lengths may differ from the central ones). */
function dataOf(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIG) throw new ZipProblem('unreadable', `${entry.name}: no local header`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new ZipProblem('unreadable', `${entry.name}: data beyond the end of the file`);
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Inflates one entry as a stream, keeping nothing: the number of bytes it really holds, or
 * `over` when the archive's running total would pass maxTotalBytes (inflating stops there).
 */
function inflatedLength(data: Uint8Array, budget: number): Promise<number | 'over'> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let length = 0;
    let done = false;
    const finish = (value: number | 'over') => {
      if (done) return;
      done = true;
      resolve(value);
    };
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > budget) {
        finish('over');
        inflate.destroy();
      }
    });
    inflate.on('end', () => finish(length));
    inflate.on('error', () => finish(-1));
    inflate.on('close', () => finish(length));
    inflate.end(data);
  });
}

/** The whole check: the central directory, then every entry really inflated (streaming, counted, discarded). */
export async function checkZip(bytes: Uint8Array): Promise<ZipVerdict> {
  const inspected = inspectZip(bytes);
  if (!inspected.ok) return inspected;
  let total = 0;
  try {
    for (const entry of inspected.entries) {
      if (entry.flags & 0x1) throw new ZipProblem('unreadable', `${entry.name}: encrypted`);
      const data = dataOf(bytes, entry);
      let real: number | 'over';
      if (entry.method === 0) real = data.length;
      else if (entry.method === 8) real = await inflatedLength(data, ZIP_LIMITS.maxTotalBytes - total);
      else throw new ZipProblem('unreadable', `${entry.name}: compression method ${entry.method}`);
      if (real === 'over') throw new ZipProblem('too_large', `${entry.name}: inflates beyond ${ZIP_LIMITS.maxTotalBytes} bytes (declared ${entry.uncompressedSize})`);
      if (real !== entry.uncompressedSize) throw new ZipProblem('unreadable', `${entry.name}: inflates to ${real} bytes, declared ${entry.uncompressedSize}`);
      total += real;
    }
  } catch (error) {
    if (error instanceof ZipProblem) return { ok: false, problem: error.problem, detail: error.message };
    throw error;
  }
  return { ok: true };
}
