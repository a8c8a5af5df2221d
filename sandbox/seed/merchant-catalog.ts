import { createRng, roundPrice, type Volume } from './seed-util';

/**
 * The merchant's assortment for the list backends: what the shop sells. Orders, products
 * on sale, refunds and installment products all draw from it, so one sku has the same
 * title and price everywhere. The electronics shop (m-1001) and the home-and-garden shop
 * (m-1002) differ.
 */
export interface Category {
  slug: string;
  title: { ru: string };
  /** Marketplace commission of the category, percent. */
  percent: number;
}

export interface CatalogItem {
  sku: string;
  merchant_sku: string;
  brand: string;
  model: string;
  title: { ru: string };
  category: Category;
  price: number;
  image_url: string;
}

interface CategorySource extends Category {
  word: string;
  models: ReadonlyArray<readonly [brand: string, model: string, price: number]>;
  variants: ReadonlyArray<readonly [suffix: string, factor: number]>;
  colors: readonly string[];
}

const MEMORY = [['4/128GB', 1], ['8/256GB', 1.18], ['12/512GB', 1.42]] as const;
const PHONE_COLORS = ['черный', 'синий', 'серебристый', 'зеленый'];
const ONE = [['', 1]] as const;

const ELECTRONICS: CategorySource[] = [
  { slug: 'smartphones', title: { ru: 'Смартфоны' }, percent: 8, word: 'Смартфон', variants: MEMORY, colors: PHONE_COLORS, models: [
    ['Samsung', 'Galaxy A15', 79990], ['Samsung', 'Galaxy A35', 139990], ['Samsung', 'Galaxy A55', 189990], ['Samsung', 'Galaxy S24', 389990],
    ['Apple', 'iPhone 13', 289990], ['Apple', 'iPhone 15', 419990], ['Xiaomi', 'Redmi Note 13', 99990], ['Xiaomi', 'Redmi 13C', 54990],
    ['POCO', 'X6 Pro', 159990], ['realme', 'C67', 74990]] },
  { slug: 'laptops', title: { ru: 'Ноутбуки' }, percent: 7, word: 'Ноутбук', variants: [['8/512GB', 1], ['16/512GB', 1.2], ['16/1TB', 1.35]], colors: ['серый', 'серебристый'], models: [
    ['Lenovo', 'IdeaPad Slim 3 15IRH8', 289990], ['ASUS', 'Vivobook 15 X1504VA', 259990], ['HP', '250 G9', 219990],
    ['Apple', 'MacBook Air 13 M2', 549990], ['Acer', 'Aspire 5 A515-58', 329990]] },
  { slug: 'headphones', title: { ru: 'Наушники' }, percent: 12, word: 'Наушники', variants: ONE, colors: ['черный', 'белый', 'синий'], models: [
    ['Apple', 'AirPods Pro 2', 119990], ['Sony', 'WH-1000XM5', 169990], ['JBL', 'Tune 520BT', 24990], ['Samsung', 'Galaxy Buds2 Pro', 64990],
    ['Xiaomi', 'Redmi Buds 5', 14990], ['Marshall', 'Major IV', 69990]] },
  { slug: 'tv', title: { ru: 'Телевизоры' }, percent: 9, word: 'Телевизор', variants: [['43"', 1], ['50"', 1.25], ['55"', 1.45], ['65"', 1.95]], colors: ['черный'], models: [
    ['LG', 'UR78 4K UHD', 179990], ['Samsung', 'Crystal UHD CU7100', 189990], ['Xiaomi', 'TV A Pro', 139990], ['Hisense', 'A6K', 149990], ['TCL', 'P745', 159990]] },
  { slug: 'vacuum-cleaners', title: { ru: 'Пылесосы' }, percent: 11, word: 'Пылесос', variants: ONE, colors: ['белый', 'черный', 'фиолетовый'], models: [
    ['Dyson', 'V15 Detect', 399990], ['Xiaomi', 'Robot Vacuum S10', 99990], ['Samsung', 'VS15A6031R1', 129990], ['Philips', 'XB2140/09', 44990], ['Tefal', 'X-Force Flex 8.60', 149990]] },
  { slug: 'kettles', title: { ru: 'Электрочайники' }, percent: 13, word: 'Электрочайник', variants: ONE, colors: ['белый', 'черный', 'стальной'], models: [
    ['Xiaomi', 'Mi Electric Kettle 2', 14990], ['Tefal', 'KI270D30', 24990], ['Bosch', 'TWK3P420', 27990], ['Polaris', 'PWK 1753CA', 12990], ['Philips', 'HD9350/90', 19990]] },
  { slug: 'smart-watches', title: { ru: 'Смарт-часы' }, percent: 12, word: 'Смарт-часы', variants: [['41 мм', 1], ['45 мм', 1.1]], colors: ['черный', 'серебристый', 'розовый'], models: [
    ['Apple', 'Watch Series 9', 219990], ['Samsung', 'Galaxy Watch6', 129990], ['Huawei', 'Watch GT 4', 99990], ['Amazfit', 'GTR 4', 69990]] },
  { slug: 'tablets', title: { ru: 'Планшеты' }, percent: 8, word: 'Планшет', variants: [['64GB', 1], ['128GB', 1.15], ['256GB', 1.35]], colors: ['серый', 'серебристый', 'синий'], models: [
    ['Apple', 'iPad 10.9 2022', 229990], ['Samsung', 'Galaxy Tab A9+', 109990], ['Xiaomi', 'Pad 6', 149990], ['Lenovo', 'Tab M10 Plus', 89990]] },
];

const HOME: CategorySource[] = [
  { slug: 'garden-tools', title: { ru: 'Садовый инвентарь' }, percent: 10, word: '', variants: ONE, colors: ['оранжевый', 'зеленый'], models: [
    ['Fiskars', 'Секатор PowerGear X PX92', 21990], ['Fiskars', 'Лопата штыковая Solid', 15990], ['Gardena', 'Шланг садовый 1/2" 20 м', 18990],
    ['Gardena', 'Дождеватель Aqua S', 12990], ['Palisad', 'Грабли веерные 22 зуба', 4990]] },
  { slug: 'cookware', title: { ru: 'Посуда' }, percent: 14, word: '', variants: ONE, colors: ['черный', 'серый'], models: [
    ['Tefal', 'Сковорода Unlimited 28 см', 24990], ['Rondell', 'Кастрюля Favorit 4 л', 19990], ['Kamille', 'Набор ножей 6 предметов', 11990],
    ['Luminarc', 'Сервиз столовый Diwali 19 предметов', 29990]] },
  { slug: 'home-textile', title: { ru: 'Домашний текстиль' }, percent: 15, word: '', variants: ONE, colors: ['бежевый', 'серый', 'голубой'], models: [
    ['Ecotex', 'Комплект постельного белья евро сатин', 22990], ['Arya', 'Плед флисовый 150x200', 8990], ['Togas', 'Подушка Бамбук 50x70', 12990]] },
  { slug: 'lighting', title: { ru: 'Освещение' }, percent: 12, word: '', variants: ONE, colors: ['белый', 'черный'], models: [
    ['Xiaomi', 'Настольная лампа Mi LED Desk Lamp 1S', 17990], ['Gauss', 'Светильник потолочный 36 Вт', 14990]] },
];

function sourcesOf(mid: string): CategorySource[] {
  return mid === 'm-1002' ? HOME : ELECTRONICS;
}

const categoryOf = ({ slug, title, percent }: Category): Category => ({ slug, title, percent });

/** Every category the marketplace has (installments cover categories of all shops). */
export const ALL_CATEGORIES: Category[] = [...ELECTRONICS, ...HOME].map(categoryOf);

/** Categories the merchant sells in. */
export function categoriesOf(mid: string): Category[] {
  return sourcesOf(mid).map(categoryOf);
}

const SIZES: Record<Volume, number> = { full: 260, small: 24 };

/** The merchant's assortment in a stable shuffled order; skus grow with the index and are unique. */
export function catalogOf(mid: string, volume: Volume): CatalogItem[] {
  const r = createRng(`catalog:${mid}`);
  const prefix = mid === 'm-1002' ? 'DS' : 'TS';
  const combos: CatalogItem[] = [];
  for (const source of sourcesOf(mid)) {
    for (const [brand, model, base] of source.models) {
      for (const [suffix, factor] of source.variants) {
        for (const color of source.colors) {
          const fullModel = [model, suffix].filter(Boolean).join(' ');
          combos.push({
            sku: '', merchant_sku: '', brand, model: fullModel,
            title: { ru: [source.word, brand, fullModel, color].filter(Boolean).join(' ') },
            category: categoryOf(source),
            price: roundPrice(base * factor * (0.92 + r.next() * 0.16)), image_url: '',
          });
        }
      }
    }
  }
  const skuBase = mid === 'm-1002' ? 2_201_000 : 1_001_000;
  return r.shuffle(combos).slice(0, SIZES[volume]).map((item, i) => {
    const sku = String(skuBase + i * 37 + r.int(0, 30));
    return {
      ...item,
      sku,
      merchant_sku: `${prefix}-${item.category.slug.slice(0, 3).toUpperCase()}-${String(i + 1).padStart(5, '0')}`,
      image_url: `/f3/api/v1/files/product-${sku}.svg`,
    };
  });
}
