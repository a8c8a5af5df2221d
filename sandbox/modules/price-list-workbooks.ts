import ExcelJS from 'exceljs';
import * as SheetJS from '@e965/xlsx';
import * as codepages from '@e965/xlsx/dist/cpexcel.full.mjs';

/**
 * The first sheet of an uploaded workbook as lines of cell texts, read by a real parser for
 * each format: exceljs for XLSX (a zip), SheetJS CE 0.20.3 for the binary Excel 97–2003 `.xls`
 * (BIFF in an OLE2 container; spec 3 §5 accepts xls). SheetJS is taken from `@e965/xlsx`, an
 * automated republish of SheetJS's own release: the `xlsx` name on npm stopped at 0.18.5, which
 * has two advisories (GHSA-4r6h-8v6p-xvw6, GHSA-5pgg-2g8v-p4x9) fixed by 0.19.3 and 0.20.2.
 * Older BIFF5 files store text in a Windows code page (1251 for Cyrillic): hence the code pages.
 */
SheetJS.set_cptable(codepages);

export interface SheetLine {
  /** The sheet's row number (1 = the header). */
  line: number;
  /** Cell texts by 1-based column number; blank cells are absent or ''. */
  cells: string[];
}

/** The workbook could not be read at all (damaged, encrypted, not a workbook inside). */
export class UnreadableWorkbook extends Error {}
/** The workbook has no sheet. */
export class NoSheet extends Error {}

/** A cell's value as text: numbers as written, rich text joined, formulas by their result. */
function exceljsText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((p) => p.text).join('').trim();
  if ('result' in value) return value.result === undefined ? '' : exceljsText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text).trim();
  if ('error' in value) return String(value.error);
  return '';
}

export async function readXlsxSheet(bytes: Uint8Array): Promise<SheetLine[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes) as unknown as Parameters<typeof book.xlsx.load>[0]);
  } catch {
    throw new UnreadableWorkbook();
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new NoSheet();
  const lines: SheetLine[] = [];
  sheet.eachRow((row, line) => {
    const cells: string[] = [];
    row.eachCell((cell, col) => {
      cells[col] = exceljsText(cell.value);
    });
    lines.push({ line, cells });
  });
  return lines;
}

/** A SheetJS cell as text: the value as stored (a number as written, not as formatted). */
function sheetjsText(cell: SheetJS.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.v instanceof Date) return cell.v.toISOString();
  return String(cell.v).trim();
}

export function readXlsSheet(bytes: Uint8Array): SheetLine[] {
  let book: SheetJS.WorkBook;
  try {
    // Only the binary format is read here: a text file named .xls is not a workbook to us.
    book = SheetJS.read(bytes, { type: 'array', cellFormula: false, cellHTML: false, cellStyles: false, cellDates: true });
  } catch {
    throw new UnreadableWorkbook();
  }
  const sheet = book.SheetNames[0] === undefined ? undefined : book.Sheets[book.SheetNames[0]];
  if (!sheet) throw new NoSheet();
  const ref = sheet['!ref'];
  if (!ref) return [];
  const range = SheetJS.utils.decode_range(ref);
  const lines: SheetLine[] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) {
      const text = sheetjsText(sheet[SheetJS.utils.encode_cell({ r, c })] as SheetJS.CellObject | undefined);
      if (text) cells[c + 1] = text;
    }
    if (cells.length) lines.push({ line: r + 1, cells });
  }
  return lines;
}
