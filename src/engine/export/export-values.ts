import type { TFunction } from 'i18next';
import type { BaseRecord } from '@refinedev/core';
import type { ColumnSpec } from '../descriptor';
import { formatDateTime } from '../../format/dates';

export type ExportCell = string | number | null;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A record's value as a spreadsheet cell when its column names no exportValue. */
export function defaultExportValue(value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? '✓' : '';
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDateTime(value) : value;
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
