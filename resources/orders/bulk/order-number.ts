/** Order numbers compare as numbers when they are digits (600000123 < 600001000), else as text. */
export function byOrderNumber(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
