import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { ordersTexts } from './texts';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { readXlsx } from '../../tests/support/excel-files';
import { exportTable } from '../../src/engine/export/export-values';
import { writeXlsx } from '../../src/engine/export/write-xlsx';
import { orderColumns } from './columns';
import { testOrder } from './test-orders';

setupTestI18n([ordersTexts]);

/** The orders list's XLSX (issue 31): numbers sort as numbers, moments as dates, statuses in words. */
describe('orders XLSX export', () => {
  it('the order number and money are numbers, created and deadline are date cells, express rides with the status', async () => {
    const orders = [testOrder({ status: 'waiting_confirmation', shipping: { type: 'express' } }), testOrder({ id: '604748910', status: 'completed' })];
    const table = exportTable('orders', orderColumns, orders, i18n.t.bind(i18n));
    const sheet = await readXlsx(new Uint8Array(await (await writeXlsx(table, 'Заказы')).arrayBuffer()));
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, key: string) => sheet.getRow(row).getCell(header.indexOf(table.headers[orderColumns.findIndex((c) => c.key === key)]) + 1);

    expect(cell(2, 'id').value).toBe(604748909);
    expect(cell(3, 'id').value).toBe(604748910);
    expect(cell(2, 'status').value).toBe('Ожидает подтверждения · Экспресс');
    expect(cell(3, 'status').value).toBe('Выполнен');
    expect(cell(2, 'total_price').value).toBe(5000);
    expect(cell(2, 'total_commission').value).toBe(400);
    for (const key of ['created_at', 'max_confirm_time', 'end_at']) {
      expect(cell(2, key).value, key).toBeInstanceOf(Date);
      expect(cell(2, key).numFmt, key).toMatch(/^dd mmm yyyy/);
    }
    expect(cell(3, 'max_confirm_time').value).toBeNull();
  });
});
