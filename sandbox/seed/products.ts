import { catalogOf } from './merchant-catalog';
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
  /** value in tenge, rate in percent. */
  commissions: { total: { value: number; rate: number } };
}

/** Spec 3 §3 Unrelated product row; `no_base_product` = marked "no suitable variant" (the nosuitable list). */
export interface UnrelatedRow {
  id: string;
  products: { sku: string; brand: string; model: string; name: string; price: number };
  variants: { total: number; hits: Array<{ id: string; picture: string; brand: string; name: string }> };
  no_base_product: boolean;
}

export type PricePosition = 'best' | 'same' | 'max' | 'expensive' | 'none';

/** Other sellers' prices around ours, so the price cell shows every position of spec 3 §4. */
function extremumFor(r: Rng, position: PricePosition, price: number): ProductOnSale['price_extremum'] {
  const above = (): number => roundPrice(price * (1.03 + r.next() * 0.35));
  const below = (): number => roundPrice(price * (0.65 + r.next() * 0.3));
  switch (position) {
    case 'best': return { min: price, max: above(), count: r.int(2, 9), min_price_counter: 1 };
    case 'same': { const n = r.int(2, 3); return { min: price, max: r.chance(0.5) ? price : above(), count: n + r.int(0, 5), min_price_counter: n }; }
    case 'max': return { min: below(), max: price, count: r.int(2, 6), min_price_counter: r.int(1, 2) };
    case 'expensive': return { min: below(), max: above(), count: r.int(3, 12), min_price_counter: r.int(1, 3) };
    case 'none': return r.chance(0.5) ? { min: price, max: price, count: 1, min_price_counter: 1 } : { min: 0, max: 0, count: 0, min_price_counter: 0 };
  }
}

export function productsOnSaleOf(mid: string, volume: Volume): ProductOnSale[] {
  const r = createRng(`products:${mid}`);
  const points = pickupPointsOf(mid, volume).filter((p) => p.is_active);
  return catalogOf(mid, volume).slice(0, volume === 'full' ? 250 : 22).map((item) => {
    const position = r.weighted([['best', 30], ['same', 15], ['max', 15], ['expensive', 25], ['none', 15]] as const);
    const markupPercent = r.pick([0, 0, 5, 10, 15]);
    const withoutMarkup = Math.round(item.price / (1 + markupPercent / 100));
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
      price_extremum: extremumFor(r, position, item.price),
      commissions: { total: { value: Math.round((item.price * item.category.percent) / 100), rate: item.category.percent } },
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

export function unrelatedOf(mid: string, volume: Volume): UnrelatedRow[] {
  const r = createRng(`unrelated:${mid}`);
  const home = mid === 'm-1002';
  const count = volume === 'full' ? 60 : 8;
  const prefix = home ? 'DS-NEW' : 'TS-ACC';
  return Array.from({ length: count }, (_, i) => {
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
}
