import { describe, expect, it } from 'vitest';
import { inTimeZone } from '../../../tests/setup/time-zone';
import { readXlsx } from '../../../tests/support/excel-files';
import { exportDateTime, exportDay, exportNumber, type ExportTable } from './export-values';
import { writeXlsx } from './write-xlsx';

/**
 * The XLSX as Excel reads it back (exceljs, issue 31): moments are date cells with a date
 * format (sortable), ids of digits and money are numbers, an id with a leading zero stays text.
 * Run in the shop's time zone: the cell holds the wall-clock time the app shows.
 */
inTimeZone('Asia/Almaty');

describe('writeXlsx', () => {
  it('writes date cells, number cells and text where a number would lose its zeros', async () => {
    const table: ExportTable = {
      headers: ['Номер', 'Создан', 'Выдать до', 'Сумма', 'Артикул'],
      money: [false, false, false, true, false],
      rows: [[exportNumber('600000123'), exportDateTime('2026-11-25T09:05:00.000Z'), exportDay('2026-11-30T20:00:00.000Z'), 12500.5, exportNumber('000123')]],
    };
    const blob = await writeXlsx(table, 'Заказы');
    const sheet = await readXlsx(new Uint8Array(await blob.arrayBuffer()));
    const row = sheet.getRow(2);

    expect(row.getCell(1).value).toBe(600000123);
    const created = row.getCell(2);
    expect(created.value).toBeInstanceOf(Date);
    // 09:05 UTC is 14:05 in Almaty: the cell says what the seller saw on the screen.
    expect((created.value as Date).toISOString()).toBe('2026-11-25T14:05:00.000Z');
    expect(created.numFmt).toBe('dd mmm yyyy hh:mm');
    const day = row.getCell(3);
    // 20:00 UTC on the 30th is already 1 December in Almaty.
    expect((day.value as Date).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(day.numFmt).toBe('dd mmm yyyy');
    expect(row.getCell(4).value).toBe(12500.5);
    expect(row.getCell(4).numFmt).toBe('#,##0');
    expect(row.getCell(5).value).toBe('000123');
  });
});
