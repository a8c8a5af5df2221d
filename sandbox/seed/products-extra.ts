import type { Category, CatalogItem } from './merchant-catalog';
import { createRng, roundPrice, type Volume } from './seed-util';

/**
 * More of the demo shop's (m-1001) assortment, sold only on the on-sale list: with the
 * shared catalogue it makes 400+ products over 17 categories (spec 3 §2 filters need
 * breadth). Kept apart from the catalogue so orders, refunds and installments keep their rows.
 */
const EXTRA: ReadonlyArray<Category & { word: string; models: ReadonlyArray<readonly [string, string, number]> }> = [
  { slug: 'cameras', title: { ru: 'Фотоаппараты' }, percent: 9, word: 'Фотоаппарат', models: [['Canon', 'EOS R50 Kit', 449990], ['Sony', 'Alpha 6400 Body', 489990], ['Fujifilm', 'Instax Mini 12', 44990], ['Nikon', 'Z fc Kit', 529990]] },
  { slug: 'monitors', title: { ru: 'Мониторы' }, percent: 8, word: 'Монитор', models: [['Samsung', 'Odyssey G5 27"', 139990], ['LG', 'UltraGear 24GN60R', 89990], ['Xiaomi', 'Mi Desktop 1C 23.8"', 54990], ['Dell', 'P2422H', 99990]] },
  { slug: 'printers', title: { ru: 'Принтеры и МФУ' }, percent: 9, word: 'МФУ', models: [['HP', 'LaserJet M141a', 79990], ['Canon', 'PIXMA G3430', 84990], ['Epson', 'L3250', 99990], ['Brother', 'DCP-L2500DR', 109990]] },
  { slug: 'keyboards', title: { ru: 'Клавиатуры' }, percent: 12, word: 'Клавиатура', models: [['Logitech', 'K380', 19990], ['Redragon', 'Kumara K552', 17990], ['A4Tech', 'Bloody B820R', 22990], ['Razer', 'BlackWidow V3', 49990]] },
  { slug: 'mice', title: { ru: 'Компьютерные мыши' }, percent: 12, word: 'Мышь', models: [['Logitech', 'M185', 5990], ['Logitech', 'G102 Lightsync', 9990], ['Razer', 'DeathAdder Essential', 12990], ['A4Tech', 'OP-720', 2490]] },
  { slug: 'power-banks', title: { ru: 'Внешние аккумуляторы' }, percent: 13, word: 'Внешний аккумулятор', models: [['Xiaomi', 'Redmi 20000 мАч', 11990], ['Anker', 'PowerCore 10000', 14990], ['Baseus', 'Bipow 20000 мАч', 12990], ['Hoco', 'J72 10000 мАч', 4990]] },
  { slug: 'speakers', title: { ru: 'Портативные колонки' }, percent: 12, word: 'Портативная колонка', models: [['JBL', 'Flip 6', 59990], ['JBL', 'Go 3', 19990], ['Marshall', 'Emberton II', 84990], ['Sony', 'SRS-XB100', 29990]] },
  { slug: 'routers', title: { ru: 'Роутеры' }, percent: 10, word: 'Wi-Fi роутер', models: [['TP-Link', 'Archer C6', 17990], ['Xiaomi', 'Router AX3000T', 24990], ['Keenetic', 'Speedster KN-3010', 29990], ['ASUS', 'RT-AX53U', 34990]] },
  { slug: 'game-consoles', title: { ru: 'Игровые приставки' }, percent: 7, word: 'Игровая приставка', models: [['Sony', 'PlayStation 5 Slim', 329990], ['Microsoft', 'Xbox Series S', 199990], ['Nintendo', 'Switch OLED', 189990]] },
];
const COLORS = ['черный', 'белый', 'серый', 'синий', 'красный'];
const EXTRA_COUNT: Record<Volume, number> = { full: 160, small: 0 };

export const EXTRA_CATEGORIES: Category[] = EXTRA.map(({ slug, title, percent }) => ({ slug, title, percent }));

/** Categories of the on-sale list beyond the catalogue's (the demo shop only). */
export function extraCategoriesOf(mid: string): Category[] {
  return mid === 'm-1001' ? EXTRA_CATEGORIES : [];
}

/** The demo shop's extra products (none for others), skus above the catalogue's. */
export function extraItemsOf(mid: string, volume: Volume): CatalogItem[] {
  if (mid !== 'm-1001') return [];
  const r = createRng(`catalog-extra:${mid}`);
  return Array.from({ length: EXTRA_COUNT[volume] }, (_, i) => {
    const source = EXTRA[i % EXTRA.length];
    const [brand, model, base] = r.pick(source.models);
    const color = r.pick(COLORS);
    const sku = String(1_200_000 + i * 41 + r.int(0, 30));
    const { slug, title, percent } = source;
    return {
      sku,
      merchant_sku: `TS-${slug.slice(0, 3).toUpperCase()}-${String(i + 1001).padStart(5, '0')}`,
      brand,
      model,
      title: { ru: `${source.word} ${brand} ${model} ${color}` },
      category: { slug, title, percent },
      price: roundPrice(base * (0.92 + r.next() * 0.16)),
      image_url: `/f3/api/v1/files/product-${sku}.svg`,
    };
  });
}
