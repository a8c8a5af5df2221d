/** Small statistics and formatting helpers for the bench's printed figures. */

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Median (the middle value; for an even count, the mean of the two middle values). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "median 1652 ms (runs: 1802, 1868, …)" */
export const msRuns = (values: readonly number[]) => `median ${median(values).toFixed(0)} ms (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`;

/** The last path segment of a URL, with its query, for short listings. */
export function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    const last = u.pathname.split('/').filter(Boolean).pop() ?? '/';
    const query = u.search.length > 40 ? `${u.search.slice(0, 40)}…` : u.search;
    return u.pathname.startsWith('/assets/') ? last : `${u.pathname.length > 60 ? `…${u.pathname.slice(-59)}` : u.pathname}${query}`;
  } catch {
    return url.slice(0, 80);
  }
}

/** A plain text table; `align` has one letter a column, l or r (default: first column left, the others right). */
export function table(header: readonly string[], rows: readonly (readonly string[])[], align = `l${'r'.repeat(header.length - 1)}`): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (align[i] === 'l' ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** Partner ÷ baseline, or a dash when either is missing. */
export const ratio = (partner: number | undefined, baseline: number | undefined) =>
  partner === undefined || baseline === undefined || baseline === 0 ? '—' : (partner / baseline).toFixed(2);
