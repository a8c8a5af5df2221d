/**
 * Spans of show fields laid out in rows of `column` units: an item that does not fit in
 * what is left of its row starts a new row, and the item before it stretches to fill the
 * gap; the last item fills its row. antd Descriptions needs every row to add up exactly.
 */
export function layoutSpans(spans: readonly number[], column: number): number[] {
  const out: number[] = [];
  let used = 0;
  for (const raw of spans) {
    const span = Math.min(Math.max(1, raw), column);
    if (used > 0 && used + span > column) {
      out[out.length - 1] += column - used;
      used = 0;
    }
    out.push(span);
    used = (used + span) % column;
  }
  if (used > 0 && out.length) out[out.length - 1] += column - used;
  return out;
}
