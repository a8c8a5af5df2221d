import type { TFunction } from 'i18next';
import type { BaseRecord } from '@refinedev/core';
import type { ColumnSpec } from '../descriptor';
import { dayjs } from '../../format/dates';

/**
 * A moment for a date cell: written as a real Excel date (sortable, filterable), shown with
 * its time or as a day. Kept as the ISO instant until the file is written.
 */
export interface ExportDate {
  at: string;
  withTime: boolean;
}

export type ExportCell = string | number | ExportDate | null;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/**
 * Digits that survive as a number: no leading zero (an SKU `000123` stays text, or Excel would
 * show `123`) and at most 15 digits (Excel keeps 15 significant digits).
 */
const WHOLE_NUMBER = /^[1-9]\d{0,14}$/;

/** A date-time cell; null for none. */
export const exportDateTime = (iso: string | null | undefined): ExportDate | null => (iso ? { at: iso, withTime: true } : null);
/** A day cell (the time left out); null for none. */
export const exportDay = (iso: string | null | undefined): ExportDate | null => (iso ? { at: iso, withTime: false } : null);
/** An id of digits as a number cell (order numbers sort as numbers); anything else stays text. */
export const exportNumber = (text: string): string | number => (WHOLE_NUMBER.test(text) ? Number(text) : text);

export function isExportDate(cell: ExportCell): cell is ExportDate {
  return typeof cell === 'object' && cell !== null;
}

/**
 * The cell's moment as Excel stores it: Excel has no time zones, so the local wall-clock time
 * (the one the app shows, Asia/Almaty for the shop) is written as if it were UTC.
 */
export function excelDateOf(cell: ExportDate): Date {
  const d = dayjs(cell.at);
  return new Date(Date.UTC(d.year(), d.month(), d.date(), cell.withTime ? d.hour() : 0, cell.withTime ? d.minute() : 0));
}

/** A record's value as a spreadsheet cell when its column names no exportValue. */
export function defaultExportValue(value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? '✓' : '';
  if (typeof value === 'string') return ISO_TIME.test(value) ? exportDateTime(value) : exportNumber(value);
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string' || typeof v === 'number').join(', ') || (value.length ? value.length : null);
  if (typeof value === 'object' && typeof (value as { ru?: unknown }).ru === 'string') return (value as { ru: string }).ru;
  return null;
}

export interface ExportTable {
  headers: string[];
  /** Per column: money gets a number format. */
  money: boolean[];
  rows: ExportCell[][];
}

/** The visible columns' headers and values, in the UI language (not those marked `exported: false`). */
export function exportTable<T extends BaseRecord>(resource: string, visible: readonly ColumnSpec<T>[], records: readonly T[], t: TFunction): ExportTable {
  const columns = visible.filter((c) => c.exported !== false);
  return {
    headers: columns.map((c) => t(`${resource}.fields.${c.key}`)),
    money: columns.map((c) => c.money === true),
    rows: records.map((r) => columns.map((c) => (c.exportValue ? c.exportValue(r, t) : defaultExportValue(r[c.key])))),
  };
}

/** `orders-2026-11-25-1432.xlsx` */
export function exportFileName(stem: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${stem}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}.xlsx`;
}
