import { useQuery } from '@tanstack/react-query';
import { createHelpApi } from './help-api';
import { http } from '../../providers/http/client';
import { isAppError } from '../../providers/http/errors';

export const helpApi = createHelpApi(http);

/** A missing page stays missing: retrying a 404 only delays the "no such page" answer. */
const retry = (count: number, error: unknown) => !(isAppError(error) && error.statusCode === 404) && count < 1;

/** The page tree (root, depth 3, web); it changes rarely, so one fetch per visit is enough. */
export function useFaqTree() {
  return useQuery({ queryKey: ['help', 'tree'], queryFn: ({ signal }) => helpApi.getTree(signal), staleTime: 10 * 60_000, retry });
}

export function useFaqPage(slug: string) {
  return useQuery({ queryKey: ['help', 'page', slug], queryFn: ({ signal }) => helpApi.getPage(slug, signal), staleTime: 10 * 60_000, retry });
}
