import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { NOTES_PAGE_SIZE, type NoteType } from '../../../providers/api/notes-api';
import { ERROR_KEYS } from '../../../providers/http/errors';
import { notesApi } from '../shell-services';
import { emptyLists, hasMore, listsReducer, NOTE_TYPES } from './notes-state';

/**
 * Loads the dropdown's lists (spec 3 §4): page 1 of the open tab, the next page when asked
 * while more remain, and the unread count of each tab. A filter or status change (`version`)
 * clears both lists and paging; answers to a request made before it are dropped.
 */
export function useNoteLists({ tab, unreadOnly, version, unreadTotal }: { tab: NoteType; unreadOnly: boolean; version: number; unreadTotal?: number }) {
  const [lists, dispatch] = useReducer(listsReducer, undefined, emptyLists);
  const [counts, setCounts] = useState<Partial<Record<NoteType, number>>>({});
  const generation = useRef(0);

  const load = useCallback(
    (noteType: NoteType, page: number, startFrom?: string) => {
      const g = generation.current;
      dispatch({ type: 'loading', noteType });
      notesApi
        .list({ note_type: noteType, status: unreadOnly ? 'new' : undefined, start_from: page > 1 ? startFrom : undefined, page, limit: NOTES_PAGE_SIZE })
        .then(
          (answer) => g === generation.current && dispatch({ type: 'loaded', noteType, page, answer }),
          (error: unknown) => g === generation.current && dispatch({ type: 'failed', noteType, error: error ?? ERROR_KEYS.unknown }),
        );
    },
    [unreadOnly],
  );

  // Declared before the loading effect so a reset lands before the new page 1 is asked for.
  useEffect(() => {
    generation.current += 1;
    dispatch({ type: 'reset' });
  }, [unreadOnly, version]);

  const current = lists[tab];
  useEffect(() => {
    if (current.page === 0 && !current.loading && current.error === undefined) load(tab, 1);
  }, [tab, current, load]);

  useEffect(() => {
    let live = true;
    Promise.all(NOTE_TYPES.map((note_type) => notesApi.count({ status: 'new', note_type }))).then(
      ([actionable, informational]) => live && setCounts({ actionable, informational }),
      () => undefined, // the badges keep their last numbers
    );
    return () => {
      live = false;
    };
  }, [version, unreadTotal]);

  const loadMore = useCallback(() => {
    if (!current.loading && current.error === undefined && hasMore(current, NOTES_PAGE_SIZE)) load(tab, current.page + 1, current.startFrom);
  }, [current, load, tab]);

  const retry = useCallback(() => load(tab, current.page + 1, current.startFrom), [current, load, tab]);

  return { list: current, counts, loadMore, retry, hasMore: hasMore(current, NOTES_PAGE_SIZE) };
}
