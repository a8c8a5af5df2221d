import { catalogOf } from './merchant-catalog';
import { extraItemsOf } from './products-extra';
import { pickupPointsOf } from './pickup-points';
import { createRng, roundPrice, type Rng, type Volume } from './seed-util';

/** Spec 3 §3 Product on sale (+ `is_enabled`, the on-sale switch; `stocks` per pickup point). */
export interface ProductOnSale {
  sku: string;
  merchant_sku: string;
  title: { ru: string };
  category: { slug: string; title: { ru: string } };
  image_url: string;
  is_enabled: boolean;
  stocks: Array<{ store_id: string; quantity: number }>;
  price: { current: number; old: number; markup: number; markup_percent: number; price_without_markup: number };
  price_extremum: { min: number; max: number; count: number; min_price_counter: number };
  /** value in tenge, rate in percent (kept so; answered in hundredths of a percent, answerOf). */
  commissions: { total: { value: number; rate: number } };
  /** The other sellers' prices (sandbox only, never answered): a price change recomputes the extremum. */
  others?: number[];
}

/** Spec 1 §9: the server's percent values are hundredths of a percent (12.5 % → 1250). */
export const hundredths = (percent: number): number => Math.round(percent * 100);

/**
 * A product on sale as the service answers it: no sandbox-only fields, `stocks` only when
 * asked for, `markup_percent` and the commission rate in hundredths of a percent (spec 1 §9).
 */
export function answerOf({ others: _others, stocks, ...p }: ProductOnSale, withStocks = false) {
  return {
    ...p,
    ...(withStocks ? { stocks } : {}),
    price: { ...p.price, markup_percent: hundredths(p.price.markup_percent) },
    commissions: { total: { ...p.commissions.total, rate: hundredths(p.commissions.total.rate) } },
  };
}

/** Spec 3 §3 Unrelated product row; `no_base_product` = marked "no suitable variant" (the nosuitable list). */
export interface UnrelatedRow {
  id: string;
  products: { sku: string; brand: string; model: string; name: string; price: number };
  variants: { total: number; hits: Array<{ id: string; picture: string; brand: string; name: string }> };
  no_base_product: boolean;
  /** Sandbox only, never answered: why binding this row fails (spec 3 §8 binding error cards). */
  bind_fault?: BindFault;
}

/** 400 "cannot bind category", 422 "product is connected", or another refusal. */
export type BindFault = 'category' | 'connected' | 'other';

export type PricePosition = 'best' | 'same' | 'max' | 'expensive' | 'none';

/** The extremum of spec 3 §3 from the other sellers' prices and ours (count and min include us). */
export function extremumOf(others: readonly number[], own: number): ProductOnSale['price_extremum'] {
  const all = [...others, own];
  const min = Math.min(...all);
  return { min, max: Math.max(...all), count: all.length, min_price_counter: all.filter((p) => p === min).length };
}

/** Other sellers' prices around ours, so the price cell shows every position of spec 3 §4. */
function othersFor(r: Rng, position: PricePosition, price: number): number[] {
  const above = (): number => roundPrice(price * (1.03 + r.next() * 0.35));
  const below = (): number => roundPrice(price * (0.65 + r.next() * 0.3));
  const some = (n: number, make: () => number) => Array.from({ length: n }, make);
  switch (position) {
    case 'best': return some(r.int(1, 8), above);
    case 'same': return [...some(r.int(1, 2), () => price), ...some(r.int(0, 5), above)];
    case 'max': return [...some(r.int(1, 4), below), ...(r.chance(0.3) ? [price] : [])];
    case 'expensive': return [...some(r.int(1, 5), below), ...some(r.int(1, 6), above)];
    case 'none': return [];
  }
}

export function productsOnSaleOf(mid: string, volume: Volume): ProductOnSale[] {
  const r = createRng(`products:${mid}`);
  const points = pickupPointsOf(mid, volume).filter((p) => p.is_active);
  const items = [...catalogOf(mid, volume).slice(0, volume === 'full' ? 250 : 22), ...extraItemsOf(mid, volume)];
  return items.map((item) => {
    const position = r.weighted([['best', 30], ['same', 15], ['max', 15], ['expensive', 25], ['none', 15]] as const);
    const markupPercent = r.pick([0, 0, 5, 10, 15]);
    const withoutMarkup = Math.round(item.price / (1 + markupPercent / 100));
    const others = othersFor(r, position, item.price);
    return {
      sku: item.sku,
      merchant_sku: item.merchant_sku,
      title: item.title,
      category: { slug: item.category.slug, title: item.category.title },
      image_url: item.image_url,
      is_enabled: r.chance(0.85),
      stocks: points.map((p) => ({ store_id: p.store_id, quantity: r.chance(0.15) ? 0 : r.int(1, 40) })),
      price: {
        current: item.price,
        old: r.chance(0.3) ? roundPrice(item.price * (1.05 + r.next() * 0.25)) : 0,
        markup: item.price - withoutMarkup,
        markup_percent: markupPercent,
        price_without_markup: withoutMarkup,
      },
      price_extremum: extremumOf(others, item.price),
      commissions: { total: { value: Math.round((item.price * item.category.percent) / 100), rate: item.category.percent } },
      others,
    };
  });
}

/** [kind, brands, price, made for one phone model]. */
const ACCESSORIES: ReadonlyArray<readonly [string, readonly string[], number, boolean]> = [
  ['Чехол-книжка', ['Spigen', 'Hoco', 'Baseus'], 4990, true], ['Защитное стекло', ['Spigen', 'Baseus', 'Hoco'], 2990, true],
  ['Силиконовый чехол', ['Apple', 'Samsung', 'Hoco'], 6990, true], ['Кабель USB-C 1 м', ['Ugreen', 'Baseus', 'Anker'], 3490, false],
  ['Сетевое зарядное устройство 20 Вт', ['Anker', 'Ugreen', 'Samsung', 'Apple'], 8990, false], ['Автомобильный держатель', ['Baseus', 'Hoco'], 5990, false],
];
const DEVICES = ['iPhone 15', 'iPhone 13', 'Galaxy A55', 'Galaxy S24', 'Redmi Note 13'];
/** A maker's own case fits only its own phones. */
const OWN_DEVICES: Record<string, string[]> = { Apple: ['iPhone 15', 'iPhone 13'], Samsung: ['Galaxy A55', 'Galaxy S24'] };
const GARDEN: ReadonlyArray<readonly [string, readonly string[], number, boolean]> = [
  ['Горшок для цветов 3 л', ['Idea', 'Martika'], 2490, false], ['Перчатки садовые', ['Palisad', 'Gardena'], 1990, false],
  ['Лейка садовая 5 л', ['Idea', 'Palisad'], 3490, false], ['Контейнер для хранения 10 л', ['Idea', 'Martika'], 2990, false],
];

/**
 * Which visible (not "no suitable") rows refuse binding, counted in list order: every 7th from
 * the 4th refuses its category, every 7th from the 6th is already connected, the 9th fails otherwise.
 */
export function faultOf(visibleIndex: number): BindFault | undefined {
  if (visibleIndex === 8) return 'other';
  if (visibleIndex % 7 === 3) return 'category';
  if (visibleIndex % 7 === 5) return 'connected';
  return undefined;
}

export function unrelatedOf(mid: string, volume: Volume): UnrelatedRow[] {
  const r = createRng(`unrelated:${mid}`);
  const home = mid === 'm-1002';
  const count = volume === 'full' ? 64 : 8;
  const prefix = home ? 'DS-NEW' : 'TS-ACC';
  const rows: UnrelatedRow[] = Array.from({ length: count }, (_, i) => {
    const [kind, brands, base, fitted] = r.pick(home ? GARDEN : ACCESSORIES);
    const brand = r.pick(brands);
    const target = fitted ? ` для ${r.pick(OWN_DEVICES[brand] ?? DEVICES)}` : '';
    const name = `${kind} ${brand}${target}`;
    const model = `${brand.slice(0, 2).toUpperCase()}-${r.digits(4)}`;
    const hitCount = r.weighted([[0, 20], [1, 30], [2, 20], [3, 15], [5, 15]] as const);
    const hits = Array.from({ length: hitCount }, (_, k) => {
      const id = r.digits(8);
      return { id, picture: `/f3/api/v1/files/base-${id}.svg`, brand, name: k === 0 ? name : `${name}, ${r.pick(['черный', 'прозрачный', 'белый', 'синий'])}` };
    });
    return {
      id: `${mid}-u${String(i + 1).padStart(4, '0')}`,
      products: { sku: `${prefix}-${String(i + 1).padStart(5, '0')}`, brand, model, name, price: roundPrice(base * (0.8 + r.next() * 0.5)) },
      variants: { total: hitCount === 5 ? r.int(5, 12) : hitCount, hits },
      no_base_product: r.chance(0.25),
    };
  });
  let visible = 0;
  return rows.map((row) => {
    if (row.no_base_product) return row;
    const fault = faultOf(visible++);
    return fault ? { ...row, bind_fault: fault } : row;
  });
}
