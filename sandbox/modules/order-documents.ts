import { minimalPdf, pagedPdf } from '../pdf';
import type { Order } from '../seed/orders';

/**
 * Hand-written documents for the order calls: a one-page PDF (valid xref offsets, Helvetica,
 * ASCII text only) for the handover act, one page per package for the stickers, and the
 * reporter's CSV.
 */
export function actPdf(o: Order): Uint8Array {
  const live = o.products.filter((p) => p.is_active);
  return minimalPdf([
    `Handover act for order ${o.id}`,
    `Pickup point: ${o.pickup_point_id ?? '-'}`,
    `Packages: ${o.packages_count}`,
    ...live.map((p) => `${p.merchant_sku} x ${p.quantity}`),
  ]);
}

export function stickersPdf(o: Order): Uint8Array {
  const n = Math.max(1, o.packages_count);
  return pagedPdf(Array.from({ length: n }, (_, i) => [`Order ${o.id}`, `Package ${i + 1} of ${n}`]));
}

export const REPORT_HEADER = ['order_id', 'status', 'created_at', 'completed_time', 'sku', 'merchant_sku', 'title', 'quantity', 'price', 'total_price'];
export const REPORT_PAYMENT_HEADER = ['payment_type', 'commission', 'earnings'];

const cell = (v: string | number | null): string => {
  const s = v === null ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function reportCsv(orders: Order[], withPayment: boolean): string {
  const header = withPayment ? [...REPORT_HEADER, ...REPORT_PAYMENT_HEADER] : REPORT_HEADER;
  const rows = orders.flatMap((o) =>
    o.products.map((p) => {
      const base = [o.id, o.status, o.created_at, o.completed_time, p.sku, p.merchant_sku, p.title.ru, p.quantity, p.price, p.total_price];
      const commission = (p.category_commission + p.installment_commission) / 100;
      return withPayment ? [...base, o.payment.type, commission, p.total_price - commission] : base;
    }),
  );
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\n') + '\n';
}
