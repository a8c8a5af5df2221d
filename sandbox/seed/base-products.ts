import { catalogOf } from './merchant-catalog';
import { productsOnSaleOf, unrelatedOf } from './products';
import { createRng } from './seed-util';

/** Spec 3 §3 Base product (+ `sku`, and `price` for the search hits): a marketplace card a seller's product binds to. */
export interface BaseProduct {
  sku: string;
  title: { ru: string };
  brand: { title: { ru: string } };
  media: Array<{ type: 'image'; url: string; alt: string }>;
  /** The category an on-sale row takes after binding. */
  category: { slug: string; title: { ru: string } };
  price: number;
}

const ACCESSORIES = { slug: 'accessories', title: { ru: 'Аксессуары для телефонов' } };
const HOME = { slug: 'home-goods', title: { ru: 'Товары для дома и сада' } };

function mediaOf(sku: string, title: string): BaseProduct['media'] {
  const r = createRng(`base-media:${sku}`);
  return Array.from({ length: r.int(1, 7) }, (_, k) => ({ type: 'image' as const, url: `/f3/api/v1/files/base-${sku}-${k + 1}.svg`, alt: `${title}, фото ${k + 1}` }));
}

let index: Map<string, BaseProduct> | undefined;

/**
 * The marketplace's base products: every variant offered to an unmatched row (both seeded
 * shops) and every product of the shops' catalogues (a link to a product page finds it).
 * Built once; the same for every merchant, as the marketplace catalogue is shared.
 */
export function baseProducts(): Map<string, BaseProduct> {
  if (index) return index;
  const out = new Map<string, BaseProduct>();
  for (const [mid, volume] of [['m-1001', 'full'], ['m-1002', 'small']] as const) {
    for (const row of unrelatedOf(mid, volume)) {
      for (const hit of row.variants.hits) {
        out.set(hit.id, {
          sku: hit.id,
          title: { ru: hit.name },
          brand: { title: { ru: hit.brand } },
          media: mediaOf(hit.id, hit.name),
          category: mid === 'm-1002' ? HOME : ACCESSORIES,
          price: row.products.price,
        });
      }
    }
    const brands = new Map(catalogOf(mid, volume).map((c) => [c.sku, c.brand]));
    for (const item of productsOnSaleOf(mid, volume)) {
      if (out.has(item.sku)) continue;
      out.set(item.sku, {
        sku: item.sku,
        title: item.title,
        brand: { title: { ru: brands.get(item.sku) ?? item.title.ru.split(' ').find((w) => /^[A-Z]/.test(w)) ?? '' } },
        media: mediaOf(item.sku, item.title.ru),
        category: item.category,
        price: item.price.current,
      });
    }
  }
  index = out;
  return out;
}
