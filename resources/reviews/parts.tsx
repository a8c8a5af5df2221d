import { Link } from 'react-router';
import { EllipsisText } from '../../src/controls/ellipsis-text';
import { defineParts } from '../../src/engine/descriptor';
import { formatDate, formatDateTime } from '../../src/format/dates';
import { Rating } from './rating';
import { ReviewBody, ReviewImages } from './review-body';
import { reviewsTexts } from './texts';
import type { Review } from './types';

/** The order the review is about (its own page; a link, so a row click does not open the review). */
function OrderLink({ id }: { id: string }) {
  return id ? <Link to={`/orders/${encodeURIComponent(id)}`}>{id}</Link> : '—';
}


/** What the reviews pages need once open: columns, filters, fields and texts. */
export default defineParts<Review>({
  list: {
    customisableColumns: true,
    export: { fileName: 'reviews' },
    columns: [
      { key: 'created_at', sortKey: 'created_at', width: 136, render: (r) => formatDate(r.created_at) },
      { key: 'rating', sortKey: 'rating', width: 100, render: (r) => <Rating value={r.rating} /> },
      {
        key: 'product_title',
        required: true,
        width: 220,
        render: (r) => (
          <EllipsisText title={r.product_title.ru} strong>
            {r.product_title.ru}
          </EllipsisText>
        ),
      },
      // The review's words are what the seller reads: the text column takes the rest of the width.
      { key: 'merchant_sku', width: 150, defaultHidden: true },
      { key: 'text', ellipsis: true, render: (r) => r.text || r.advantages || r.disadvantages },
      { key: 'order_id', width: 120, render: (r) => <OrderLink id={r.order_id} /> },
      { key: 'images_urls', width: 64, align: 'center', render: (r) => (r.images_urls.length ? r.images_urls.length : '—') },
      { key: 'order_completed_at', width: 130, defaultHidden: true, render: (r) => formatDate(r.order_completed_at) },
    ],
    card: { status: 'rating', fields: ['created_at', 'order_id', 'text'], wide: ['text'] },
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
      { key: 'order_id', render: (r) => <OrderLink id={r.order_id} /> },
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
