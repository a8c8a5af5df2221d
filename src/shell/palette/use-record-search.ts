import { useEffect, useState } from 'react';
import { useDataProvider } from '@refinedev/core';
import { useQueries } from '@tanstack/react-query';
import { MIN_QUERY, searchResource, type SearchHit, type SearchTarget } from './record-search';

/** The typed text once it rests for this long: one search per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ResourceHits {
  target: SearchTarget;
  hits: SearchHit[];
  loading: boolean;
  failed: boolean;
}

function useDebounced(value: string, ms: number): string {
  const [rested, setRested] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setRested(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return rested;
}

/** Each target's own search call for the rested query (cached by react-query per resource and text). */
export function useRecordSearch(targets: readonly SearchTarget[], query: string): { results: ResourceHits[]; pending: boolean } {
  const dataProvider = useDataProvider();
  const text = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = text.length >= MIN_QUERY;
  const queries = useQueries({
    queries: targets.map((target) => ({
      queryKey: ['palette', 'search', target.name, text],
      queryFn: () => searchResource(dataProvider(), target, text),
      enabled,
      staleTime: 30_000,
      retry: false,
    })),
  });
  const results = targets.map((target, i) => {
    const q = queries[i];
    return { target, hits: enabled ? (q.data ?? []) : [], loading: enabled && q.isFetching, failed: enabled && q.isError };
  });
  // Typed but not yet rested: the list below is still the last query's.
  const pending = query.trim() !== text || results.some((r) => r.loading);
  return { results, pending };
}
