import type { ExportTable } from './export-values';

/**
 * The table as an .xlsx file: a bold, frozen header row, columns sized to their content,
 * numbers as numbers (money with a thousands format). exceljs loads on demand, only when a
 * seller exports.
 */
export async function writeXlsx(table: ExportTable, sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = book.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  table.headers.forEach((header, i) => {
    const column = sheet.getColumn(i + 1);
    const longest = Math.max(header.length, ...table.rows.map((r) => String(r[i] ?? '').length));
    column.width = Math.min(60, Math.max(8, longest + 2));
    if (table.money[i]) column.numFmt = '#,##0.##';
  });
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
