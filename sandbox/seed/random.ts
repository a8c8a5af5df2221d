/**
 * Deterministic randomness for seed data: the same seed always gives the same rows, so
 * tests and screenshots can rely on them. Times are relative to SEED_DATE: the moment the
 * sandbox process started (to the minute), so that "the last 7 days" and confirmation
 * deadlines are always current whenever the data is (re)seeded; SANDBOX_SEED_DATE (ISO)
 * pins it, e.g. to reproduce a screenshot exactly.
 */
export const SEED_DATE = seedDate(process.env.SANDBOX_SEED_DATE, Date.now());

export function seedDate(pinned: string | undefined, now: number): Date {
  if (pinned) {
    const at = Date.parse(pinned);
    if (Number.isNaN(at)) throw new Error(`SANDBOX_SEED_DATE is not a date: ${pinned}`);
    return new Date(at);
  }
  return new Date(Math.floor(now / 60_000) * 60_000);
}

export const DAY_MS = 86_400_000;

/** mulberry32: a tiny, good-enough 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable 32-bit number for a string (seeds per name, per file). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Random {
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (order random). */
  sample<T>(items: readonly T[], count: number): T[];
  chance(p: number): boolean;
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
}

export function createRandom(seed: number | string): Random {
  const next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    sample(items, count) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
    chance: (p) => next() < p,
    weighted(entries) {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, weight] of entries) {
        r -= weight;
        if (r < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
  };
}
