import { MAIN_AREA_STATUSES } from '../../../providers/access';
import { defineResource } from '../../../src/engine/descriptor';
import type { UnrelatedRow } from '../types';
import { UNRELATED_LIST_PATH } from '../unrelated';

/**
 * Products marked "no suitable variant" (spec 3 §2 No-suitable screen): the unmatched list's
 * call with `no_base_product=true`, 20 a page, searchable. The third tab of the products page.
 */
export const nosuitable = defineResource<UnrelatedRow>({
  name: 'nosuitable',
  route: '/products/nosuitable',
  access: MAIN_AREA_STATUSES,
  backend: {
    service: 'merchant-gateway',
    dialect: 'merchant-gateway',
    listPath: UNRELATED_LIST_PATH,
    fixedQuery: { no_base_product: 'true' },
  },
  pages: ['list'],
  list: { pageSize: 20, filters: [{ kind: 'search', field: 'search' }] },
  titles: {
    ru: { list: 'Нет подходящего варианта' },
    kz: { list: 'Сәйкес нұсқа жоқ' },
    en: { list: 'No suitable match' },
  },
  screens: { list: () => import('./nosuitable-screen') },
  parts: () => import('./parts'),
});
