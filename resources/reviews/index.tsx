import { StarOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { defineResource } from '../../src/engine/descriptor';
import { formatDate, formatDateTime } from '../../src/format/dates';
import { Rating } from './rating';
import { ReviewBody, ReviewImages } from './review-body';
import { reviewsTexts } from './texts';
import type { Review } from './types';

const RATINGS = ['5', '4', '3', '2', '1'];

/** Customer reviews (spec 2 §2 Reviews, §7): a read-only list and a details page. */
export const reviews = defineResource<Review>({
  name: 'reviews',
  route: '/reviews',
  menu: { icon: <StarOutlined />, order: 20 },
  access: ['ACTIVE', 'ON_CHECK'],
  backend: {
    service: 'feedback',
    dialect: 'feedback',
    listPath: '/feedback/api/v1/reviews/merchants',
    onePath: (id) => `/feedback/api/v1/reviews/merchants/products/${encodeURIComponent(id)}`,
  },
  list: {
    pageSize: 20,
    defaultSort: { field: 'created_at', order: 'desc' },
    customisableColumns: true,
    filters: [
      { kind: 'search', field: 'search' },
      { kind: 'multiSelect', field: 'ratings', allOption: true, options: RATINGS.map((value) => ({ value, labelKey: `reviews.ratingOptions.${value}` })) },
      { kind: 'dateRange', field: 'created_at', presets: ['today', 'week', 'month'] },
    ],
    columns: [
      { key: 'created_at', sortKey: 'created_at', width: 136, render: (r) => formatDate(r.created_at) },
      { key: 'rating', sortKey: 'rating', width: 100, render: (r) => <Rating value={r.rating} /> },
      {
        key: 'product_title',
        required: true,
        width: 280,
        render: (r) => (
          <Typography.Text strong ellipsis={{ tooltip: r.product_title.ru }}>
            {r.product_title.ru}
          </Typography.Text>
        ),
      },
      { key: 'merchant_sku', width: 150 },
      { key: 'text', ellipsis: true, render: (r) => r.text || r.advantages || r.disadvantages },
      { key: 'order_id', width: 110 },
      { key: 'images_urls', width: 64, align: 'center', render: (r) => (r.images_urls.length ? r.images_urls.length : '—') },
      { key: 'order_completed_at', width: 130, defaultHidden: true, render: (r) => formatDate(r.order_completed_at) },
    ],
    expandable: { render: (r) => <ReviewBody review={r} /> },
  },
  show: {
    title: (r) => `${r.product_title.ru}`,
    fields: [
      { key: 'id' },
      { key: 'rating', render: (r) => <Rating value={r.rating} /> },
      { key: 'created_at', render: (r) => formatDateTime(r.created_at) },
      { key: 'product_title', render: (r) => r.product_title.ru },
      { key: 'merchant_sku' },
      { key: 'quantity' },
      { key: 'order_id' },
      { key: 'merchant_order_id' },
      { key: 'order_completed_at', render: (r) => formatDate(r.order_completed_at) },
      { key: 'text', span: 24 },
      { key: 'advantages', span: 24 },
      { key: 'disadvantages', span: 24 },
      { key: 'images_urls', span: 24, render: (r) => <ReviewImages urls={r.images_urls} title={r.product_title.ru} /> },
    ],
  },
  i18n: reviewsTexts,
});
