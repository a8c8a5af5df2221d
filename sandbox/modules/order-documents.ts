import { minimalPdf, pagedPdf } from '../pdf';
import type { Order, OrderStatus } from '../seed/orders';
import type { Lang } from '../seed/reference';
import { excelCsv, localDateTime } from '../excel-csv';

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

type PaymentType = Order['payment']['type'];

interface ReportWords {
  header: string[];
  payment: string[];
  statuses: Record<OrderStatus, string>;
  payments: Record<PaymentType, string>;
}

/** The reporter's words in each interface language (the sandbox keeps its own, as a service would). */
const WORDS: Record<Lang, ReportWords> = {
  ru: {
    header: ['Номер заказа', 'Статус', 'Создан', 'Выполнен', 'SKU', 'Артикул продавца', 'Товар', 'Количество', 'Цена', 'Сумма'],
    payment: ['Способ оплаты', 'Комиссия', 'Доход'],
    statuses: { waiting_confirmation: 'Ожидает подтверждения', on_assembly: 'На сборке', assembled: 'Готов к выдаче', delivering: 'Доставляется', completed: 'Выполнен', reassembly: 'Пересборка', canceled: 'Отменён' },
    payments: { card: 'Картой', installment: 'Рассрочка', credit: 'Кредит' },
  },
  kz: {
    header: ['Тапсырыс нөмірі', 'Мәртебе', 'Құрылды', 'Орындалды', 'SKU', 'Сатушы артикулы', 'Тауар', 'Саны', 'Бағасы', 'Сомасы'],
    payment: ['Төлем тәсілі', 'Комиссия', 'Табыс'],
    statuses: { waiting_confirmation: 'Растауды күтуде', on_assembly: 'Жинақталуда', assembled: 'Беруге дайын', delivering: 'Жеткізілуде', completed: 'Орындалды', reassembly: 'Қайта жинақтау', canceled: 'Бас тартылды' },
    payments: { card: 'Картамен', installment: 'Бөліп төлеу', credit: 'Несие' },
  },
  en: {
    header: ['Order number', 'Status', 'Created', 'Completed', 'SKU', 'Seller SKU', 'Product', 'Quantity', 'Price', 'Total'],
    payment: ['Payment type', 'Commission', 'Earnings'],
    statuses: { waiting_confirmation: 'Waiting for confirmation', on_assembly: 'On assembly', assembled: 'Ready for pickup', delivering: 'Delivering', completed: 'Completed', reassembly: 'Reassembly', canceled: 'Canceled' },
    payments: { card: 'Card', installment: 'Installment', credit: 'Credit' },
  },
};

/**
 * The delivered or canceled report: a line per product of each order (sandbox/excel-csv.ts:
 * BOM, `;`, words in the caller's language, local times); with payment, the payment type, the
 * line's commission (minor units ÷ 100) and earnings.
 */
export function reportCsv(orders: Order[], withPayment: boolean, lang: Lang): string {
  const words = WORDS[lang];
  const header = withPayment ? [...words.header, ...words.payment] : words.header;
  const rows = orders.flatMap((o) =>
    o.products.map((p) => {
      const base = [o.id, words.statuses[o.status], localDateTime(o.created_at), localDateTime(o.completed_time), p.sku, p.merchant_sku, p.title.ru, p.quantity, p.price, p.total_price];
      const commission = (p.category_commission + p.installment_commission) / 100;
      return withPayment ? [...base, words.payments[o.payment.type], commission, p.total_price - commission] : base;
    }),
  );
  return excelCsv(lang, header, rows);
}
