import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BaseRecord, GetListResponse } from '@refinedev/core';
import type { AnyDescriptor } from '../descriptor';
import { onArrivals } from './arrivals';

/** How long rows that arrived in place stay marked. */
export const ARRIVED_MS = 5_000;
const NONE: ReadonlySet<string> = new Set();

export interface ArrivalsSource<T extends BaseRecord> {
  descriptor: Pick<AnyDescriptor, 'name' | 'relatedQueries'>;
  /** The list shows the head of its records: the first page in its default order, where new ones land. */
  atHead: boolean;
  rows: readonly T[];
  keyOf(record: T): string;
  /** Re-reads the rows shown, leaving them on screen until the answer comes. */
  refetch(): Promise<{ data?: GetListResponse<T> }>;
}

/**
 * The open list's part in the live list (arrivals.ts): when new records are announced, what is
 * counted beside the list (its descriptor's `relatedQueries`: the status tabs' counts) is re-read
 * at once; at the head of the list the rows are too, in the background (selection, scroll and
 * open dialogs stay), and the rows that were not there before are returned for ARRIVED_MS so the
 * list can mark them.
 */
export function useArrivals<T extends BaseRecord>(source: ArrivalsSource<T>): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const [arrived, setArrived] = useState(NONE);
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  const { name } = source.descriptor;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onArrivals(name, async () => {
      const { descriptor, atHead, rows, keyOf, refetch } = latest.current;
      const related = Promise.all((descriptor.relatedQueries ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (!atHead) {
        await related;
        return false;
      }
      const before = new Set(rows.map(keyOf));
      const [answer] = await Promise.all([refetch(), related]);
      const fresh = (answer.data?.data ?? []).map(keyOf).filter((key) => !before.has(key));
      if (fresh.length === 0) return false;
      clearTimeout(timer);
      setArrived(new Set(fresh));
      timer = setTimeout(() => setArrived(NONE), ARRIVED_MS);
      return true;
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [name, queryClient]);

  return arrived;
}
