import { useEffect, useState } from 'react';
import { useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { MIN_QUERY, searchResource, type SearchHit, type SearchTarget } from './record-search';

/** The typed text once it rests for this long: one search per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ResourceHits {
  target: SearchTarget;
  hits: SearchHit[];
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

/**
 * Each target's own search call for the rested query, side by side; one failing leaves the
 * others' hits and says so for itself. One query for all (not useQueries: that would add its
 * code to the library chunk every signed-in page loads), cached per text.
 */
export function useRecordSearch(targets: readonly SearchTarget[], query: string): { results: ResourceHits[]; pending: boolean } {
  const dataProvider = useDataProvider();
  const text = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = text.length >= MIN_QUERY;
  const search = useQuery({
    queryKey: ['palette', 'search', targets.map((t) => t.name), text],
    queryFn: async () => {
      const settled = await Promise.allSettled(targets.map((target) => searchResource(dataProvider(), target, text)));
      return targets.map((target, i) => {
        const one = settled[i];
        return { target, hits: one.status === 'fulfilled' ? one.value : [], failed: one.status === 'rejected' };
      });
    },
    enabled,
    staleTime: 30_000,
    retry: false,
  });
  const results = enabled ? (search.data ?? []) : [];
  // Typed but not yet rested, or on its way: what is shown is still the last query's.
  const pending = query.trim() !== text || (enabled && search.isFetching);
  return { results, pending };
}
