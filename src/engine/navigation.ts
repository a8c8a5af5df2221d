import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BaseRecord } from '@refinedev/core';
import { showBaseOf, type AnyResource } from './descriptor';

/** History state a list leaves on the record it opens, so that "back" returns to the same view. */
export interface FromListState {
  fromList: string;
  /** The ids of the list page the record was opened from, in order: the details page's previous/next. */
  ids?: string[];
}

function isFromListState(value: unknown): value is FromListState {
  return typeof value === 'object' && value !== null && typeof (value as FromListState).fromList === 'string';
}

export function recordId(descriptor: AnyResource, record: BaseRecord): string {
  return String(record[descriptor.backend.idField ?? 'id'] ?? '');
}

/** Where a row leads: the descriptor's rowLink, else the show page when there is one. */
export function rowLinkOf(descriptor: AnyResource, record: BaseRecord): string | undefined {
  if (descriptor.list?.rowLink) return descriptor.list.rowLink(record);
  if (!descriptor.pages.includes('show')) return undefined;
  return `${showBaseOf(descriptor)}/${encodeURIComponent(recordId(descriptor, record))}`;
}

/** Opens a record from the list, noting the list's full URL (filters, sort, page) for the way back. */
export function useOpenFromList() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, ids?: string[]) => {
      const state: FromListState = { fromList: `${location.pathname}${location.search}`, ids };
      navigate(to, { state });
    },
    [navigate, location.pathname, location.search],
  );
}

/**
 * The way back to a resource's list. When this page was opened from the list, the
 * previous history entry is that list: going back restores it exactly (and keeps the
 * history clean); the link still carries the list's URL with its query. Otherwise
 * (a shared link, a new tab) it is a plain link to the list route.
 */
export function useBackToList(descriptor: AnyResource) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const fromList = isFromListState(state) && state.fromList.startsWith(descriptor.route) ? state.fromList : undefined;
  const href = fromList ?? descriptor.route;
  const onClick = useCallback(
    (event: { preventDefault(): void; metaKey?: boolean; ctrlKey?: boolean; shiftKey?: boolean }) => {
      if (!fromList || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigate(-1);
    },
    [fromList, navigate],
  );
  return { href, onClick, fromList: fromList !== undefined };
}

/** The records before and after `id` on the list page it was opened from (none when opened otherwise). */
export function neighboursOf(state: unknown, id: string | undefined): { prev?: string; next?: string } {
  if (!isFromListState(state) || !Array.isArray(state.ids) || id === undefined) return {};
  const at = state.ids.indexOf(id);
  if (at < 0) return {};
  return { prev: state.ids[at - 1], next: state.ids[at + 1] };
}

/**
 * Previous / next record of the list the page was opened from. Moving replaces the history
 * entry and keeps the list's state, so "back" still returns to the list as it was.
 */
export function useNeighbours(descriptor: AnyResource, id: string | undefined) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const { prev, next } = neighboursOf(state, id);
  // Where the last step went: router updates are transitions, late on a busy page, so a quick
  // second click must step on from there, not again from the record still shown.
  const stepped = useRef(id);
  useEffect(() => {
    stepped.current = id;
  }, [id]);
  const go = useCallback(
    (side: 'prev' | 'next') => {
      const to = neighboursOf(state, stepped.current)[side];
      if (to === undefined) return;
      stepped.current = to;
      navigate(`${showBaseOf(descriptor)}/${encodeURIComponent(to)}`, { replace: true, state });
    },
    [descriptor, navigate, state],
  );
  return { prev, next, available: prev !== undefined || next !== undefined, goPrev: () => go('prev'), goNext: () => go('next') };
}
