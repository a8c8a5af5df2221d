import { ALL_CATEGORIES, categoriesOf } from './merchant-catalog';
import { productsOnSaleOf } from './products';
import { createRng, DAY, iso, SEED_BASE_MS, type Volume } from './seed-util';

/**
 * Installment promotions (spec 3 §3). Percent values (commission, discount_amount, value,
 * rates) are hundredths of a percent, as the spec stores them: 1250 = 12.5 %.
 */
export const NEW_INSTALLMENT_STATUSES = ['merch_available', 'merch_is_not_available', 'subscribed', 'subscription_paused', 'completed', 'completed_and_participating'] as const;
export type NewInstallmentStatus = (typeof NEW_INSTALLMENT_STATUSES)[number];

export interface Installment {
  installment_id: number;
  admin_title: string;
  partner_title: string;
  title: { kz: string; ru: string };
  background_color: string;
  text_color: string;
  categories: Array<{ slug: string; title: { ru: string }; is_exist: boolean; is_participating: boolean }>;
  /** Slugs of the shop's own categories that the promotion covers. */
  merchant_categories: string[];
  commissions: Array<{ id: number; duration: number; discount_amount: number; commission: number; value: number; is_participating: boolean }>;
  starts_at: string;
  ends_at: string;
  status: NewInstallmentStatus;
  is_enabled: boolean;
  merchant_id: string;
  created_at: string;
  updated_at: string;
}

export interface OldInstallment {
  id: number;
  title: { ru: string };
  start_at: string;
  end_at: string;
  /** Months. */
  duration: number;
  min_product_price: number;
  max_product_price: number;
  commission: number;
  categories: Array<{ slug: string; title: { ru: string } }>;
}

export interface PromotionProduct {
  sku: string;
  image_url: string;
  title: { ru: string };
  category: { title: { ru: string } };
  installment: { title: { ru: string }; start_at: string; end_at: string };
  price: { current: number };
  commissions: Record<'category' | 'installment' | 'total', { value: number; rate: number }>;
}

const TITLES: ReadonlyArray<readonly [ru: string, kz: string]> = [
  ['Рассрочка 0-0-12 на смартфоны', 'Смартфондарға 0-0-12 бөліп төлеу'],
  ['Черная пятница: рассрочка 0-0-24', 'Қара жұма: 0-0-24 бөліп төлеу'],
  ['Новогодняя рассрочка', 'Жаңажылдық бөліп төлеу'],
  ['Рассрочка на бытовую технику', 'Тұрмыстық техникаға бөліп төлеу'],
  ['Наурыз: рассрочка 0-0-6', 'Наурыз: 0-0-6 бөліп төлеу'],
  ['Снова в школу: ноутбуки в рассрочку', 'Мектепке қайта: ноутбуктер бөліп төлеуге'],
  ['Рассрочка для дома и сада', 'Үй мен бақшаға бөліп төлеу'],
  ['Весенняя рассрочка 0-0-3', 'Көктемгі 0-0-3 бөліп төлеу'],
];
const COLORS = ['#F14635', '#1B5FD9', '#0E9F6E', '#7C3AED', '#F59E0B', '#0F172A'];
const BASE_COMMISSION: Record<number, number> = { 3: 400, 6: 650, 12: 1000, 24: 1600 };
const MONTHS_RU = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];

export function installmentsOf(mid: string, volume: Volume): Installment[] {
  const r = createRng(`installments:${mid}`);
  const own = new Set(categoriesOf(mid).map((c) => c.slug));
  const count = volume === 'full' ? 30 : 6;
  return Array.from({ length: count }, (_, i) => {
    // The first one is running now in one of the shop's categories, so every shop has a subscription to show.
    const start = SEED_BASE_MS + (i === 0 ? -10 : r.int(-150, 120)) * DAY;
    const end = start + r.int(i === 0 ? 30 : 14, 60) * DAY;
    const [ru, kz] = r.pick(TITLES);
    const month = MONTHS_RU[new Date(start).getUTCMonth()];
    const drawn = r.shuffle(ALL_CATEGORIES).slice(0, r.int(2, 7));
    const covered = i === 0 && !drawn.some((c) => own.has(c.slug)) ? [...drawn, ALL_CATEGORIES.find((c) => own.has(c.slug)) ?? drawn[0]] : drawn;
    const mine = covered.filter((c) => own.has(c.slug));
    const completed = end < SEED_BASE_MS;
    const joined = mine.length > 0 && (r.chance(0.45) || i === 0);
    const status: NewInstallmentStatus = completed
      ? joined ? 'completed_and_participating' : 'completed'
      : mine.length === 0 ? 'merch_is_not_available' : joined ? (i > 0 && r.chance(0.2) ? 'subscription_paused' : 'subscribed') : 'merch_available';
    const durations = [3, 6, 12, 24].filter(() => r.chance(0.7));
    const created = start - r.int(7, 30) * DAY;
    return {
      installment_id: 5001 + i,
      admin_title: `INST-${new Date(start).toISOString().slice(0, 7)}-${String(i + 1).padStart(2, '0')}`,
      partner_title: `${ru} (${month})`,
      title: { ru: `${ru} (${month})`, kz },
      background_color: r.pick(COLORS),
      text_color: '#FFFFFF',
      categories: covered.map((c) => ({ slug: c.slug, title: c.title, is_exist: own.has(c.slug), is_participating: joined && own.has(c.slug) && r.chance(0.8) })),
      merchant_categories: mine.map((c) => c.slug),
      commissions: (durations.length ? durations : [12]).map((duration, k) => {
        const discount = r.pick([0, 0, 100, 150, 250]);
        return { id: (5001 + i) * 10 + k, duration, discount_amount: discount, commission: BASE_COMMISSION[duration], value: BASE_COMMISSION[duration] - discount, is_participating: joined };
      }),
      starts_at: iso(start),
      ends_at: iso(end),
      status,
      is_enabled: status !== 'subscription_paused',
      merchant_id: mid,
      created_at: iso(created),
      updated_at: iso(Math.min(SEED_BASE_MS, created + r.int(1, 20) * DAY)),
    };
  });
}

export function oldInstallmentsOf(mid: string, volume: Volume): OldInstallment[] {
  const r = createRng(`payplan:${mid}`);
  const base = new Date(SEED_BASE_MS);
  return Array.from({ length: volume === 'full' ? 8 : 3 }, (_, i) => {
    // Running this month or one of the next two, as the old screen offers.
    const month = i % 3;
    const start = Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + month, r.int(1, 10));
    const duration = r.pick([3, 6, 12, 24]);
    const [ru] = r.pick(TITLES);
    return {
      id: 701 + i,
      title: { ru },
      start_at: iso(start),
      end_at: iso(start + r.int(20, 45) * DAY),
      duration,
      min_product_price: r.pick([5000, 10000, 30000]),
      max_product_price: r.pick([500000, 1000000, 2000000]),
      commission: BASE_COMMISSION[duration],
      categories: r.shuffle(ALL_CATEGORIES).slice(0, r.int(2, 6)).map(({ slug, title }) => ({ slug, title })),
    };
  });
}

/** The shop's products taking part in its subscribed promotions. */
export function promotionProductsOf(mid: string, volume: Volume): PromotionProduct[] {
  const products = productsOnSaleOf(mid, volume);
  const out: PromotionProduct[] = [];
  for (const inst of installmentsOf(mid, volume).filter((x) => x.status === 'subscribed')) {
    const rate = Math.min(...inst.commissions.map((c) => c.value));
    for (const cat of inst.categories.filter((c) => c.is_participating)) {
      for (const p of products.filter((x) => x.category.slug === cat.slug && !out.some((o) => o.sku === x.sku)).slice(0, 8)) {
        const category = { value: p.commissions.total.value, rate: p.commissions.total.rate * 100 };
        const installment = { value: Math.round((p.price.current * rate) / 10000), rate };
        out.push({
          sku: p.sku,
          image_url: p.image_url,
          title: p.title,
          category: { title: p.category.title },
          installment: { title: { ru: inst.title.ru }, start_at: inst.starts_at, end_at: inst.ends_at },
          price: { current: p.price.current },
          commissions: { category, installment, total: { value: category.value + installment.value, rate: category.rate + rate } },
        });
      }
    }
  }
  return out;
}
