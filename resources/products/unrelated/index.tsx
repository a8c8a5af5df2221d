import { MAIN_AREA_STATUSES } from '../../../providers/access';
import { BRANDS_PATH, createProductsApi } from '../products-api';
import { http } from '../../../providers/http/client';
import { defineResource } from '../../../src/engine/descriptor';
import type { UnrelatedRow } from '../types';

export const BRANDS_KEY = ['merchant-gateway', 'brands'] as const;
export const UNRELATED_LIST_PATH = '/merchant-gateway/api/v2/merchants/products/list';

/**
 * Unmatched products (spec 3 §2 Unrelated products screen, §7): GET
 * /merchant-gateway/api/v2/merchants/products/list with repeated `brands`, `search` (spaces as
 * `+`, the dialect's rule), `limit` 10, `page`, `no_base_product=false` (rows not yet marked
 * "no suitable"). The second tab of the products page; brands come with the list.
 */
export const unrelated = defineResource<UnrelatedRow>({
  name: 'unrelated',
  route: '/products/unrelated',
  access: MAIN_AREA_STATUSES,
  backend: {
    service: 'merchant-gateway',
    dialect: 'merchant-gateway',
    listPath: UNRELATED_LIST_PATH,
    fixedQuery: { no_base_product: 'false' },
  },
  pages: ['list'],
  list: {
    pageSize: 10,
    filters: [
      { kind: 'search', field: 'search' },
      {
        kind: 'multiSelect',
        field: 'brands',
        options: [],
        optionsSource: { queryKey: BRANDS_KEY, load: async () => (await createProductsApi(http).brands()).brands.map((b) => ({ value: b, label: b })) },
      },
    ],
    prefetch: ({ http: early }) => [early.request({ path: BRANDS_PATH })],
  },
  titles: {
    ru: { list: 'Несвязанные товары' },
    kz: { list: 'Байланыспаған тауарлар' },
    en: { list: 'Unmatched products' },
  },
  screens: { list: () => import('./unrelated-screen') },
  parts: () => import('./parts'),
});
