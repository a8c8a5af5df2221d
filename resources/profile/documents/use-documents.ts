import { useQuery } from '@tanstack/react-query';
import { countKey, currentMid, documentsApi, DOCUMENTS_KEY } from '../profile-services';
import { FALLBACK_LIMITS } from './document-rules';

/** The documents list and the count (with the server's limits); `refresh` refetches both (spec 1 §4). */
export function useDocuments() {
  const mid = currentMid();
  const list = useQuery({ queryKey: DOCUMENTS_KEY, queryFn: ({ signal }) => documentsApi.list(signal) });
  const count = useQuery({ queryKey: countKey(mid), queryFn: ({ signal }) => documentsApi.count(mid, signal) });
  return {
    mid,
    list,
    count,
    limits: count.data?.limits ?? FALLBACK_LIMITS,
    refreshList: () => list.refetch(),
    refresh: () => Promise.all([list.refetch(), count.refetch()]),
  };
}
