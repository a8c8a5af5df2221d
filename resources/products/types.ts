import type { PriceExtremum } from './rules/price-position';

/** Spec 3 §3 Product on sale (+ `is_enabled`, the on-sale switch; `stocks` with `with_stocks=true`). */
export interface ProductOnSale {
  [key: string]: unknown;
  sku: string;
  merchant_sku: string;
  title: { ru: string };
  category: { slug: string; title: { ru: string } };
  image_url: string;
  is_enabled: boolean;
  stocks?: Array<{ store_id: string; quantity: number }>;
  /** markup_percent in hundredths of a percent (spec 1 §9: 1000 = 10 %). */
  price: { current: number; old: number; markup: number; markup_percent: number; price_without_markup: number };
  price_extremum: PriceExtremum;
  /** value in tenge, rate in hundredths of a percent (spec 1 §9). */
  commissions: { total: { value: number; rate: number } };
}

/** Spec 3 §3 Unrelated product row (also a no-suitable product: the same call with no_base_product=true). */
export interface UnrelatedRow {
  [key: string]: unknown;
  id: string;
  products: { sku: string; brand: string; model: string; name: string; price: number };
  variants: { total: number; hits: Array<{ id: string; picture: string; brand: string; name: string }> };
}
