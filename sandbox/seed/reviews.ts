import { HOME_GARDEN_GOODS, TECH_STORE_GOODS, type CatalogItem } from './review-goods';
import { composeReview } from './review-text';
import { ordersOf } from './orders';
import { DAY_MS, SEED_DATE, createRandom } from './random';
import { SEEDED_MERCHANTS } from './seed-util';

/** A review as the feedback service answers it (spec 2 §3). */
export interface Review {
  id: number;
  rating: number;
  merchant_order_id: string;
  order_id: string;
  text: string;
  advantages: string;
  disadvantages: string;
  created_at: string;
  merchant_sku: string;
  order_completed_at: string;
  product_title: { ru: string };
  images_urls: string[];
  quantity: number;
}

/** Stored with its shop; `mid` is never sent. */
export interface StoredReview extends Review {
  mid: string;
}

export const REVIEWS_SLICE = 'reviews';

const RATINGS: ReadonlyArray<readonly [number, number]> = [[5, 46], [4, 24], [3, 12], [2, 8], [1, 10]];

interface ShopPlan {
  mid: string;
  count: number;
  goods: CatalogItem[];
}

const PLANS: ShopPlan[] = [
  { mid: 'm-1001', count: 324, goods: TECH_STORE_GOODS },
  { mid: 'm-1002', count: 42, goods: HOME_GARDEN_GOODS },
];

/** Deterministic: the same list on every call (ids ascend with created_at). */
export function seedReviews(): StoredReview[] {
  const r = createRandom('reviews');
  const drafts: Array<Omit<StoredReview, 'id' | 'images_urls'>> = [];
  for (const plan of PLANS) {
    // A review is of a completed order of the shop, so its order link opens that order.
    const finished = ordersOf(plan.mid, SEEDED_MERCHANTS[plan.mid] ?? 'small').filter((o) => o.status === 'completed');
    for (let i = 0; i < plan.count; i++) {
      const item = r.pick(plan.goods);
      const rating = r.weighted(RATINGS);
      const created = SEED_DATE.getTime() - r.int(0, 200 * DAY_MS);
      const completed = created - r.int(DAY_MS / 2, 10 * DAY_MS);
      drafts.push({
        mid: plan.mid,
        rating,
        merchant_order_id: String(r.int(30_000_000, 39_999_999)),
        order_id: ((drawn) => (finished.length ? finished[(i * 7) % finished.length].id : drawn))(String(r.int(600_000_000, 699_999_999))),
        ...composeReview(r, rating, item.kind),
        created_at: new Date(created).toISOString(),
        merchant_sku: item.merchant_sku,
        order_completed_at: new Date(completed).toISOString(),
        product_title: { ru: item.title },
        quantity: r.weighted([[1, 80], [2, 15], [3, 5]]),
      });
    }
  }
  drafts.sort((a, b) => a.created_at.localeCompare(b.created_at));
  let image = 0;
  return drafts.map((d, i) => ({
    id: 100_001 + i,
    ...d,
    images_urls: r.chance(0.3)
      ? Array.from({ length: r.int(1, 4) }, () => `/f3/api/v1/files/review-${++image}.svg`)
      : [],
  }));
}

/** Count and mean rating per shop, for the shop profile's feedbacks_count and rating. */
export function reviewStats(reviews: StoredReview[], mid: string): { count: number; rating: number } {
  const own = reviews.filter((x) => x.mid === mid);
  const mean = own.length ? own.reduce((s, x) => s + x.rating, 0) / own.length : 0;
  return { count: own.length, rating: Math.round(mean * 10) / 10 };
}
