/**
 * Lists the spec does not page (pickup points, employees, the available installments): the
 * `page`/`limit` we send are our own [C], and a backend may page them anyway, by its own size.
 * So such a list is read to the end, one page after another:
 * - an answer with a total: the next page while fewer rows than the total have come;
 * - a bare array (no total): the next page while the last came back as full as the first one
 *   (the first page's length is the backend's page size, whatever `limit` asked for). A first
 *   page shorter than asked may be the end or a backend's smaller size, so page 2 is asked once
 *   to tell: an empty page ends the list.
 * Either way a page that brings no new row ends it (a backend that ignores paging answers the
 * same rows again), and READ_TO_END_MAX_PAGES bounds a broken backend that never ends.
 */
export const READ_TO_END_MAX_PAGES = 50;

export interface PageAnswer<T> {
  rows: T[];
  /** The answer's own total, when its shape has one. */
  total?: number;
}

export class EndlessListError extends Error {
  constructor(pages: number) {
    super(`the list did not end within ${pages} pages`);
    this.name = 'EndlessListError';
  }
}

export async function readToEnd<T>(
  askPage: (page: number) => Promise<PageAnswer<T>>,
  opts: { keyOf?: (row: T) => unknown; maxPages?: number } = {},
): Promise<T[]> {
  const keyOf = opts.keyOf ?? ((row: T) => JSON.stringify(row));
  const maxPages = opts.maxPages ?? READ_TO_END_MAX_PAGES;
  const rows: T[] = [];
  const seen = new Set<unknown>();
  let pageSize = 0;
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await askPage(page);
    const fresh = answer.rows.filter((row) => !seen.has(keyOf(row)));
    if (fresh.length === 0) return rows;
    for (const row of fresh) {
      seen.add(keyOf(row));
      rows.push(row);
    }
    if (answer.total !== undefined) {
      if (rows.length >= answer.total) return rows;
    } else if (page === 1) {
      pageSize = answer.rows.length;
    } else if (answer.rows.length < pageSize) {
      return rows;
    }
  }
  throw new EndlessListError(maxPages);
}
