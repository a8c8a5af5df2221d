import { personName, phone } from './kz-people';
import { ordersOf } from './orders';
import { createRng, DAY, HOUR, iso, SEED_BASE_MS, type Volume } from './seed-util';

/** Spec 2 §4 Refund statuses ('all' is the filter's "any", not a stored status). */
export const REFUND_STATUSES = [
  'created', 'waiting_for_delivery', 'delivery_to_partner', 'delivery_to_client', 'on_stock', 'in_progress',
  'on_moderation_req', 'on_moderation_return', 'finished', 'rejected_by_courier', 'rejected_by_support', 'rejected_by_merchant',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface RefundProduct {
  uuid: string;
  images: string[];
  status: RefundStatus;
  sku: string;
  name: string;
  reason: string;
  comment: string;
  end_at: string;
  total_price: number;
  /** Designed (spec: not shown): the seller's reason when they reject the request or the refund. */
  reject_reason?: string;
}

/** Spec 2 §3 Refund request; the request's own status is that of its products. */
export interface RefundRequest {
  request_id: number;
  request_uuid: string;
  merchant_order_id: string;
  order_id: string;
  quantity: number;
  created_at: string;
  client_name: string;
  client_phone: string;
  dividable: boolean;
  pickup_point_id: string | null;
  is_delivery_requested: boolean;
  products: RefundProduct[];
}

const WEIGHTS: ReadonlyArray<readonly [RefundStatus, number]> = [
  ['created', 15], ['waiting_for_delivery', 8], ['delivery_to_partner', 8], ['delivery_to_client', 4], ['on_stock', 5],
  ['in_progress', 10], ['on_moderation_req', 6], ['on_moderation_return', 5], ['finished', 25],
  ['rejected_by_courier', 3], ['rejected_by_support', 5], ['rejected_by_merchant', 6],
];
const COURIER: RefundStatus[] = ['waiting_for_delivery', 'delivery_to_client', 'rejected_by_courier'];
const REASONS: ReadonlyArray<readonly [string, string[]]> = [
  ['Товар с браком', ['Не работает один из динамиков', 'Царапина на экране из коробки', 'Трещина на корпусе']],
  ['Не соответствует описанию', ['В описании было 256 ГБ, пришло 128 ГБ', 'Цвет отличается от фото']],
  ['Не включается', ['Не заряжается и не включается', 'После первой зарядки перестал включаться']],
  ['Передумал покупать', ['Нашел дешевле', 'Купили в подарок, подарок не понадобился', '']],
  ['Повреждена упаковка', ['Коробка смята, пломба сорвана']],
  ['Не подошел по характеристикам', ['Не подходит к моей модели', 'Слишком громко работает']],
];

export function refundsOf(mid: string, volume: Volume): RefundRequest[] {
  const r = createRng(`refunds:${mid}`);
  const completed = ordersOf(mid, volume).filter((o) => o.completed_time);
  // Full: 220 requests (the issue asks for at least 200), so every status and filter group has pages of rows.
  const chosen = r.shuffle(completed).slice(0, volume === 'full' ? 220 : 12);
  const drafts = chosen.map((order) => {
    const done = Date.parse(order.completed_time ?? order.created_at);
    const created = done + Math.floor(r.next() * Math.min(12 * DAY, SEED_BASE_MS - HOUR - done));
    const status = r.weighted(WEIGHTS);
    const live = order.products.filter((p) => p.is_active);
    const lines = (order.payment.dividable ? live.slice(0, r.int(1, live.length)) : live).slice(0, 4);
    const requested = COURIER.includes(status) || (status !== 'created' && r.chance(0.3));
    const products: RefundProduct[] = lines.map((line, i) => {
      const [reason, comments] = r.pick(REASONS);
      return {
        uuid: r.uuid(),
        // Most clients attach photos (1-4); about one product in six comes without.
        images: Array.from({ length: r.chance(0.84) ? r.int(1, 4) : 0 }, (_, k) => `/f3/api/v1/files/refund-${order.id}-${i + 1}-${k + 1}.svg`),
        status: i > 0 && r.chance(0.2) ? r.weighted(WEIGHTS) : status,
        sku: line.sku,
        name: line.title.ru,
        reason,
        comment: r.pick(comments),
        end_at: iso(created + 14 * DAY),
        total_price: line.total_price,
      };
    });
    return {
      request_id: 0,
      request_uuid: r.uuid(),
      merchant_order_id: order._id,
      order_id: order.id,
      quantity: lines.reduce((n, l) => n + l.quantity, 0),
      created_at: iso(created),
      client_name: personName(r),
      client_phone: phone(r),
      dividable: order.payment.dividable,
      pickup_point_id: requested ? order.pickup_point_id ?? 'PP1' : null,
      is_delivery_requested: requested,
      products,
    };
  });
  drafts.sort((a, b) => a.created_at.localeCompare(b.created_at));
  const base = mid === 'm-1002' ? 70_001 : 30_001;
  return drafts.map((d, i) => ({ ...d, request_id: base + i * 3 + r.int(0, 2) }));
}
