import { catalogOf } from './merchant-catalog';
import { pickupPointsOf } from './pickup-points';
import { createRng, DAY, HOUR, iso, MINUTE, SEED_BASE_MS, type Rng, type Volume } from './seed-util';

/** The lower-case forms the interface and the list filter use (spec 2 §4). */
export const ORDER_STATUSES = ['waiting_confirmation', 'on_assembly', 'assembled', 'delivering', 'completed', 'reassembly', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderProduct {
  sku: string;
  merchant_sku: string;
  title: { ru: string };
  image_url: string;
  price: number;
  quantity: number;
  initial_quantity: number;
  delivery_price: number;
  total_price: number;
  /** Minor units (tiyn), like the order's total_commission. */
  category_commission: number;
  category_percent: number;
  installment_commission: number;
  installment_percent: number;
  is_active: boolean;
}

export interface Order {
  /** Internal id; grows with creation time like a Mongo ObjectId (sort key `_id`). */
  _id: string;
  /** Order number shown to people and used in paths. */
  id: string;
  status: OrderStatus;
  products: OrderProduct[];
  products_count: number;
  packages_count: number;
  created_at: string;
  end_at: string;
  max_confirm_time: string;
  max_assembly_time: string;
  courier_arrival_date: string | null;
  completed_time: string | null;
  /** store_id of a pickup point; null for fbo (shipped from the marketplace's warehouse). */
  pickup_point_id: string | null;
  /** Tenge as a string; '0' = free delivery. */
  delivery_price: string;
  total_price: number;
  /** Minor units: divide by 100 for display. */
  total_commission: number;
  storage_type: 'fbs' | 'fbo';
  payment: { type: 'card' | 'installment' | 'credit'; dividable: boolean };
  shipping: { type: 'courier' | 'pickup' | 'express' };
}

const COUNTS: Record<Volume, Record<OrderStatus, number>> = {
  full: { waiting_confirmation: 40, on_assembly: 50, reassembly: 15, assembled: 45, delivering: 60, completed: 330, canceled: 60 },
  small: { waiting_confirmation: 4, on_assembly: 4, reassembly: 2, assembled: 4, delivering: 5, completed: 16, canceled: 5 },
};

/** How long ago (ms before the seed date) an order in this status was placed. */
function ageOf(r: Rng, status: OrderStatus): number {
  switch (status) {
    case 'waiting_confirmation': return r.int(5, 95) * MINUTE;
    case 'on_assembly': return r.int(2, 30) * HOUR;
    case 'reassembly': return r.int(5, 48) * HOUR;
    case 'assembled': return r.int(3, 48) * HOUR;
    case 'delivering': return r.int(24, 120) * HOUR;
    case 'completed': return r.int(3 * 24, 120 * 24) * HOUR + r.int(0, 59) * MINUTE;
    case 'canceled': return r.int(1 * 24, 120 * 24) * HOUR + r.int(0, 59) * MINUTE;
  }
}

export function ordersOf(mid: string, volume: Volume): Order[] {
  const r = createRng(`orders:${mid}`);
  const catalog = catalogOf(mid, volume);
  const points = pickupPointsOf(mid, volume);
  const active = points.filter((p) => p.is_active).map((p) => p.store_id);
  const disabled = points.filter((p) => !p.is_active).map((p) => p.store_id);
  const statuses = r.shuffle(Object.entries(COUNTS[volume]).flatMap(([s, n]) => Array<OrderStatus>(n).fill(s as OrderStatus)));

  const drafts = statuses.map((status) => ({ status, created: SEED_BASE_MS - ageOf(r, status) }));
  drafts.sort((a, b) => a.created - b.created);
  const numberBase = mid === 'm-1002' ? 400_000_000 : 600_000_000;

  return drafts.map(({ status, created }, i) => {
    const storage_type = r.chance(0.25) ? 'fbo' : 'fbs';
    const dividable = r.chance(0.7);
    const paymentType = r.weighted([['card', 60], ['installment', 25], ['credit', 15]] as const);
    const delivery = r.chance(0.35) ? 0 : r.pick([990, 1490, 1990, 2500]);
    const lineCount = r.weighted([[1, 50], [2, 25], [3, 13], [4, 7], [5, 5]] as const);
    const items = r.shuffle(catalog).slice(0, lineCount);
    const edited = status !== 'waiting_confirmation' && status !== 'canceled' && dividable && lineCount > 1 && r.chance(0.15);

    const products: OrderProduct[] = items.map((item, li) => {
      const initial: number = r.weighted([[1, 75], [2, 18], [3, 7]] as const);
      let quantity = initial;
      let is_active = true;
      if (edited && li === lineCount - 1) {
        if (initial > 1) quantity = initial - 1;
        else { quantity = 0; is_active = false; }
      }
      const total = item.price * quantity;
      const installmentPercent = paymentType === 'installment' ? r.pick([4, 5, 6]) : 0;
      return {
        sku: item.sku,
        merchant_sku: item.merchant_sku,
        title: item.title,
        image_url: item.image_url,
        price: item.price,
        quantity,
        initial_quantity: initial,
        delivery_price: Math.round(delivery / lineCount),
        total_price: total,
        category_commission: total * item.category.percent,
        category_percent: item.category.percent,
        installment_commission: total * installmentPercent,
        installment_percent: installmentPercent,
        is_active,
      };
    });
    const live = products.filter((p) => p.is_active);
    const units = live.reduce((n, p) => n + p.quantity, 0);
    const confirmed = created + r.int(10, 110) * MINUTE;
    const endAt = created + r.int(2, 5) * DAY;
    const afterConfirm = status !== 'waiting_confirmation' && !(status === 'canceled' && r.chance(0.5));
    const oldOrder = SEED_BASE_MS - created > 30 * DAY;
    const point = storage_type === 'fbo' ? null : oldOrder && disabled.length > 0 && r.chance(0.15) ? r.pick(disabled) : r.pick(active);
    const seconds = Math.floor(created / 1000).toString(16).padStart(8, '0');

    return {
      _id: `${seconds}${r.hex(16)}`,
      id: String(numberBase + i * 7919 + r.int(0, 7000)),
      status,
      products,
      products_count: units,
      packages_count: ['assembled', 'delivering', 'completed'].includes(status) ? Math.min(units, r.int(1, 3)) : 0,
      created_at: iso(created),
      end_at: iso(endAt),
      max_confirm_time: iso(created + 2 * HOUR),
      max_assembly_time: iso((afterConfirm ? confirmed : created + 2 * HOUR) + 24 * HOUR),
      courier_arrival_date: afterConfirm ? iso(confirmed + HOUR) : null,
      completed_time: status === 'completed' ? iso(Math.min(endAt - r.int(1, 20) * HOUR, SEED_BASE_MS - HOUR)) : null,
      pickup_point_id: point,
      delivery_price: String(delivery),
      total_price: live.reduce((sum, p) => sum + p.total_price, 0),
      total_commission: live.reduce((sum, p) => sum + p.category_commission + p.installment_commission, 0),
      storage_type,
      payment: { type: paymentType, dividable },
      shipping: { type: r.weighted([['courier', 80], ['pickup', 15], ['express', 5]] as const) },
    };
  });
}

/** What the shop earns on an order (spec 2 §5): total minus commission and delivery. */
export function earningsOf(order: Order): number {
  return order.total_price - (order.total_commission / 100 + Number(order.delivery_price));
}
