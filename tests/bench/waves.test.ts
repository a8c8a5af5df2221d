import { describe, expect, it } from 'vitest';
import { assignWaves, waveCount, wavesBefore, type TimedRequest } from './waves';

const req = (url: string, start: number, end: number): TimedRequest => ({ url, start, end });
const wavesOf = (requests: TimedRequest[]) => Object.fromEntries(assignWaves(requests).map((r) => [r.url, r.wave]));

describe('request waves', () => {
  it('counts no wave for no request', () => {
    expect(assignWaves([])).toEqual([]);
    expect(waveCount([])).toBe(0);
    expect(wavesBefore([], 100)).toEqual({ requests: [], count: 0 });
  });

  it('puts requests that overlap in the first wave', () => {
    const waved = assignWaves([req('a', 0, 50), req('b', 5, 40), req('c', 30, 90)]);
    expect(waved.map((r) => r.wave)).toEqual([1, 1, 1]);
    expect(waveCount(waved)).toBe(1);
  });

  it('makes a request one wave deeper than one that finished before it started', () => {
    expect(wavesOf([req('html-js', 0, 10), req('lazy', 12, 20), req('data', 25, 30)])).toEqual({ 'html-js': 1, lazy: 2, data: 3 });
  });

  it('takes the deepest of the requests finished before, not the latest', () => {
    // `slow` (wave 1) finishes last, but `chained` (wave 2) finished before `x` started too.
    const waves = wavesOf([req('slow', 0, 60), req('fast', 0, 10), req('chained', 15, 30), req('x', 70, 80)]);
    expect(waves).toEqual({ slow: 1, fast: 1, chained: 2, x: 3 });
  });

  it('keeps a request in the wave of those still in flight when it started', () => {
    // `b` started while `a` was loading: no dependency on `a` is possible.
    expect(wavesOf([req('a', 0, 100), req('b', 50, 60)])).toEqual({ a: 1, b: 1 });
  });

  it('needs the earlier request to have finished strictly before', () => {
    expect(wavesOf([req('a', 0, 10), req('b', 10, 20)])).toEqual({ a: 1, b: 1 });
  });

  it('never counts an unfinished request as finished', () => {
    expect(wavesOf([req('open', 0, Infinity), req('later', 500, 510)])).toEqual({ open: 1, later: 1 });
  });

  it('does not depend on the input order and returns requests by start', () => {
    const waved = assignWaves([req('c', 25, 30), req('a', 0, 10), req('b', 12, 20)]);
    expect(waved.map((r) => `${r.url}${r.wave}`)).toEqual(['a1', 'b2', 'c3']);
  });

  it('keeps only requests that start before the cutoff', () => {
    const { requests, count } = wavesBefore([req('js', 0, 10), req('data', 20, 30), req('row-image', 45, 60)], 40);
    expect(requests.map((r) => r.url)).toEqual(['js', 'data']);
    expect(count).toBe(2);
    // A request starting exactly at the cutoff is not before it.
    expect(wavesBefore([req('js', 0, 10), req('at', 40, 50)], 40).count).toBe(1);
  });
});
