import { ALL_CATEGORIES, categoriesOf, type Category } from './merchant-catalog';
import { productsOnSaleOf, type ProductOnSale } from './products';
import { createRng, DAY, iso, SEED_BASE_MS, TZ_OFFSET_MS, type Volume } from './seed-util';

/**
 * Installment promotions (spec 3 §3). Percent values (commission, discount_amount, value,
 * rates) are hundredths of a percent, as the spec stores them: 1250 = 12.5 %.
 * A new-programme promotion with an empty `categories` list covers every category (the
 * participation wizard then skips the category step).
 */
export const NEW_INSTALLMENT_STATUSES = ['merch_available', 'merch_is_not_available', 'subscribed', 'subscription_paused', 'completed', 'completed_and_participating'] as const;
export type NewInstallmentStatus = (typeof NEW_INSTALLMENT_STATUSES)[number];

export interface InstallmentCategory {
  slug: string;
  title: { ru: string };
  /** The shop sells in this category. */
  is_exist: boolean;
  is_participating: boolean;
}

export interface InstallmentCommission {
  id: number;
  /** Months. */
  duration: number;
  discount_amount: number;
  commission: number;
  value: number;
  is_participating: boolean;
}

export interface Installment {
  installment_id: number;
  admin_title: string;
  partner_title: string;
  title: { kz: string; ru: string };
  background_color: string;
  text_color: string;
  categories: InstallmentCategory[];
  /** Slugs of the shop's own categories that the promotion covers. */
  merchant_categories: string[];
  commissions: InstallmentCommission[];
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
  /** Tenge. */
  min_product_price: number;
  max_product_price: number;
  /** Hundredths of a percent. */
  commission: number;
  categories: Array<{ slug: string; title: { ru: string } }>;
}

/** Spec 3 §3 Product in promotion (+ the promotion's id and the category's slug, for the filters). */
export interface PromotionProduct {
  sku: string;
  image_url: string;
  title: { ru: string };
  category: { slug: string; title: { ru: string } };
  installment: { id: number; title: { ru: string }; start_at: string; end_at: string };
  price: { current: number };
  /** value in tenge, rate in hundredths of a percent. */
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
/** Pairs as the marketing team picks them; a few fail AA contrast on purpose (the app adjusts). */
const COLOURS: ReadonlyArray<readonly [bg: string, text: string]> = [
  ['#F14635', '#FFFFFF'],
  ['#1B5FD9', '#FFFFFF'],
  ['#0E9F6E', '#FFFFFF'],
  ['#7C3AED', '#FFFFFF'],
  ['#FDE68A', '#FFFFFF'],
  ['#0F172A', '#1E293B'],
  ['#FFEDD5', '#9A3412'],
];
const BASE_COMMISSION: Record<number, number> = { 3: 400, 6: 650, 12: 1000, 24: 1600 };
const MONTHS_RU = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];

/** The local (UTC+5) month `offset` months from the seed date: its first instant. */
export function localMonthStart(offset: number, base = SEED_BASE_MS): number {
  const local = new Date(base + TZ_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, 1) - TZ_OFFSET_MS;
}

type Coverage = 'all' | 'partial' | 'foreign';
/** [status as seeded, coverage, start in days from now, length in days]. Completed ones ended before now. */
type Plan = readonly [NewInstallmentStatus, Coverage, number, number];
const FULL_PLAN: Plan[] = [
  ['merch_available', 'partial', -5, 40],
  ['merch_available', 'all', -3, 35],
  ['subscribed', 'partial', -12, 50],
  ['subscription_paused', 'partial', -8, 45],
  ['merch_is_not_available', 'foreign', -6, 40],
  ['subscribed', 'all', -20, 60],
  ['merch_available', 'partial', 15, 30],
  ['merch_available', 'all', 40, 30],
  ['merch_available', 'partial', 70, 45],
  ['subscribed', 'partial', 30, 40],
  ['merch_is_not_available', 'foreign', 45, 30],
  ['merch_available', 'partial', 100, 30],
  ['merch_available', 'partial', 120, 20],
  ['subscription_paused', 'all', 5, 25],
  ['merch_available', 'partial', -30, 45],
  ['completed', 'partial', -70, 40],
  ['completed', 'partial', -95, 50],
  ['completed', 'all', -60, 30],
  ['completed', 'partial', -130, 45],
  ['completed', 'all', -160, 40],
  ['completed', 'partial', -45, 20],
  ['merch_available', 'partial', 60, 35],
  ['merch_available', 'partial', -1, 30],
  ['subscribed', 'partial', 2, 30],
];
const SMALL_PLAN: Plan[] = [FULL_PLAN[0], FULL_PLAN[1], FULL_PLAN[2], FULL_PLAN[4], FULL_PLAN[15], FULL_PLAN[17]];

function categoryRows(covered: readonly Category[], own: ReadonlySet<string>, joined: boolean): InstallmentCategory[] {
  return covered.map((c, k) => ({ slug: c.slug, title: c.title, is_exist: own.has(c.slug), is_participating: joined && own.has(c.slug) && k % 4 !== 3 }));
}

export function installmentsOf(mid: string, volume: Volume): Installment[] {
  const r = createRng(`installments:${mid}`);
  const ownList = categoriesOf(mid);
  const own = new Set(ownList.map((c) => c.slug));
  const foreign = ALL_CATEGORIES.filter((c) => !own.has(c.slug));
  return (volume === 'full' ? FULL_PLAN : SMALL_PLAN).map(([status, coverage, startDay, days], i) => {
    const start = SEED_BASE_MS + startDay * DAY;
    const end = start + days * DAY;
    const [ru, kz] = TITLES[i % TITLES.length];
    const month = MONTHS_RU[new Date(start + TZ_OFFSET_MS).getUTCMonth()];
    // A completed promotion the shop took part in keeps its participating categories; the
    // app shows it as completed_and_participating (spec 3 §4).
    const joined = status === 'subscribed' || status === 'subscription_paused' || (status === 'completed' && i % 2 === 1);
    const covered =
      coverage === 'all' ? [] : coverage === 'foreign' ? r.shuffle(foreign).slice(0, 2) : [...r.shuffle(ownList).slice(0, r.int(3, 5)), ...r.shuffle(foreign).slice(0, r.int(1, 2))];
    // At least two terms each, so that a choice of commissions is a choice.
    const durations = [3, 6, 12, 24].filter((_d, k) => k === i % 4 || k === (i + 2) % 4 || r.chance(0.5));
    const [background, text] = COLOURS[i % COLOURS.length];
    const created = start - r.int(7, 30) * DAY;
    return {
      installment_id: 5001 + i,
      admin_title: `INST-${new Date(start).toISOString().slice(0, 7)}-${String(i + 1).padStart(2, '0')}`,
      partner_title: `${ru} (${month})`,
      title: { ru: `${ru} (${month})`, kz },
      background_color: background,
      text_color: text,
      categories: categoryRows(covered, own, joined),
      merchant_categories: coverage === 'all' ? [...own] : covered.filter((c) => own.has(c.slug)).map((c) => c.slug),
      commissions: durations.map((duration, k) => {
        const discount = [0, 100, 150, 250][(i + k) % 4];
        return { id: (5001 + i) * 10 + k, duration, discount_amount: discount, commission: BASE_COMMISSION[duration], value: BASE_COMMISSION[duration] - discount, is_participating: joined && k !== 1 };
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

/** Old-programme promotions running this month or one of the next two (the old screen's months). */
export function oldInstallmentsOf(mid: string, volume: Volume): OldInstallment[] {
  const r = createRng(`payplan:${mid}`);
  const own = categoriesOf(mid);
  const bounds: ReadonlyArray<readonly [number, number]> = [[30000, 300000], [10000, 150000], [50000, 500000], [100000, 1000000], [5000, 80000], [20000, 400000]];
  return Array.from({ length: volume === 'full' ? 8 : 3 }, (_, i) => {
    const start = localMonthStart(i % 3) + r.int(0, 9) * DAY;
    const duration = [12, 6, 24, 3][i % 4];
    const [min, max] = bounds[i % bounds.length];
    return {
      id: 701 + i,
      title: { ru: TITLES[(i + 2) % TITLES.length][0] },
      start_at: iso(start),
      end_at: iso(start + r.int(20, 45) * DAY),
      duration,
      min_product_price: min,
      max_product_price: max,
      commission: BASE_COMMISSION[duration],
      // The shop's own categories first, so every promotion has products to offer.
      categories: [...r.shuffle(own).slice(0, r.int(3, 5)), ...r.shuffle(ALL_CATEGORIES.filter((c) => !own.some((o) => o.slug === c.slug))).slice(0, 1)].map(({ slug, title }) => ({ slug, title })),
    };
  });
}

/** A shop product as a Product in promotion of an old-programme promotion. */
export function asPromotionProduct(p: ProductOnSale, inst: OldInstallment): PromotionProduct {
  const category = { value: p.commissions.total.value, rate: Math.round(p.commissions.total.rate * 100) };
  const installment = { value: Math.round((p.price.current * inst.commission) / 10000), rate: inst.commission };
  return {
    sku: p.sku,
    image_url: p.image_url,
    title: p.title,
    category: { slug: p.category.slug, title: p.category.title },
    installment: { id: inst.id, title: inst.title, start_at: inst.start_at, end_at: inst.end_at },
    price: { current: p.price.current },
    commissions: { category, installment, total: { value: category.value + installment.value, rate: category.rate + installment.rate } },
  };
}

/** The shop's products already in old-programme promotions: a few per promotion, within its price bounds. */
export function promotionProductsOf(mid: string, volume: Volume): PromotionProduct[] {
  // From the back of the assortment: the first page of the add-products screen stays open to choose from.
  const products = productsOnSaleOf(mid, volume).reverse();
  const out: PromotionProduct[] = [];
  for (const inst of oldInstallmentsOf(mid, volume).slice(1)) {
    const slugs = new Set(inst.categories.map((c) => c.slug));
    const fits = products.filter((p) => slugs.has(p.category.slug) && p.price.current >= inst.min_product_price && p.price.current <= inst.max_product_price && !out.some((o) => o.sku === p.sku));
    for (const p of fits.slice(0, volume === 'full' ? 5 : 2)) out.push(asPromotionProduct(p, inst));
  }
  return out;
}
