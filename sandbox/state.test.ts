import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from './state';

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('sandbox state store', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-state-'));
    file = join(dir, 'nested', 'state.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const seeds = () => ({ counter: () => ({ n: 0 }), list: () => ['a', 'b'] });

  it('writes atomically: a complete JSON file and no temp file left behind', async () => {
    const store = createStore(seeds(), file);
    store.slice<{ n: number }>('counter').n = 5;
    store.save();
    store.save(); // coalesced into one write
    await tick();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ counter: { n: 5 } });
    expect(readdirSync(join(dir, 'nested'))).toEqual(['state.json']);
  });

  it('finds what the last request left after a restart, without re-seeding', async () => {
    const first = createStore(seeds(), file);
    first.slice<string[]>('list').push('c');
    first.save();
    await tick();

    const seedList = vi.fn(() => ['fresh']);
    const second = createStore({ ...seeds(), list: seedList }, file);
    expect(second.slice<string[]>('list')).toEqual(['a', 'b', 'c']);
    expect(seedList).not.toHaveBeenCalled();
  });

  it('reset restores every slice from its seed and persists it', () => {
    const store = createStore(seeds(), file);
    store.slice<{ n: number }>('counter').n = 9;
    store.flush();
    store.reset();
    expect(store.slice('counter')).toEqual({ n: 0 });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ counter: { n: 0 }, list: ['a', 'b'] });
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

  it('writes at most once per interval however many changes come, and the last change wins', () => {
    vi.useFakeTimers();
    try {
      const store = createStore(seeds(), file, { writeEveryMs: 200 });
      store.slice<{ n: number }>('counter').n = 1;
      store.save();
      vi.advanceTimersByTime(0);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ counter: { n: 1 } });
      for (let n = 2; n <= 50; n++) {
        store.slice<{ n: number }>('counter').n = n;
        store.save();
        vi.advanceTimersByTime(2);
      }
      // 100 ms after the first write: the later changes wait for the interval.
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ counter: { n: 1 } });
      vi.advanceTimersByTime(110);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ counter: { n: 50 } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('flush writes a pending change at once (shutdown)', () => {
    const store = createStore(seeds(), file, { writeEveryMs: 60_000 });
    store.flush();
    store.slice<{ n: number }>('counter').n = 7;
    store.save();
    store.flush();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ counter: { n: 7 } });
  });

  it('keeps state in memory only when no file is given', () => {
    const store = createStore(seeds());
    store.slice<{ n: number }>('counter').n = 2;
    store.flush();
    expect(store.slice('counter')).toEqual({ n: 2 });
  });
});
