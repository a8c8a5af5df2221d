import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that never changes identity and always calls the latest `fn`: a prop of the
 * memoised table (list-page.tsx) that reads this render's rows or location without making the
 * table render again whenever they change. Not for calls during render (the latest `fn` is set
 * after it).
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
