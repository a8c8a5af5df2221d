import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * Reads the files the app and the sandbox hand to a seller as a spreadsheet program would,
 * with exceljs (already a dependency): a CSV split on `;` (a `,` file comes back as one column
 * per line), whether it opens with the UTF-8 BOM, and an XLSX's cells with their types.
 */
export interface ExcelCsv {
  bom: boolean;
  rows: string[][];
}

export async function readExcelCsv(bytes: Uint8Array): Promise<ExcelCsv> {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const book = new ExcelJS.Workbook();
  const sheet = await book.csv.read(Readable.from([Buffer.from(bytes)]), { parserOptions: { delimiter: ';' }, map: (value: string) => value });
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return { bom, rows };
}

export async function readXlsx(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return book.worksheets[0];
}
