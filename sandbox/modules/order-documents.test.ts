import { describe, expect, it } from 'vitest';
import { minimalPdf } from '../pdf';
import { reportCsv } from './order-documents';
import { ordersOf } from '../seed/orders';

describe('order documents', () => {
  it('the PDF xref points at each object and startxref at the xref', () => {
    const text = new TextDecoder().decode(minimalPdf(['Order 600001234 (copy)', 'Кириллица']));
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(text.slice(o).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(text).toContain('(Order 600001234 \\(copy\\))');
  });

  it('the CSV has one row per product line, a header in the language asked, quotes the separator', () => {
    const orders = ordersOf('m-1002', 'small').slice(0, 3);
    const named = [{ ...orders[0], products: [{ ...orders[0].products[0], title: { ru: 'Чехол; "прозрачный"' } }] }, ...orders.slice(1)];
    const rows = reportCsv(named, false, 'en').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toBe('Order number;Status;Created;Completed;SKU;Seller SKU;Product;Quantity;Price;Total');
    expect(rows).toHaveLength(1 + named.reduce((n, o) => n + o.products.length, 0));
    expect(rows[1]).toContain(';"Чехол; ""прозрачный""";');
  });
});
