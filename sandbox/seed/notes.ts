import { ordersOf } from './orders';
import { refundsOf } from './refunds';
import { seedReviews } from './reviews';
import { createRng, DAY, iso, MINUTE, SEED_BASE_MS, type Volume } from './seed-util';

/** Spec 3 §3 Notification; informational notes carry no link. */
export interface Note {
  id: number;
  body: string;
  created_at: string;
  status: 'new' | 'read';
  note_type: 'actionable' | 'informational';
  link: { type: 'order' | 'review' | 'refund'; target_id: string } | null;
}

const INFO = [
  'Плановые технические работы 22 ноября с 02:00 до 04:00: кабинет может быть недоступен',
  'Изменились комиссии в категории «Смартфоны» с 1 декабря',
  'Прайс-лист обновлен автоматически',
  'Новая акция «Черная пятница»: подключите товары к рассрочке 0-0-24',
  'Мы обновили правила упаковки заказов для курьерской доставки',
  'Выплата за прошлую неделю отправлена на ваш счет',
  'Появился новый раздел помощи: как загрузить прайс-лист по ссылке',
  'Проверьте график работы пунктов выдачи на праздничные дни',
];
const dateRu = (at: string): string => new Date(Date.parse(at) + 5 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

export function notesOf(mid: string, volume: Volume): Note[] {
  const r = createRng(`notes:${mid}`);
  const full = volume === 'full';
  const recent = (x: { created_at: string }): boolean => SEED_BASE_MS - Date.parse(x.created_at) < 30 * DAY;
  const orders = ordersOf(mid, volume).filter(recent);
  const refunds = refundsOf(mid, volume).filter(recent);
  const reviews = seedReviews().filter((x) => x.mid === mid && recent(x));
  const drafts: Array<Omit<Note, 'id' | 'status'>> = [];
  for (const o of r.shuffle(orders).slice(0, full ? 70 : 8)) {
    const body =
      o.status === 'waiting_confirmation' ? `Новый заказ №${o.id} ожидает подтверждения до ${dateRu(o.max_confirm_time)}`
      : o.status === 'canceled' ? `Заказ №${o.id} отменен`
      : o.status === 'reassembly' ? `Заказ №${o.id} нужно пересобрать`
      : `Заказ №${o.id}: статус изменился`;
    drafts.push({ body, created_at: o.created_at, note_type: 'actionable', link: { type: 'order', target_id: o.id } });
  }
  for (const q of refunds.slice(0, full ? 15 : 2)) {
    drafts.push({ body: `Новая заявка на возврат №${q.request_id} по заказу №${q.order_id}`, created_at: q.created_at, note_type: 'actionable', link: { type: 'refund', target_id: q.request_uuid } });
  }
  for (const v of reviews.slice(0, full ? 10 : 1)) {
    drafts.push({ body: `Новый отзыв с оценкой ${v.rating} на товар «${v.product_title.ru}»`, created_at: v.created_at, note_type: 'actionable', link: { type: 'review', target_id: String(v.id) } });
  }
  for (let i = 0; i < (full ? 65 : 4); i++) {
    drafts.push({ body: r.pick(INFO), created_at: iso(SEED_BASE_MS - r.int(10, 30 * 24 * 60) * MINUTE), note_type: 'informational', link: null });
  }
  drafts.sort((a, b) => a.created_at.localeCompare(b.created_at));
  const base = mid === 'm-1002' ? 90_001 : 40_001;
  return drafts.map((d, i) => ({
    id: base + i,
    ...d,
    // The newest are mostly unread; older ones mostly read.
    status: r.chance(i > drafts.length - 40 ? 0.6 : 0.12) ? 'new' : 'read',
  }));
}
