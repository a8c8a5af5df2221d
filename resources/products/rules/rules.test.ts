import { describe, expect, it } from 'vitest';
import { abbreviated, barLabelAnchor, barPercent, bestPriceSuggestion, discountPercent, pricePosition, type PriceExtremum } from './price-position';
import { checkPrice, sanitizePrice } from './price-input';
import { productPageUrl, skuFromLink } from './marketplace-link';
import { bindErrorKind, bulkOutcome } from './bulk-outcome';
import { ownParts } from './variant-differences';

const ext = (min: number, max: number, count: number, atMin = 1): PriceExtremum => ({ min, max, count, min_price_counter: atMin });

describe('price position (spec 3 §4)', () => {
  it.each([
    ['best: alone at the minimum', 1000, ext(1000, 1500, 3), 'best'],
    ['same: a tie at the minimum', 1000, ext(1000, 1500, 4, 2), 'same'],
    ['same: everyone at one price', 1000, ext(1000, 1000, 3, 3), 'same'],
    ['max: own price is the maximum', 1500, ext(1000, 1500, 3), 'max'],
    ['expensive: between min and max', 1200, ext(1000, 1500, 5), 'expensive'],
    ['none: the sole seller', 1000, ext(1000, 1000, 1), 'none'],
    ['none: no figures', 1000, ext(0, 0, 0, 0), 'none'],
    ['none: own below the known minimum (stale)', 900, ext(1000, 1500, 3), 'none'],
    ['none: own above the known maximum (stale)', 1600, ext(1000, 1500, 3), 'none'],
  ] as const)('%s', (_name, own, e, expected) => {
    expect(pricePosition(own, e)).toBe(expected);
  });
});

describe('the range bar', () => {
  it('puts the label start / centre / end at the 40 and 60 percent thresholds', () => {
    expect(barLabelAnchor(0)).toBe('start');
    expect(barLabelAnchor(39.9)).toBe('start');
    expect(barLabelAnchor(40)).toBe('center');
    expect(barLabelAnchor(60)).toBe('center');
    expect(barLabelAnchor(60.1)).toBe('end');
    expect(barLabelAnchor(100)).toBe('end');
  });
  it('places own price between min and max, the middle when they are equal', () => {
    expect(barPercent(1250, { min: 1000, max: 1500 })).toBe(50);
    expect(barPercent(1500, { min: 1000, max: 1500 })).toBe(100);
    expect(barPercent(1000, { min: 1000, max: 1000 })).toBe(50);
  });
  it('shows a discount only for an old price above the current one', () => {
    expect(discountPercent(800, 1000)).toBe(20);
    expect(discountPercent(800, 0)).toBeUndefined();
    expect(discountPercent(1000, 900)).toBeUndefined();
  });
});

describe('abbreviation over 99 999', () => {
  it('keeps 99 999 whole and abbreviates 100 000 and more to thousands', () => {
    expect(abbreviated(99_999)).toEqual({ value: 99_999, thousands: false });
    expect(abbreviated(100_000)).toEqual({ value: 100, thousands: true });
    expect(abbreviated(1_234_567)).toEqual({ value: 1235, thousands: true });
  });
});

describe('the best-price suggestion (beyond the spec)', () => {
  it('is 1 tenge under the lowest other seller', () => {
    expect(bestPriceSuggestion(1200, ext(1000, 1500, 3))).toBe(999);
    expect(bestPriceSuggestion(1000, ext(1000, 1500, 3, 2))).toBe(999);
    expect(bestPriceSuggestion(1500, ext(1000, 1500, 3))).toBe(999);
  });
  it('never goes below 101', () => {
    expect(bestPriceSuggestion(150, ext(101, 200, 3))).toBe(101);
    expect(bestPriceSuggestion(150, ext(102, 200, 3))).toBe(101);
  });
  it('is offered neither to the best nor without competitors', () => {
    expect(bestPriceSuggestion(1000, ext(1000, 1500, 3))).toBeUndefined();
    expect(bestPriceSuggestion(1000, ext(1000, 1000, 1))).toBeUndefined();
  });
});

describe('the price field (spec 3 §5)', () => {
  it('strips everything but digits as typed', () => {
    expect(sanitizePrice('12 345 ₸')).toBe('12345');
    expect(sanitizePrice('1,5e3')).toBe('153');
    expect(sanitizePrice('-007')).toBe('7');
    expect(sanitizePrice('abc')).toBe('');
  });
  it('cuts nothing: eleven digits stay eleven (refused by checkPrice, never sent shortened)', () => {
    expect(sanitizePrice('99999999999')).toBe('99999999999');
    expect(checkPrice('99999999999', 500)).toEqual({ kind: 'tooHigh' });
  });
  it('refuses below 101, closes when unchanged, sends an integer otherwise', () => {
    expect(checkPrice('', 500)).toEqual({ kind: 'empty' });
    expect(checkPrice('100', 500)).toEqual({ kind: 'tooLow' });
    expect(checkPrice('101', 500)).toEqual({ kind: 'ok', price: 101 });
    expect(checkPrice('500', 500)).toEqual({ kind: 'unchanged' });
    // The service's upper bound, 100 000 000, is the editor's too.
    expect(checkPrice('100000000', 500)).toEqual({ kind: 'ok', price: 100_000_000 });
    expect(checkPrice('100000001', 500)).toEqual({ kind: 'tooHigh' });
  });
});

describe('link → sku (spec 3 §5)', () => {
  it('takes the part after the last hyphen on the production and the test site', () => {
    expect(skuFromLink('https://marketplace.kz/shop/p/smartfon-samsung-galaxy-a15-1001023/')).toBe('1001023');
    expect(skuFromLink('https://test.marketplace.kz/shop/p/chehol-hoco-87654321?c=750000000#reviews')).toBe('87654321');
    expect(skuFromLink(productPageUrl('1001023'))).toBe('1001023');
  });
  it('is empty for other sites, look-alikes and links without a hyphen', () => {
    expect(skuFromLink('https://example.kz/shop/p/phone-1001023')).toBe('');
    expect(skuFromLink('https://marketplace.kz.evil.com/shop/p/phone-1001023')).toBe('');
    expect(skuFromLink('marketplace.kz/shop/p/phone-1001023')).toBe('');
    expect(skuFromLink('https://marketplace.kz/shop/p/phone')).toBe('');
    expect(skuFromLink('https://marketplace.kz/shop/p/phone-')).toBe('');
    expect(skuFromLink('')).toBe('');
  });
});

describe('bulk bind and binding errors (spec 3 §4, §8)', () => {
  it('picks the toast from how many succeeded', () => {
    expect(bulkOutcome(3, 0)).toBe('success');
    expect(bulkOutcome(2, 1)).toBe('partial');
    expect(bulkOutcome(0, 3)).toBe('failure');
  });
  it('reads the error card from the code and the message', () => {
    expect(bindErrorKind(400, 'cannot bind category: closed')).toBe('category');
    expect(bindErrorKind(422, 'product is connected: by staff')).toBe('connected');
    expect(bindErrorKind(422, 'cannot bind category')).toBe('generic');
    expect(bindErrorKind(400, 'product is connected')).toBe('generic');
    expect(bindErrorKind(409, 'refused')).toBe('generic');
    expect(bindErrorKind(undefined, undefined)).toBe('generic');
  });
});

describe('what sets the variants of a row apart (the binding drawer)', () => {
  it.each([
    ['a colour after a comma', ['Чехол Apple для iPhone 15', 'Чехол Apple для iPhone 15, черный', 'Чехол Apple для iPhone 15, синий'], ['', 'черный', 'синий']],
    ['cut at a word, not inside one', ['Apple iPhone 15', 'Apple iPhone 16'], ['15', '16']],
    ['identical names: nothing (the SKU tells them apart)', ['Кабель Anker USB-C', 'Кабель Anker USB-C'], ['', '']],
    ['nothing in common: each name says it all', ['Кабель Anker', 'Чехол Apple'], ['', '']],
    ['a single variant: nothing to compare', ['Кабель Anker'], ['']],
  ] as const)('%s', (_name, names, expected) => {
    expect(ownParts([...names])).toEqual(expected);
  });
});
