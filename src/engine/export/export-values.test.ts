import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { ColumnSpec } from '../descriptor';
import { defaultExportValue, exportFileName, exportTable } from './export-values';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('XLSX export values', () => {
  it('numbers stay numbers, titles take their text, lists join, nothing is empty', () => {
    expect(defaultExportValue(12500)).toBe(12500);
    expect(defaultExportValue('604748909')).toBe(604748909);
    expect(defaultExportValue('000123')).toBe('000123');
    expect(defaultExportValue('1234567890123456')).toBe('1234567890123456');
    expect(defaultExportValue({ ru: 'Смартфон' })).toBe('Смартфон');
    expect(defaultExportValue(['a', 'b'])).toBe('a, b');
    expect(defaultExportValue([{ x: 1 }, { x: 2 }])).toBe(2);
    expect(defaultExportValue(null)).toBeNull();
    expect(defaultExportValue({ nested: true })).toBeNull();
    expect(defaultExportValue('2026-11-25T10:00:00.000Z')).toEqual({ at: '2026-11-25T10:00:00.000Z', withTime: true });
  });

  it('the visible columns, headers in the UI language, exportValue first, money marked', () => {
    type Row = { id: string; price: number; status: string };
    const columns: ColumnSpec<Row>[] = [
      { key: 'id' },
      { key: 'price', money: true },
      { key: 'status', exportValue: (r, tr) => tr(`things.statuses.${r.status}`) },
    ];
    const table = exportTable('things', columns, [{ id: '07', price: 1500.5, status: 'new' }], t);
    expect(table.headers).toEqual(['«things.fields.id»', '«things.fields.price»', '«things.fields.status»']);
    expect(table.money).toEqual([false, true, false]);
    expect(table.rows).toEqual([['07', 1500.5, '«things.statuses.new»']]);
  });

  it('file names say what and when', () => {
    expect(exportFileName('orders', new Date(2026, 10, 5, 9, 7))).toBe('orders-2026-11-05-0907.xlsx');
  });
});
