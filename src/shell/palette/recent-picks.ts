/**
 * The seller's recent picks in the palette (a record found, a page), newest first, kept per
 * person and shop in this browser: records belong to a shop, and two people may share a computer.
 */
export interface RecentPick {
  /** What it is, unique: `orders:600123`, `page:/refunds`. */
  id: string;
  label: string;
  /** Translation key of its group (the resource's or page's title). */
  groupKey: string;
  to: string;
}

export const RECENT_LIMIT = 6;

export function recentKey(user: string | undefined, shop: string | undefined): string {
  return `partner.palette.recent.${user ?? '-'}.${shop ?? '-'}`;
}

export function readRecent(key: string, storage: Storage | undefined = safeStorage()): RecentPick[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPick).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts the pick first (once), keeps the newest six. */
export function rememberPick(key: string, pick: RecentPick, storage: Storage | undefined = safeStorage()): RecentPick[] {
  const next = [pick, ...readRecent(key, storage).filter((p) => p.id !== pick.id)].slice(0, RECENT_LIMIT);
  try {
    storage?.setItem(key, JSON.stringify(next));
  } catch {
    // private mode or full: remembered for this page only
  }
  return next;
}

function isPick(value: unknown): value is RecentPick {
  const v = value as RecentPick;
  return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.label === 'string' && typeof v.to === 'string' && typeof v.groupKey === 'string';
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
