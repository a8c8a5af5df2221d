import type { Context } from 'hono';
import { acceptedLang } from './accept-language';
import type { Lang } from './seed/reference';
import { TZ_OFFSET_MS } from './seed/seed-util';

/**
 * Every CSV the sandbox writes, one way, as Excel opens it on a Kazakh or Russian desktop by a
 * double click: UTF-8 with a BOM (else Cyrillic comes out garbled), `;` between cells (the
 * list separator of those regional settings; a `,` file lands in one column), CRLF lines, a
 * header line in the caller's language (Accept-Language), times in the shop's local time
 * (Asia/Almaty, UTC+5 all year) as `2026-11-24 14:05`, which Excel reads as a date-time in any
 * locale, and fractions with the decimal comma for ru and kz (a `12.5` would stay text there).
 */
export type CsvCell = string | number | null;

const BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

/** One cell: quoted when it holds the separator, a quote or a line break. */
function cellText(value: CsvCell, lang: Lang): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? numberText(value, lang) : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function numberText(value: number, lang: Lang): string {
  const text = String(value);
  return lang === 'en' ? text : text.replace('.', ',');
}

/** The whole file: BOM, the header line, the rows. */
export function excelCsv(lang: Lang, header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((line) => line.map((cell) => cellText(cell, lang)).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

/** An instant as the shop's local date and time, `2026-11-24 14:05`; empty for none. */
export function localDateTime(isoTime: string | null): string {
  if (!isoTime) return '';
  return new Date(Date.parse(isoTime) + TZ_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The language a report is written in: the caller's Accept-Language. */
export function reportLang(c: Context): Lang {
  return acceptedLang(c.req.header('Accept-Language'));
}

/** The file as a download. */
export function csvResponse(c: Context, csv: string, fileName: string): Response {
  return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` });
}
