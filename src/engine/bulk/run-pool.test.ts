import { describe, expect, it } from 'vitest';
import { runPool, summarise } from './run-pool';

describe('runPool', () => {
  it('keeps at most 4 calls in flight and settles every item, failures beside successes', async () => {
    let inFlight = 0;
    let most = 0;
    const progress: number[] = [];
    const outcomes = await runPool(
      Array.from({ length: 10 }, (_, i) => i),
      async (n) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 1));
        inFlight -= 1;
        if (n % 3 === 0) throw new Error(`refused ${n}`);
        return n * 2;
      },
      { onSettled: (done) => progress.push(done) },
    );
    expect(most).toBe(4);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(outcomes.map((o) => o.item)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(outcomes.filter((o) => !o.ok).map((o) => o.item)).toEqual([0, 3, 6, 9]);
  });

  it('an empty list starts nothing', async () => {
    expect(await runPool([], () => Promise.reject(new Error('never')))).toEqual([]);
  });
});

describe('the bulk result summary', () => {
  const ok = (item: string) => ({ item, ok: true as const, value: item });
  const bad = (item: string) => ({ item, ok: false as const, error: new Error(`no ${item}`) });

  it('all ok', () => {
    expect(summarise([ok('a'), ok('b')])).toEqual({ kind: 'all', succeeded: ['a', 'b'], failed: [] });
  });
  it('some failed: each failure keeps its error', () => {
    const s = summarise([ok('a'), bad('b'), ok('c')]);
    expect(s.kind).toBe('some');
    expect(s.succeeded).toEqual(['a', 'c']);
    expect(s.failed.map((f) => [f.item, (f.error as Error).message])).toEqual([['b', 'no b']]);
  });
  it('none succeeded', () => {
    expect(summarise([bad('a'), bad('b')]).kind).toBe('none');
  });
});
