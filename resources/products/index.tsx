import { MAIN_AREA_STATUSES } from '../../providers/access';
import { createProductsApi } from './products-api';
import { http } from '../../providers/http/client';
import { defineResource } from '../../src/engine/descriptor';
import type { ProductOnSale } from './types';

export const PRODUCTS_SECTION = '/products';
export const CATEGORIES_KEY = ['storefront', 'categories'] as const;

/**
 * Products on sale (spec 3 §2 On-sale screen, §7): GET /storefront/api/v2/merchants/products-info
 * with repeated `category`, `search`, `with_stocks`, `limit`, `page`; the status filter is
 * `is_enabled` and the sort `sort=price|-price|title|-title` (both designed: "not shown").
 * The first tab of the products page (/products leads here); its categories come with the list.
 */
export const products = defineResource<ProductOnSale>({
  name: 'products',
  route: '/products/onsale',
  menu: { icon: 'ShoppingOutlined', group: 'products', order: 10, section: PRODUCTS_SECTION },
  access: MAIN_AREA_STATUSES,
  backend: {
    service: 'storefront',
    dialect: 'storefront',
    listPath: '/storefront/api/v2/merchants/products-info',
    idField: 'sku',
    fixedQuery: { with_stocks: 'false' },
  },
  pages: ['list'],
  // The palette's hit: the product's name and the seller's SKU.
  recordLabel: (p) => `${p.title.ru} · ${p.merchant_sku}`,
  list: {
    pageSize: 20,
    filters: [
      { kind: 'search', field: 'search' },
      {
        kind: 'multiSelect',
        field: 'category',
        options: [],
        optionsSource: {
          queryKey: CATEGORIES_KEY,
          load: async () => (await createProductsApi(http).categories()).categories.map((c) => ({ value: c.slug, label: c.title.ru })),
        },
      },
      { kind: 'singleSelect', field: 'is_enabled', options: [{ value: 'true', labelKey: 'products.statusOptions.true' }, { value: 'false', labelKey: 'products.statusOptions.false' }] },
    ],
    prefetch: ({ http: early }) => [createProductsApi(early).categories()],
  },
  titles: {
    ru: { list: 'Мои товары' },
    kz: { list: 'Менің тауарларым' },
    en: { list: 'My products' },
  },
  screens: { list: () => import('./on-sale/on-sale-screen') },
  parts: () => import('./parts'),
});
