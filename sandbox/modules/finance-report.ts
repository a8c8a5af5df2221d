import type { Transaction } from '../seed/finance';
import { localDay, TZ_OFFSET_MS } from '../seed/seed-util';

const BOM = '\uFEFF';
const HEADER = ['Номер', 'Дата начисления', 'Основание', 'Тип', 'Цена продажи', 'Комиссия маркетплейса', 'Сумма', 'Доставка', 'Налог', 'Итого партнеру'];
const TYPES: Record<Transaction['reason_type'], string> = { sale: 'Продажа', return: 'Возврат', tax: 'Налог' };

/** A `;`-separated cell: quoted when it holds the separator, a quote or a line break. */
function cell(value: string | number): string {
  const text = String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The accrual moment in the shop's time (UTC+5), as Excel reads it: `2026-11-24 14:05`. */
function localDateTime(isoTime: string): string {
  return new Date(Date.parse(isoTime) + TZ_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The transactions report: UTF-8 with BOM, `;`-separated, CRLF lines (Excel's own), a header line. */
export function transactionsCsv(rows: Transaction[]): string {
  const lines = rows.map((t) => [
    t.id, localDateTime(t.created_at), t.reason_id, TYPES[t.reason_type], t.sale_price, t.commission, t.amount, t.delivery, t.tax, t.total_amount_to_partner,
  ]);
  return BOM + [HEADER, ...lines].map((line) => line.map(cell).join(';')).join('\r\n') + '\r\n';
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
