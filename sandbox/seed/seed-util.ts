import { createRandom, SEED_DATE, type Random } from './random';

/**
 * Seed helpers for the list backends (orders, audit, refunds, finance, products,
 * installments, notes) on top of the shared PRNG: every generator takes a string key
 * (e.g. `orders:m-1001`), so the same key always yields the same rows whatever was
 * generated before it. Times are relative to the fixed seed date.
 */
export const SEED_BASE_MS = SEED_DATE.getTime();
/** Kazakhstan's offset; calendar-day parameters (yyyy-MM-dd) are local days. */
export const TZ_OFFSET_MS = 5 * 3600_000;
export const MINUTE = 60_000;
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/** Merchants with seeded data, and how much of it. Other merchants get empty lists. */
export type Volume = 'full' | 'small';
export const SEEDED_MERCHANTS: Record<string, Volume> = { 'm-1001': 'full', 'm-1002': 'small' };

/** Builds `{ mid: rows }` for every seeded merchant. */
export function perMerchant<T>(generate: (mid: string, volume: Volume) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [mid, volume] of Object.entries(SEEDED_MERCHANTS)) out[mid] = generate(mid, volume);
  return out;
}

export interface Rng extends Random {
  shuffle<T>(items: readonly T[]): T[];
  hex(length: number): string;
  uuid(): string;
  /** A number of `length` digits with no leading zero, as a string. */
  digits(length: number): string;
}

export function createRng(key: string): Rng {
  const r = createRandom(key);
  const hex = (length: number): string => Array.from({ length }, () => r.int(0, 15).toString(16)).join('');
  return {
    ...r,
    shuffle: (items) => r.sample(items, items.length),
    hex,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[r.int(0, 3)]}${hex(3)}-${hex(12)}`,
    digits: (length) => String(r.int(1, 9)) + Array.from({ length: length - 1 }, () => r.int(0, 9)).join(''),
  };
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The local (UTC+5) calendar day of an instant, as yyyy-MM-dd. */
export function localDay(isoOrMs: string | number): string {
  const ms = typeof isoOrMs === 'number' ? isoOrMs : Date.parse(isoOrMs);
  return new Date(ms + TZ_OFFSET_MS).toISOString().slice(0, 10);
}

/** Rounds a price to whole tens of tenge, as shops price things. */
export function roundPrice(value: number): number {
  return Math.max(110, Math.round(value / 10) * 10);
}
