import type { Transaction } from '../seed/finance';
import { localDay } from '../seed/seed-util';
import type { Lang } from '../seed/reference';
import { excelCsv, localDateTime } from '../excel-csv';

const HEADERS: Record<Lang, string[]> = {
  ru: ['Номер транзакции', 'Дата начисления', 'Основание', 'Тип', 'Цена продажи', 'Комиссия маркетплейса', 'Сумма', 'Доставка', 'Налог', 'Итого партнёру'],
  kz: ['Транзакция нөмірі', 'Есептелген күні', 'Негіздеме', 'Түрі', 'Сату бағасы', 'Маркетплейс комиссиясы', 'Сома', 'Жеткізу', 'Салық', 'Серіктеске барлығы'],
  en: ['Transaction number', 'Accrual date', 'Reason', 'Type', 'Sale price', 'Marketplace commission', 'Amount', 'Delivery', 'Tax', 'Total to partner'],
};
const TYPES: Record<Lang, Record<Transaction['reason_type'], string>> = {
  ru: { sale: 'Продажа', return: 'Возврат', tax: 'Налог' },
  kz: { sale: 'Сату', return: 'Қайтару', tax: 'Салық' },
  en: { sale: 'Sale', return: 'Return', tax: 'Tax' },
};

/** The transactions report (sandbox/excel-csv.ts: BOM, `;`, the caller's language, local times). */
export function transactionsCsv(rows: Transaction[], lang: Lang): string {
  const lines = rows.map((t) => [
    t.id, localDateTime(t.created_at), t.reason_id, TYPES[lang][t.reason_type], t.sale_price, t.commission, t.amount, t.delivery, t.tax, t.total_amount_to_partner,
  ]);
  return excelCsv(lang, HEADERS[lang], lines);
}

export interface DaySums {
  date: string;
  sale: number;
  return: number;
  tax: number;
}

/** Sums of total_amount_to_partner per local day and reason type over [from, to] (days with rows only), and the period's sum. */
export function dailySums(rows: Transaction[], from: string, to: string): { days: DaySums[]; total: number } {
  const byDay = new Map<string, DaySums>();
  let total = 0;
  for (const t of rows) {
    const date = localDay(t.created_at);
    if (date < from || date > to) continue;
    const day = byDay.get(date) ?? { date, sale: 0, return: 0, tax: 0 };
    day[t.reason_type] += t.total_amount_to_partner;
    total += t.total_amount_to_partner;
    byDay.set(date, day);
  }
  return { days: [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date)), total };
}

export interface KindTotal {
  count: number;
  sum: number;
}

/** How many rows of each kind and their total_amount_to_partner, every kind present; then all of them. */
export function kindTotals(rows: Transaction[]): { by_type: Record<Transaction['reason_type'], KindTotal>; count: number; sum: number } {
  const by_type = { sale: { count: 0, sum: 0 }, return: { count: 0, sum: 0 }, tax: { count: 0, sum: 0 } };
  for (const t of rows) {
    by_type[t.reason_type].count += 1;
    by_type[t.reason_type].sum += t.total_amount_to_partner;
  }
  return { by_type, count: rows.length, sum: rows.reduce((s, t) => s + t.total_amount_to_partner, 0) };
}
