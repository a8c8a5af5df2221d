import { MAIN_AREA_STATUSES } from '../../../providers/access';
import { createInstallmentsApi, ENROLLED_PRODUCTS_PATH, OLD_INSTALLMENTS_PATH, oldInstallmentPath, type EnrolledProduct, type OldInstallment } from '../installments-api';
import type { FilterSpec } from '../../../src/engine/descriptor';
import { defineResource } from '../../../src/engine/descriptor';
import { ENROLLED_ROUTE, OLD_ROUTE } from '../routes';


/** Month (the screen offers the current month and the next two) and category, in the URL. */
const filters: FilterSpec[] = [
  { kind: 'singleSelect', field: 'month', options: [] },
  { kind: 'multiSelect', field: 'category', options: [] },
];

/**
 * Old installment programme (spec 3 §2 Installments (old), §7): the running promotions
 * (cards) with "participate" → /installments/{installmentId}, the add-products page.
 */
export const oldInstallments = defineResource<OldInstallment>({
  name: 'old-installments',
  route: OLD_ROUTE,
  menu: { icon: 'CreditCardOutlined', group: 'finance', order: 10 },
  access: MAIN_AREA_STATUSES,
  backend: { service: 'payplan', dialect: 'payplan', listPath: `${OLD_INSTALLMENTS_PATH}/available`, onePath: oldInstallmentPath },
  pages: ['list', 'show'],
  // The add-products page's category select: with the promotion, in the first wave.
  showPrefetch: ({ http }) => [createInstallmentsApi(http).categories()],
  list: { pageSize: 20, filters, prefetch: ({ http }) => [createInstallmentsApi(http).categories()] },
  titles: {
    ru: { list: 'Рассрочка: акции', show: 'Добавление товаров в акцию' },
    kz: { list: 'Бөліп төлеу: акциялар', show: 'Акцияға тауар қосу' },
    en: { list: 'Installments: promotions', show: 'Add products to the promotion' },
  },
  screens: {
    list: () => import('./running-promotions'),
    show: () => import('./add-products-page'),
  },
  parts: () => import('./parts'),
});

/** The old programme's second tab: the shop's products in promotions (listed before the show route matches). */
export const enrolledProducts = defineResource<EnrolledProduct>({
  name: 'enrolled-products',
  route: ENROLLED_ROUTE,
  access: MAIN_AREA_STATUSES,
  backend: { service: 'storefront', dialect: 'storefront', listPath: ENROLLED_PRODUCTS_PATH, idField: 'sku' },
  pages: ['list'],
  list: { pageSize: 20, filters, prefetch: ({ http }) => [createInstallmentsApi(http).categories()] },
  titles: {
    ru: { list: 'Товары в акциях' },
    kz: { list: 'Акциядағы тауарлар' },
    en: { list: 'Products in promotions' },
  },
  screens: { list: () => import('./enrolled-products') },
  parts: () => import('./parts'),
});
