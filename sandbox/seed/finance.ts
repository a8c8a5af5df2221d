import { catalogOf } from './merchant-catalog';
import { earningsOf, ordersOf } from './orders';
import { refundsOf } from './refunds';
import { createRng, DAY, iso, localDay, MINUTE, SEED_BASE_MS, type Volume } from './seed-util';

/**
 * Spec 2 §3 Transaction. Beyond the spec's fields: `sale_price` and `commission` (the
 * "also shown" sale price and marketplace commission), tenge. total_amount_to_partner =
 * amount - delivery - tax, where amount = sale_price - commission (negative for returns).
 */
export interface Transaction {
  id: string;
  created_at: string;
  /** Order number for sale and return, tax period for tax. */
  reason_id: string;
  reason_type: 'sale' | 'return' | 'tax';
  amount: number;
  delivery: number;
  tax: number;
  total_amount_to_partner: number;
  sale_price: number;
  commission: number;
}

export interface Balance {
  in_account: number;
  accounted_day_before: number;
}

export function transactionsOf(mid: string, volume: Volume): Transaction[] {
  const r = createRng(`transactions:${mid}`);
  const orders = ordersOf(mid, volume).filter((o) => o.completed_time);
  const drafts: Array<Omit<Transaction, 'id'>> = [];
  // The most recent completed orders have been paid out; older ones predate the ledger shown.
  for (const o of orders.slice(-(volume === 'full' ? 265 : 16))) {
    const commission = Math.round(o.total_commission / 100);
    const delivery = Number(o.delivery_price);
    drafts.push({
      created_at: iso(Math.min(Date.parse(o.completed_time ?? o.created_at) + r.int(10, 600) * MINUTE, SEED_BASE_MS - r.int(1, 50) * MINUTE)),
      reason_id: o.id, reason_type: 'sale', sale_price: o.total_price, commission,
      amount: o.total_price - commission, delivery, tax: 0, total_amount_to_partner: Math.round(earningsOf(o)),
    });
  }
  for (const q of refundsOf(mid, volume).filter((x) => x.products.some((p) => p.status === 'finished'))) {
    const at = Date.parse(q.created_at) + r.int(2, 9) * DAY;
    if (at > SEED_BASE_MS) continue;
    const sale = q.products.reduce((s, p) => s + p.total_price, 0);
    const commission = Math.round(sale * 0.1);
    const delivery = q.is_delivery_requested ? 1490 : 0;
    drafts.push({
      created_at: iso(at),
      reason_id: q.order_id, reason_type: 'return', sale_price: sale, commission: -commission,
      amount: -(sale - commission), delivery, tax: 0, total_amount_to_partner: -(sale - commission) - delivery,
    });
  }
  drafts.push(...ledgerSales(mid, volume, r));
  // A monthly tax withholding on the 1st of each month.
  for (let m = 0; m < (volume === 'full' ? 6 : 1); m++) {
    const d = new Date(SEED_BASE_MS);
    const at = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - m, 1, 4, 0);
    const tax = r.int(volume === 'full' ? 40_000 : 4_000, volume === 'full' ? 120_000 : 15_000);
    drafts.push({
      created_at: iso(at), reason_id: `tax-${localDay(at - DAY).slice(0, 7)}`, reason_type: 'tax',
      sale_price: 0, commission: 0, amount: 0, delivery: 0, tax, total_amount_to_partner: -tax,
    });
  }
  drafts.sort((a, b) => a.created_at.localeCompare(b.created_at));
  const base = mid === 'm-1002' ? 9_200_000 : 8_100_000;
  return drafts.map((t, i) => ({ id: String(base + i), ...t }));
}

/** The ledger covers six months. */
export const LEDGER_DAYS = 182;

/**
 * Sales (and a few returns) of orders the orders seed does not hold: it keeps four months
 * and a few hundred orders, the ledger six months of a busy shop (6-10 paid orders a day,
 * fewer on Sundays, about 4 % returned within a week). Numbers from their own range.
 */
function ledgerSales(mid: string, volume: Volume, r: ReturnType<typeof createRng>): Array<Omit<Transaction, 'id'>> {
  if (volume !== 'full') return [];
  const catalog = catalogOf(mid, volume);
  const out: Array<Omit<Transaction, 'id'>> = [];
  let number = 580_000_000;
  for (let day = LEDGER_DAYS; day >= 1; day--) {
    const start = SEED_BASE_MS - day * DAY;
    const sunday = new Date(start).getUTCDay() === 0;
    for (let k = r.int(sunday ? 3 : 6, sunday ? 6 : 10); k > 0; k--) {
      const item = r.pick(catalog);
      const sale = item.price * r.weighted([[1, 85], [2, 12], [3, 3]] as const);
      const commission = Math.round((sale * item.category.percent) / 100);
      const delivery = r.chance(0.35) ? 0 : r.pick([990, 1490, 1990]);
      const at = start + r.int(8 * 60, 22 * 60) * MINUTE;
      number += r.int(3, 400);
      const reason_id = String(number);
      out.push({ created_at: iso(at), reason_id, reason_type: 'sale', sale_price: sale, commission, amount: sale - commission, delivery, tax: 0, total_amount_to_partner: sale - commission - delivery });
      const back = at + r.int(2, 7) * DAY;
      if (r.chance(0.04) && back < SEED_BASE_MS) {
        out.push({ created_at: iso(back), reason_id, reason_type: 'return', sale_price: sale, commission: -commission, amount: -(sale - commission), delivery: 0, tax: 0, total_amount_to_partner: -(sale - commission) });
      }
    }
  }
  return out;
}

/** Money accrued since the last payout (every 14 days) and what of it was there by yesterday. */
export function balanceOf(rows: Transaction[]): Balance {
  const today = localDay(SEED_BASE_MS);
  const since = SEED_BASE_MS - 14 * DAY;
  const open = rows.filter((t) => Date.parse(t.created_at) >= since);
  const sum = (list: Transaction[]): number => list.reduce((s, t) => s + t.total_amount_to_partner, 0);
  return { in_account: sum(open), accounted_day_before: sum(open.filter((t) => localDay(t.created_at) < today)) };
}
