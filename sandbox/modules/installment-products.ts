import type { Installment } from '../seed/installments';
import { productsOnSaleOf } from '../seed/products';
import { categoriesOf } from '../seed/merchant-catalog';
import { SEEDED_MERCHANTS } from '../seed/seed-util';
import type { Lang } from '../seed/reference';
import { excelCsv } from '../excel-csv';

/**
 * A product of the shop in a new-programme promotion it takes part in (designed: the spec
 * names the call's columns, not its shape): the participating commissions, each with its
 * duration in months, rate and the discount (rate in hundredths of a percent, amount in tenge).
 */
export interface ProgrammeProduct {
  sku: string;
  title: { ru: string };
  category: { slug: string; title: { ru: string } };
  price: { current: number };
  installment_id: number;
  commissions: Array<{ id: number; duration: number; rate: number; discount: { rate: number; amount: number } }>;
}

/** The shop took part (or takes part): a participating category, or for an all-categories promotion a chosen commission. */
export function tookPart(x: Installment): boolean {
  return x.categories.length === 0 ? x.commissions.some((k) => k.is_participating) : x.categories.some((c) => c.is_participating);
}

/** The slugs the shop takes part with: the participating categories, or all its own for an all-categories promotion. */
export function participatingSlugs(mid: string, x: Installment): Set<string> {
  if (x.categories.length === 0) return new Set(x.commissions.some((k) => k.is_participating) ? categoriesOf(mid).map((c) => c.slug) : []);
  return new Set(x.categories.filter((c) => c.is_participating).map((c) => c.slug));
}

export function programmeProducts(mid: string, promotions: Installment[]): ProgrammeProduct[] {
  const volume = SEEDED_MERCHANTS[mid];
  if (!volume) return [];
  const products = productsOnSaleOf(mid, volume);
  const seen = new Set<string>();
  const out: ProgrammeProduct[] = [];
  for (const x of promotions) {
    const slugs = participatingSlugs(mid, x);
    const commissions = x.commissions.filter((k) => k.is_participating);
    if (commissions.length === 0) continue;
    for (const p of products) {
      if (!slugs.has(p.category.slug) || seen.has(p.sku)) continue;
      seen.add(p.sku);
      out.push({
        sku: p.sku,
        title: p.title,
        category: p.category,
        price: { current: p.price.current },
        installment_id: x.installment_id,
        commissions: commissions.map((k) => ({ id: k.id, duration: k.duration, rate: k.value, discount: { rate: k.discount_amount, amount: Math.round((p.price.current * k.discount_amount) / 10000) } })),
      });
    }
  }
  return out;
}

const PARTICIPATION_HEADERS: Record<Lang, string[]> = {
  ru: ['Акция', 'Артикул', 'Товар', 'Категория', 'Цена, ₸', 'Срок, мес.', 'Комиссия, %', 'Скидка, %', 'Скидка, ₸'],
  kz: ['Акция', 'Артикул', 'Тауар', 'Санат', 'Бағасы, ₸', 'Мерзімі, ай', 'Комиссия, %', 'Жеңілдік, %', 'Жеңілдік, ₸'],
  en: ['Promotion', 'SKU', 'Product', 'Category', 'Price, ₸', 'Term, months', 'Commission, %', 'Discount, %', 'Discount, ₸'],
};

/** The participation report (sandbox/excel-csv.ts: BOM, `;`, the caller's language). Titles are kept in Russian where the seed has no other. */
export function participationCsv(x: Installment, rows: ProgrammeProduct[], lang: Lang): string {
  const title = lang === 'kz' ? x.title.kz : x.title.ru;
  const lines = rows.flatMap((p) =>
    p.commissions.map((k) => [title, p.sku, p.title.ru, p.category.title.ru, p.price.current, k.duration, k.rate / 100, k.discount.rate / 100, k.discount.amount]),
  );
  return excelCsv(lang, PARTICIPATION_HEADERS[lang], lines);
}
