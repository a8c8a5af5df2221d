import { MAIN_AREA_STATUSES } from '../../providers/access';
import { createInstallmentsApi, installmentPath, INSTALLMENTS_PATH, type Installment } from './installments-api';
import type { Backend, FilterSpec, ListQuery, ResourceDescriptor } from '../../src/engine/descriptor';
import { defineResource } from '../../src/engine/descriptor';
import { ACTIVE_ROUTE, PAST_ROUTE } from './routes';

/** Cards per page: four rows of three on a desktop. */
export const CARDS_PER_PAGE = 12;

/** Month and categories are rendered by the screen (their options are computed / loaded); all live in the URL. */
const filters: FilterSpec[] = [
  { kind: 'singleSelect', field: 'month', options: [] },
  { kind: 'multiSelect', field: 'category', options: [] },
  { kind: 'checkbox', field: 'is_merchant_categories' },
  { kind: 'checkbox', field: 'is_subscribed' },
];
// The categories filter's options come with the first wave.
const list: ListQuery = { pageSize: CARDS_PER_PAGE, filters, prefetch: ({ http }) => [createInstallmentsApi(http).categories()] };
const backend = (completed: boolean): Backend => ({
  service: 'installment',
  dialect: 'installment',
  listPath: INSTALLMENTS_PATH,
  onePath: installmentPath,
  idField: 'installment_id',
  // The past tab is `is_completed=true` (spec 3 §2), the active one its opposite.
  fixedQuery: { is_completed: String(completed) },
});
const screens: ResourceDescriptor['screens'] = {
  list: () => import('./list/installments-list'),
  show: () => import('./details/installment-details'),
};

/**
 * New installment programme (spec 3 §2 Installments (new), §7): the active tab with the
 * details page under it, and the past tab (`installments-past`, same screen, completed
 * promotions; its cards open the details under the active route).
 */
export const installments = defineResource<Installment>({
  name: 'installments',
  route: ACTIVE_ROUTE,
  menu: { icon: 'PercentageOutlined', group: 'finance', order: 15 },
  access: MAIN_AREA_STATUSES,
  backend: backend(false),
  pages: ['list', 'show'],
  list,
  titles: {
    ru: { list: 'Рассрочка: новая программа', show: 'Акция' },
    kz: { list: 'Бөліп төлеу: жаңа бағдарлама', show: 'Акция' },
    en: { list: 'Installments: new programme', show: 'Promotion' },
  },
  screens,
  parts: () => import('./parts'),
});

export const installmentsPast = defineResource<Installment>({
  name: 'installments-past',
  route: PAST_ROUTE,
  showRoute: ACTIVE_ROUTE,
  access: MAIN_AREA_STATUSES,
  backend: backend(true),
  pages: ['list'],
  list,
  titles: {
    ru: { list: 'Рассрочка: прошедшие акции' },
    kz: { list: 'Бөліп төлеу: өткен акциялар' },
    en: { list: 'Installments: past promotions' },
  },
  screens: { list: screens.list },
  parts: () => import('./parts'),
});
