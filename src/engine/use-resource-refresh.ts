import { useCallback } from 'react';
import { useInvalidate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import type { AnyDescriptor } from './descriptor';

/** What a refresh needs of a descriptor: its name (Refine's queries) and its `relatedQueries`. */
export type RefreshTarget = Pick<AnyDescriptor, 'name' | 'relatedQueries'>;

/**
 * Re-reads a resource: Refine's list queries of it (and the record's, given an id) and the
 * calls its descriptor names in `relatedQueries` (what is counted or summed beside the list).
 */
export function useResourceRefresh() {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useCallback(
    async (resource: RefreshTarget, id?: string) => {
      await Promise.all([
        invalidate({ resource: resource.name, invalidates: id ? ['list', 'detail'] : ['list'], id }),
        ...(resource.relatedQueries ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
    [invalidate, queryClient],
  );
}
