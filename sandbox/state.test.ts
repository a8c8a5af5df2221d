import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, journalName } from './state';

describe('sandbox state store', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-state-'));
    file = join(dir, 'nested', 'state.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const seeds = () => ({ counter: () => ({ n: 0 }), list: () => ['a', 'b'], rows: () => ({ m1: [{ id: 1, v: 'x' }, { id: 2, v: 'y' }, { id: 3, v: 'z' }, { id: 4, v: 'w' }, { id: 5, v: 'u' }] }) });
  /** What a restart finds: a second store on the same file (the first is never closed: a crash). */
  const restart = (warn = vi.fn()) => createStore(seeds(), file, { warn });
  const records = (): Array<{ ops: unknown[] }> =>
    readFileSync(journalName(file), 'utf8').split('\n').slice(1, -1).map((line) => JSON.parse(line) as { ops: unknown[] });

  it('a save is in the journal at once: a restart without shutdown finds it', () => {
    const store = createStore(seeds(), file);
    store.slice<{ n: number }>('counter').n = 5;
    store.save();
    store.slice<string[]>('list').push('c');
    store.save();
    const seedList = vi.fn(() => ['fresh']);
    const second = createStore({ ...seeds(), list: seedList }, file);
    expect(second.slice('counter')).toEqual({ n: 5 });
    expect(second.slice('list')).toEqual(['a', 'b', 'c']);
    expect(seedList).not.toHaveBeenCalled();
  });

  it('in a request, the changes are journaled when it ends, before its answer, not at save()', async () => {
    const store = createStore(seeds(), file);
    let during: unknown;
    await store.scope(async () => {
      store.slice<{ n: number }>('counter').n = 3;
      store.save();
      during = restart().slice('counter');
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(during).toEqual({ n: 0 });
    expect(restart().slice('counter')).toEqual({ n: 3 });
  });

  it('two interleaved requests: each one\'s change is durable when it ends, whatever the order', async () => {
    const store = createStore(seeds(), file);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = store.scope(async () => {
      const list = store.slice<string[]>('list'); // read before the other request writes
      await gate;
      list.push('slow');
      store.save();
    });
    await store.scope(async () => {
      store.slice<{ n: number }>('counter').n = 1;
      store.save();
    });
    expect(restart().slice('counter')).toEqual({ n: 1 });
    release();
    await slow;
    expect(restart().slice('list')).toEqual(['a', 'b', 'slow']);
  });

  it('many requests at once share the syncs (group commit), even with a compaction among them', async () => {
    const store = createStore(seeds(), file);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.scope(async () => {
          await new Promise((resolve) => setTimeout(resolve, i % 3));
          store.slice<string[]>('list').push(`r${i}`);
          store.save();
          if (i === 10) store.flush();
        }),
      ),
    );
    expect([...restart().slice<string[]>('list')].sort()).toEqual(['a', 'b', ...Array.from({ length: 20 }, (_, i) => `r${i}`)].sort());
  });

  it('a save from a timer a request started is journaled at once', async () => {
    const store = createStore(seeds(), file);
    await store.scope(async () => {
      store.slice('counter');
      setTimeout(() => {
        store.slice<{ n: number }>('counter').n = 8;
        store.save();
      }, 1);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(restart().slice('counter')).toEqual({ n: 8 });
  });

  it('a save after close (a timer still pending at shutdown) writes nothing, even with the folder gone', () => {
    const store = createStore(seeds(), file);
    store.slice<{ n: number }>('counter').n = 1;
    store.close();
    rmSync(dir, { recursive: true, force: true });
    store.slice<{ n: number }>('counter').n = 2;
    expect(() => store.save()).not.toThrow();
    expect(() => store.flush()).not.toThrow();
  });

  it('journals only what changed: the rows edited, added at the end or at the start', () => {
    const store = createStore(seeds(), file);
    store.slice('rows');
    store.save(); // a seeded slice is written whole once
    store.flush(); // compacted: the journal is empty again
    const rows = store.slice<{ m1: Array<{ id: number; v: string }> }>('rows');
    rows.m1[1].v = 'Y';
    store.save();
    rows.m1.push({ id: 6, v: 'new' });
    store.save();
    rows.m1.unshift({ id: 0, v: 'first' });
    store.save();
    store.save(); // nothing changed: no record
    expect(records()).toEqual([
      { ops: [{ p: ['rows', 'm1', 1], v: { id: 2, v: 'Y' } }] },
      { ops: [{ p: ['rows', 'm1'], push: [{ id: 6, v: 'new' }] }] },
      { ops: [{ p: ['rows', 'm1'], unshift: [{ id: 0, v: 'first' }] }] },
    ]);
    expect(restart().slice('rows')).toEqual({ m1: [{ id: 0, v: 'first' }, { id: 1, v: 'x' }, { id: 2, v: 'Y' }, { id: 3, v: 'z' }, { id: 4, v: 'w' }, { id: 5, v: 'u' }, { id: 6, v: 'new' }] });
  });

  it('a key deleted from an object slice stays deleted after a restart', () => {
    const store = createStore(seeds(), file);
    const rows = store.slice<Record<string, unknown>>('rows');
    rows.m2 = [];
    store.save();
    delete rows.m1;
    store.save();
    expect(restart().slice('rows')).toEqual({ m2: [] });
  });

  it('ignores a torn last record (killed mid-append) and appends after the whole ones', () => {
    const store = createStore(seeds(), file);
    store.slice<{ n: number }>('counter').n = 1;
    store.save();
    appendFileSync(journalName(file), '{"ops":[{"p":["counter"],"v":{"n":');
    const warn = vi.fn();
    const second = restart(warn);
    expect(second.slice('counter')).toEqual({ n: 1 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('torn last record'));
    second.slice<{ n: number }>('counter').n = 2;
    second.save();
    expect(restart().slice('counter')).toEqual({ n: 2 });
  });

  it('compacts into the state file atomically on flush: no temp file left, an empty journal', () => {
    const store = createStore(seeds(), file);
    store.slice<{ n: number }>('counter').n = 5;
    store.save();
    store.flush();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ counter: { n: 5 } });
    expect(records()).toEqual([]);
    expect(readdirSync(join(dir, 'nested')).sort()).toEqual(['state.json', 'state.json.journal']);
    expect(restart().slice('counter')).toEqual({ n: 5 });
  });

  it('compacts by itself once the journal outgrows its limit', async () => {
    const store = createStore(seeds(), file, { compactAtBytes: 200 });
    for (let n = 1; n <= 20; n++) {
      store.slice<{ n: number }>('counter').n = n;
      store.save();
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(statSync(journalName(file)).size).toBeLessThan(200);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ counter: { n: 20 } });
    expect(restart().slice('counter')).toEqual({ n: 20 });
  });

  it('a slice a request held across a compaction is journaled whole when it saves', async () => {
    const store = createStore(seeds(), file);
    await store.scope(async () => {
      const rows = store.slice<{ m1: Array<{ id: number; v: string }> }>('rows');
      store.flush(); // e.g. the size limit reached by another request's record
      rows.m1[0].v = 'held';
      store.save();
    });
    expect(restart().slice<{ m1: Array<{ v: string }> }>('rows').m1[0].v).toBe('held');
  });

  it('a journal that does not continue the state file (killed between the two renames, a file put back) is not replayed', () => {
    const store = createStore(seeds(), file);
    store.slice<{ n: number }>('counter').n = 4;
    store.save();
    store.flush();
    store.slice<{ n: number }>('counter').n = 6;
    store.save();
    writeFileSync(file, JSON.stringify({ counter: { n: 10 } }));
    expect(restart().slice('counter')).toEqual({ n: 10 });
  });

  it('reset restores every slice from its seed and persists it', () => {
    const store = createStore(seeds(), file);
    store.slice<{ n: number }>('counter').n = 9;
    store.save();
    store.reset();
    expect(store.slice('counter')).toEqual({ n: 0 });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ counter: { n: 0 }, list: ['a', 'b'], rows: seeds().rows() });
    expect(restart().slice('counter')).toEqual({ n: 0 });
  });

  it('keeps a corrupt file aside with a warning, then starts from the seed', () => {
    createStore(seeds(), file).flush();
    writeFileSync(file, '{"counter": {"n": 1'); // torn write from an older tool
    const warn = vi.fn();
    expect(createStore(seeds(), file, { warn }).slice('counter')).toEqual({ n: 0 });
    const aside = readdirSync(join(dir, 'nested')).filter((f) => f.startsWith('state.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, 'nested', aside[0]), 'utf8')).toBe('{"counter": {"n": 1');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(aside[0]));
  });

  it('keeps state in memory only when no file is given', async () => {
    const store = createStore(seeds());
    await store.scope(async () => {
      store.slice<{ n: number }>('counter').n = 2;
      store.save();
    });
    store.flush();
    expect(store.slice('counter')).toEqual({ n: 2 });
    expect(readdirSync(dir)).toEqual([]);
  });
});
