import { ALL_CATEGORIES, categoriesOf } from '../seed/merchant-catalog';
import { EXTRA_CATEGORIES, extraCategoriesOf } from '../seed/products-extra';
import { answerOf, productsOnSaleOf, unrelatedOf, type ProductOnSale, type UnrelatedRow } from '../seed/products';
import { perMerchant, SEEDED_MERCHANTS } from '../seed/seed-util';
import type { SandboxModule } from '../types';
import { productActionSeeds, registerProductActions } from './product-actions';
import { boolParam, enumParam, jsonRoute, matchesText, pageOf, pagingOf, repeatedEnum, rowsOf, sortRows } from './list-query';

/**
 * Products (spec 3 §7):
 * - storefront products-info: repeated `category` (slug), `search` (sku, partner sku or
 *   title), `with_stocks` (true adds `stocks`), `is_enabled`, `sort` price|-price|title|-title
 *   → {products, total (all the shop's), filtered_total}, percents in hundredths (spec 1 §9);
 *   categories → {categories}.
 * - merchant-gateway list of unmatched rows: repeated `brands`, `search` (words separated by
 *   '+' or spaces, all must occur), `no_base_product` (absent = both kinds) → {products, count};
 *   brands → {brands: string[]}.
 * - the changes (enable/disable, price, binding, no-bp, base products, search): product-actions.ts.
 */
const SORTS = ['price', '-price', 'title', '-title'] as const;
const SLUGS = [...ALL_CATEGORIES, ...EXTRA_CATEGORIES].map((c) => c.slug);

export const productsModule: SandboxModule = {
  name: 'products',
  seeds: {
    'products-on-sale': () => perMerchant(productsOnSaleOf),
    'products-unrelated': () => perMerchant(unrelatedOf),
    ...productActionSeeds,
  },
  register(app, ctx) {
    app.get('/storefront/api/v2/merchants/products-info', ctx.requireMerchant, jsonRoute((c, p) => {
      const paging = pagingOf(p);
      const categories = repeatedEnum(p, 'category', SLUGS);
      const search = p.one('search')?.trim();
      const withStocks = boolParam(p, 'with_stocks') ?? false;
      const enabled = boolParam(p, 'is_enabled');
      const sort = enumParam(p, 'sort', SORTS);
      const all = rowsOf<ProductOnSale>(ctx.store, 'products-on-sale', c.get('mid'));
      let rows = all.filter(
        (x) =>
          (!categories || categories.includes(x.category.slug)) &&
          (enabled === undefined || x.is_enabled === enabled) &&
          (!search || matchesText(search, x.sku, x.merchant_sku, x.title.ru)),
      );
      if (sort) {
        const desc = sort.startsWith('-');
        rows = sortRows(rows, (x) => (sort.endsWith('price') ? x.price.current : x.title.ru), desc, (x) => x.sku);
      }
      const products = pageOf(rows, paging).map((x) => answerOf(x, withStocks));
      return { products, total: all.length, filtered_total: rows.length };
    }));

    app.get('/storefront/api/v1/merchants/categories', ctx.requireMerchant, jsonRoute((c) => {
      const mid = c.get('mid');
      const categories = mid in SEEDED_MERCHANTS ? [...categoriesOf(mid), ...extraCategoriesOf(mid)].map(({ slug, title }) => ({ slug, title })) : [];
      return { categories };
    }));

    const unrelated = (mid: string): UnrelatedRow[] => rowsOf<UnrelatedRow>(ctx.store, 'products-unrelated', mid);

    app.get('/merchant-gateway/api/v2/merchants/products/list', ctx.requireMerchant, jsonRoute((c, p) => {
      const paging = pagingOf(p);
      const brands = p.all('brands');
      const words = (p.one('search') ?? '').split(/[+\s]+/).filter(Boolean);
      const noBase = boolParam(p, 'no_base_product');
      const rows = unrelated(c.get('mid')).filter(
        (x) =>
          (brands.length === 0 || brands.includes(x.products.brand)) &&
          (noBase === undefined || x.no_base_product === noBase) &&
          words.every((w) => matchesText(w, x.products.sku, x.products.brand, x.products.model, x.products.name)),
      );
      return { products: pageOf(rows, paging).map(({ bind_fault: _fault, ...row }) => row), count: rows.length };
    }));

    app.get('/merchant-gateway/api/v1/merchant/documents/brands', ctx.requireMerchant, jsonRoute((c) => {
      const brands = [...new Set(unrelated(c.get('mid')).map((x) => x.products.brand))].sort((a, b) => a.localeCompare(b, 'ru'));
      return { brands };
    }));

    registerProductActions(app, ctx);
  },
};
