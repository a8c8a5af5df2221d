/**
 * Pagination rules of spec 1 §9, kept pure so that they are tested apart from antd:
 * shown only when total exceeds the page size; 1 edge page on each side and 5 around
 * the current; a go-to-page input above 5 pages; a page-size selector only when the
 * total exceeds 250, with options 10, 15, 20, 30, 50.
 */
export const PAGE_SIZE_OPTIONS = [10, 15, 20, 30, 50] as const;
export const PAGE_SIZE_SELECTOR_FROM_TOTAL = 250;
export const GO_TO_FROM_PAGES = 5;
/** Pages shown around the current one (the current included). */
export const PAGES_AROUND_CURRENT = 5;

export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0 || total <= 0) return 0;
  return Math.ceil(total / pageSize);
}

export function showPagination(total: number, pageSize: number): boolean {
  return total > pageSize;
}

export function showGoTo(total: number, pageSize: number): boolean {
  return pageCount(total, pageSize) > GO_TO_FROM_PAGES;
}

export function showPageSizeSelector(total: number): boolean {
  return total > PAGE_SIZE_SELECTOR_FROM_TOTAL;
}

export type PageItem = number | 'jump-prev' | 'jump-next';

/**
 * The items the pager shows: the first and last page, five pages around the current
 * (shifted inwards near the edges) and a jump item where pages are skipped. This is
 * exactly antd's (rc-pagination's) default window; pagination.test.tsx checks that the
 * rendered control agrees with it, so an antd upgrade that changes it is caught.
 */
export function pageItems(current: number, last: number): PageItem[] {
  const buffer = (PAGES_AROUND_CURRENT - 1) / 2;
  if (last <= 3 + buffer * 2) return Array.from({ length: last }, (_, i) => i + 1);
  let left = Math.max(1, current - buffer);
  let right = Math.min(current + buffer, last);
  if (current - 1 <= buffer) right = 1 + buffer * 2;
  if (last - current <= buffer) left = last - buffer * 2;
  const items: PageItem[] = [];
  for (let p = left; p <= right; p += 1) items.push(p);
  if (current - 1 >= buffer * 2 && current !== 1 + 2) items.unshift('jump-prev');
  if (last - current >= buffer * 2 && current !== last - 2) items.push('jump-next');
  if (left !== 1) items.unshift(1);
  if (right !== last) items.push(last);
  return items;
}

/**
 * What the go-to-page input does with its text on Enter. Decision: only digits can be
 * typed (others are dropped as typed, see `goToDigits`); an empty input does nothing;
 * a number outside 1..last is clamped into it (0 → 1, 999 → last).
 */
export function resolveGoTo(input: string, last: number): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text) || last < 1) return null;
  const n = Number(text);
  return Math.min(Math.max(n, 1), last);
}

/** Keeps only the digits of what was typed or pasted into the go-to-page input. */
export function goToDigits(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, 9);
}
