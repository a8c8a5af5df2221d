import { describe, expect, it } from 'vitest';
import { EndlessListError, readToEnd, type PageAnswer } from './read-to-end';

/** A backend with `count` rows that answers pages of its own size, whatever limit was asked. */
function pagingBackend(count: number, { size = 10, total = false }: { size?: number; total?: boolean } = {}) {
  const all = Array.from({ length: count }, (_, i) => ({ id: `r${i + 1}` }));
  const asked: number[] = [];
  const askPage = (page: number): Promise<PageAnswer<{ id: string }>> => {
    asked.push(page);
    const rows = all.slice((page - 1) * size, page * size);
    return Promise.resolve(total ? { rows, total: count } : { rows });
  };
  return { all, asked, askPage };
}

const byId = { keyOf: (row: { id: string }) => row.id };

describe('readToEnd: a list the spec does not page, from a backend that pages by 10', () => {
  it('a bare array: reads page after page while they come back full, and stops at the short one', async () => {
    const backend = pagingBackend(35);
    expect(await readToEnd(backend.askPage, byId)).toEqual(backend.all);
    expect(backend.asked).toEqual([1, 2, 3, 4]);
  });

  it('a bare array that ends on a full page: the empty page after it ends the list', async () => {
    const backend = pagingBackend(30);
    expect((await readToEnd(backend.askPage, byId)).length).toBe(30);
    expect(backend.asked).toEqual([1, 2, 3, 4]);
  });

  it('a short first page is asked after once (the end, or a smaller page size)', async () => {
    const small = pagingBackend(4);
    expect(await readToEnd(small.askPage, byId)).toEqual(small.all);
    expect(small.asked).toEqual([1, 2]);
    const none = pagingBackend(0);
    expect(await readToEnd(none.askPage, byId)).toEqual([]);
    expect(none.asked).toEqual([1]);
  });

  it('with a total: reads while the total says more, no page beyond it', async () => {
    const backend = pagingBackend(25, { total: true });
    expect(await readToEnd(backend.askPage, byId)).toEqual(backend.all);
    expect(backend.asked).toEqual([1, 2, 3]);
    const one = pagingBackend(7, { total: true });
    expect((await readToEnd(one.askPage, byId)).length).toBe(7);
    expect(one.asked).toEqual([1]);
  });

  it('a backend that ignores paging (the same rows on every page) is read once, without repeats', async () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    let calls = 0;
    const same = () => {
      calls += 1;
      return Promise.resolve({ rows });
    };
    expect(await readToEnd(same, byId)).toEqual(rows);
    expect(calls).toBe(2);
  });

  it('a broken backend that never ends is stopped at the bound, loudly', async () => {
    let calls = 0;
    const endless = (page: number) => {
      calls += 1;
      return Promise.resolve({ rows: Array.from({ length: 10 }, (_, i) => ({ id: `${page}-${i}` })) });
    };
    await expect(readToEnd(endless, { ...byId, maxPages: 5 })).rejects.toThrow(EndlessListError);
    expect(calls).toBe(5);
    // A total that is never reached ends the same way.
    const lying = (page: number) => Promise.resolve({ rows: [{ id: String(page) }], total: 1000 });
    await expect(readToEnd(lying, { ...byId, maxPages: 3 })).rejects.toThrow('the list did not end within 3 pages');
  });
});
