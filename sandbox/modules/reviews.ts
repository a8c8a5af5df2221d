import type { Context } from 'hono';
import type { SandboxModule } from '../types';
import { REVIEWS_SLICE, seedReviews, type Review, type StoredReview } from '../seed/reviews';
import { badRequest, intParam, isoParam, notFound, queryParam } from '../http';

/**
 * Reviews (spec 2 §7, feedback dialect): `limit` 1..100 (default 20), `page` >= 1,
 * `search` (text, product title, merchant_sku, order ids; case-insensitive), `ratings`
 * comma list of 1..5, `sort_key` created_at|rating with `sort_val` 1|-1 (default created_at
 * -1), `date_from`/`date_to` ISO instants on created_at (inclusive) → {reviews, total}.
 * Only the signed-in shop's reviews are visible. `GET .../products/{id}` → the review; 404
 * when the shop has none with that id (an id that is not a number included).
 */
const BASE = '/feedback/api/v1/reviews/merchants';
const SORT_KEYS = ['created_at', 'rating'] as const;

function ratingsOf(c: Context): Set<number> | undefined {
  const raw = queryParam(c, 'ratings');
  if (raw === undefined) return undefined;
  const parts = raw.split(',');
  if (!parts.every((p) => /^[1-5]$/.test(p))) badRequest('ratings must be a comma list of 1..5');
  return new Set(parts.map(Number));
}

function sortOf(c: Context): { key: (typeof SORT_KEYS)[number]; dir: 1 | -1 } {
  const key = queryParam(c, 'sort_key');
  const val = queryParam(c, 'sort_val');
  if (key === undefined && val === undefined) return { key: 'created_at', dir: -1 };
  if (key === undefined || !(SORT_KEYS as readonly string[]).includes(key)) badRequest('sort_key must be created_at or rating');
  if (val !== undefined && val !== '1' && val !== '-1') badRequest('sort_val must be 1 or -1');
  return { key: key as (typeof SORT_KEYS)[number], dir: val === '1' ? 1 : -1 };
}

function matches(review: StoredReview, needle: string): boolean {
  return [review.text, review.product_title.ru, review.merchant_sku, review.order_id, review.merchant_order_id]
    .some((field) => field.toLowerCase().includes(needle));
}

const publicReview = ({ mid: _mid, ...review }: StoredReview): Review => review;

export const reviewsModule: SandboxModule = {
  name: 'reviews',
  seeds: { [REVIEWS_SLICE]: seedReviews },
  register(app, ctx) {
    const reviewsOf = (mid: string): StoredReview[] => ctx.store.slice<StoredReview[]>(REVIEWS_SLICE).filter((r) => r.mid === mid);

    app.get(BASE, ctx.requireMerchant, (c) => {
      const limit = intParam(c, 'limit', 20, 1, 100);
      const page = intParam(c, 'page', 1, 1, 1_000_000);
      const search = queryParam(c, 'search')?.trim().toLowerCase() ?? '';
      const ratings = ratingsOf(c);
      const { key, dir } = sortOf(c);
      const from = isoParam(c, 'date_from');
      const to = isoParam(c, 'date_to');
      if (from && to && from > to) badRequest('date_from must not be after date_to');

      const rows = reviewsOf(c.get('mid')).filter((r) => {
        const at = Date.parse(r.created_at);
        return (
          (!ratings || ratings.has(r.rating)) &&
          (!from || at >= from.getTime()) &&
          (!to || at <= to.getTime()) &&
          (search === '' || matches(r, search))
        );
      });
      rows.sort((a, b) => {
        const primary = key === 'rating' ? a.rating - b.rating : a.created_at.localeCompare(b.created_at);
        // Ties by id in the same direction, so paging never repeats or skips a row.
        return (primary || a.id - b.id) * dir;
      });
      return c.json({ reviews: rows.slice((page - 1) * limit, page * limit).map(publicReview), total: rows.length });
    });

    app.get(`${BASE}/products/:id`, ctx.requireMerchant, (c) => {
      // A path naming no review is a 404 whatever it holds: an id that is not a number names none either.
      const raw = c.req.param('id');
      const review = /^\d{1,12}$/.test(raw) ? reviewsOf(c.get('mid')).find((r) => r.id === Number(raw)) : undefined;
      if (!review) notFound('review not found');
      return c.json(publicReview(review));
    });
  },
};
