import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './use-row-selection';

describe('useRowSelection', () => {
  it('forgets the keys when the rows in view change, and does not bring them back with those rows', () => {
    const { result, rerender } = renderHook(({ scope }) => useRowSelection(scope), { initialProps: { scope: 'page 1' } });
    act(() => result.current.setKeys(['a', 'b']));
    expect(result.current.keys).toEqual(['a', 'b']);
    rerender({ scope: 'page 2' });
    expect(result.current.keys).toEqual([]);
    rerender({ scope: 'page 1' });
    expect(result.current.keys).toEqual([]);
    act(() => result.current.setKeys(['c']));
    act(() => result.current.clear());
    expect(result.current.keys).toEqual([]);
  });

  it('a page change with nothing chosen renders the list once (no render to forget nothing), and clear keeps its identity', () => {
    let renders = 0;
    const { result, rerender } = renderHook(({ scope }) => {
      renders += 1;
      return useRowSelection(scope);
    }, { initialProps: { scope: 'page 1' } });
    const clear = result.current.clear;
    renders = 0;
    rerender({ scope: 'page 2' });
    expect(renders).toBe(1);
    expect(result.current.clear).toBe(clear);
  });
});
