import type { BaseRecord, CrudFilter, CrudSort, DataProvider } from '@refinedev/core';

/** Rows per request (the spec's lists allow up to 100) and the most an export gathers. */
export const EXPORT_PAGE_SIZE = 100;
export const EXPORT_MAX_ROWS = 10_000;

/**
 * Every row of the list's current filters and sort, page after page (one request at a time:
 * an export must not crowd out the seller's own clicks). `onProgress(loaded, total)` after each page.
 */
export async function fetchAllRows<T extends BaseRecord>(
  getList: DataProvider['getList'],
  input: { resource: string; filters: CrudFilter[]; sorters: CrudSort[] },
  onProgress?: (loaded: number, total: number) => void,
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page += 1) {
    const answer = await getList<T>({ ...input, pagination: { currentPage: page, pageSize: EXPORT_PAGE_SIZE, mode: 'server' } });
    total = answer.total;
    rows.push(...answer.data);
    onProgress?.(rows.length, Math.min(total, EXPORT_MAX_ROWS));
    if (answer.data.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
  }
  return { rows: rows.slice(0, EXPORT_MAX_ROWS), total };
}
