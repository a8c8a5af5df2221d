import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export type DetailsTab = 'order' | 'history';
export type SortDir = 'asc' | 'desc';

/**
 * The details page's view kept in the URL (a reload or a shared link opens the same view):
 * `tab=history`, and on that tab `page` and `dir` of the events table. Changes replace the
 * history entry and keep the router state, so the breadcrumb still leads back to the list view.
 */
export function useDetailsParams() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const tab: DetailsTab = params.get('tab') === 'history' ? 'history' : 'order';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const dir: SortDir = params.get('dir') === 'asc' ? 'asc' : 'desc';

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, state },
      ),
    [setParams, state],
  );

  return {
    tab,
    page,
    dir,
    setTab: (next: DetailsTab) => update({ tab: next === 'history' ? 'history' : undefined, page: undefined, dir: undefined }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
    setDir: (next: SortDir) => update({ dir: next === 'asc' ? 'asc' : undefined, page: undefined }),
  };
}
