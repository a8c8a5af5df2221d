import { describe, expect, it } from 'vitest';
import { seedReviews } from './seed/reviews';
import { seedAccounts } from './seed/accounts';
import { seedProfiles } from './seed/profiles';
import { DAY_MS, SEED_DATE, createRandom, mulberry32 } from './seed/random';
import { generateSvg } from './modules/files';

describe('sandbox seed', () => {
  it('mulberry32 gives the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createRandom('x').int(1, 1000)).toBe(createRandom('x').int(1, 1000));
  });

  it('is deterministic: every slice seed gives equal data on every call', () => {
    expect(seedReviews()).toEqual(seedReviews());
    expect(seedAccounts()).toEqual(seedAccounts());
    expect(seedProfiles()).toEqual(seedProfiles());
    expect(generateSvg('review-7.svg')).toBe(generateSvg('review-7.svg'));
    expect(generateSvg('review-7.svg')).not.toBe(generateSvg('review-8.svg'));
  });

  it('has reviews in volumes that exercise paging, skewed toward good ratings', () => {
    const reviews = seedReviews();
    const own = reviews.filter((r) => r.mid === 'm-1001');
    expect(own.length).toBeGreaterThanOrEqual(320);
    expect(reviews.filter((r) => r.mid === 'm-1002').length).toBeGreaterThanOrEqual(30);
    const byRating = [1, 2, 3, 4, 5].map((n) => own.filter((r) => r.rating === n).length);
    expect(byRating.every((n) => n > 0)).toBe(true);
    expect(byRating[3] + byRating[4]).toBeGreaterThan(own.length / 2);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
  });

  it('has realistic review fields', () => {
    const reviews = seedReviews();
    const oldest = SEED_DATE.getTime() - 201 * DAY_MS;
    for (const r of reviews) {
      expect(r.order_id).toMatch(/^\d+$/);
      expect(r.merchant_order_id).toMatch(/^\d+$/);
      expect(r.merchant_sku).toMatch(/^(TS|DS)-\d{5}$/);
      expect(Date.parse(r.created_at)).toBeGreaterThan(oldest);
      expect(Date.parse(r.created_at)).toBeLessThanOrEqual(SEED_DATE.getTime());
      expect(Date.parse(r.order_completed_at)).toBeLessThan(Date.parse(r.created_at));
      for (const url of r.images_urls) expect(url).toMatch(/^\/f3\/api\/v1\/files\/review-\d+\.svg$/);
    }
    const withImages = reviews.filter((r) => r.images_urls.length > 0).length / reviews.length;
    expect(withImages).toBeGreaterThan(0.2);
    expect(withImages).toBeLessThan(0.4);
    expect(reviews.some((r) => r.text === '')).toBe(true);
    expect(reviews.filter((r) => /[а-яё]/i.test(r.text)).length).toBeGreaterThan(reviews.length / 2);
  });

  it('profiles agree with the accounts and the reviews', () => {
    const profiles = seedProfiles();
    for (const store of seedAccounts().stores) expect(profiles[store.mid]).toBeDefined();
    expect(profiles['m-1001'].feedbacks_count).toBe(seedReviews().filter((r) => r.mid === 'm-1001').length);
    expect(profiles['m-1001'].company_info.payment_requisites.account_bank_number).toMatch(/^KZ[A-Z0-9]{18}$/);
  });
});
