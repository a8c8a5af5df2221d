import { defineResource } from '../../src/engine/descriptor';
import type { Review } from './types';

const RATINGS = ['5', '4', '3', '2', '1'];

/** Customer reviews (spec 2 §2 Reviews, §7): a read-only list and a details page, both the engine's. */
export const reviews = defineResource<Review>({
  name: 'reviews',
  route: '/reviews',
  menu: { icon: 'StarOutlined', order: 20 },
  access: ['ACTIVE', 'ON_CHECK'],
  backend: {
    service: 'feedback',
    dialect: 'feedback',
    listPath: '/feedback/api/v1/reviews/merchants',
    onePath: (id) => `/feedback/api/v1/reviews/merchants/products/${encodeURIComponent(id)}`,
  },
  pages: ['list', 'show'],
  // The palette's hit: the review's number and its product.
  recordLabel: (r) => `№${r.id} · ${r.product_title.ru}`,
  list: {
      pageSize: 20,
      defaultSort: { field: 'created_at', order: 'desc' },
      filters: [
        { kind: 'search', field: 'search' },
        { kind: 'multiSelect', field: 'ratings', allOption: true, options: RATINGS.map((value) => ({ value, labelKey: `reviews.ratingOptions.${value}` })) },
        { kind: 'dateRange', field: 'created_at', presets: ['today', 'week', 'month'] },
      ],
  },
  titles: {
    ru: { list: 'Отзывы', show: 'Отзыв' },
    kz: { list: 'Пікірлер', show: 'Пікір' },
    en: { list: 'Reviews', show: 'Review' },
  },
  parts: () => import('./parts'),
});
