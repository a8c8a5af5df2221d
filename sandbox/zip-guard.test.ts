import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hugePart, manyEntries, partOf, xlsxBomb, zipOf } from '../tests/support/zip-bomb';
import { checkZip, inspectZip, ZIP_LIMITS } from './zip-guard';

const MB = 1024 * 1024;

describe('zip inspection (issue 28: the archive is judged before it is inflated)', () => {
  it('passes a real workbook and lists its entries from the central directory', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Прайс-лист').addRow(['Артикул', 'Цена, ₸']);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const inspected = inspectZip(bytes);
    expect(inspected.ok).toBe(true);
    if (inspected.ok) expect(inspected.entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    expect(await checkZip(bytes)).toEqual({ ok: true });
  });

  it('refuses a declared total over the limit from the directory alone', async () => {
    const bomb = await xlsxBomb(200 * MB);
    expect(bomb.length).toBeLessThan(MB);
    expect(inspectZip(bomb)).toMatchObject({ ok: false, problem: 'too_large' });
  });

  it('refuses one entry that claims to inflate more than the ratio allows, under the total', async () => {
    const part = await hugePart('sheet.xml', 20 * MB);
    expect(part.size / part.data.length).toBeGreaterThan(ZIP_LIMITS.maxRatio);
    expect(inspectZip(zipOf([part]))).toMatchObject({ ok: false, problem: 'too_large', detail: expect.stringContaining('inflates') });
  });

  it('refuses more entries than the limit before reading any', () => {
    expect(inspectZip(manyEntries(ZIP_LIMITS.maxEntries + 1))).toMatchObject({ ok: false, problem: 'too_large' });
    expect(inspectZip(manyEntries(ZIP_LIMITS.maxEntries)).ok).toBe(true);
  });

  it('a lying header (200 MB declared as 10 KB) passes the directory but the counted inflate stops it', async () => {
    const bomb = await xlsxBomb(200 * MB, { lie: true });
    expect(inspectZip(bomb).ok).toBe(true);
    const rss = process.memoryUsage().rss;
    expect(await checkZip(bomb)).toMatchObject({ ok: false, problem: 'too_large' });
    expect(process.memoryUsage().rss - rss).toBeLessThan(64 * MB);
  });

  it('an entry that inflates to other than it declares, within the limits, is unreadable', async () => {
    const part = partOf('a.xml', '<a>' + 'x'.repeat(5000) + '</a>');
    expect(await checkZip(zipOf([{ ...part, declaredSize: 100 }]))).toMatchObject({ ok: false, problem: 'unreadable' });
  });

  it('calls garbage, a cut archive and an unknown method unreadable', async () => {
    expect(inspectZip(new TextEncoder().encode('PK\u0003\u0004 not really a zip'))).toMatchObject({ ok: false, problem: 'unreadable' });
    const good = zipOf([partOf('a.xml', '<a/>')]);
    expect(inspectZip(good.subarray(0, good.length - 5))).toMatchObject({ ok: false, problem: 'unreadable' });
    const odd = zipOf([partOf('a.xml', '<a/>')]);
    const view = new DataView(odd.buffer);
    const central = odd.length - 22 - 46 - 'a.xml'.length;
    view.setUint16(central + 10, 14, true); // LZMA
    expect(await checkZip(odd)).toMatchObject({ ok: false, problem: 'unreadable' });
  });
});
