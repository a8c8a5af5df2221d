import { excelDateOf, isExportDate, type ExportCell, type ExportTable } from './export-values';

/** The spec's date format (dd MMM yyyy) in Excel's words: the month's name in the reader's Excel language. */
const DAY_FORMAT = 'dd mmm yyyy';
const DATE_TIME_FORMAT = 'dd mmm yyyy hh:mm';
/** Tenge without decimals (spec 1 §1); the cell keeps its exact value. */
const MONEY_FORMAT = '#,##0';
/** What a date cell shows, for the column's width. */
const DATE_WIDTH = { day: 11, time: 17 };

const widthOf = (cell: ExportCell): number => {
  if (isExportDate(cell)) return cell.withTime ? DATE_WIDTH.time : DATE_WIDTH.day;
  return String(cell ?? '').length;
};

/**
 * The table as an .xlsx file: a bold, frozen header row, columns sized to their content,
 * numbers as numbers (money with a thousands format), moments as real date cells. exceljs loads
 * on demand, only when a seller exports.
 */
export async function writeXlsx(table: ExportTable, sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = book.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(table.headers).font = { bold: true };
  for (const cells of table.rows) {
    const row = sheet.addRow(cells.map((cell) => (isExportDate(cell) ? excelDateOf(cell) : cell)));
    cells.forEach((cell, i) => {
      if (isExportDate(cell)) row.getCell(i + 1).numFmt = cell.withTime ? DATE_TIME_FORMAT : DAY_FORMAT;
    });
  }
  table.headers.forEach((header, i) => {
    const column = sheet.getColumn(i + 1);
    const longest = Math.max(header.length, ...table.rows.map((r) => widthOf(r[i])));
    column.width = Math.min(60, Math.max(8, longest + 2));
    if (table.money[i]) column.numFmt = MONEY_FORMAT;
  });
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
