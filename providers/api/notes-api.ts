import type { HttpClient } from '../http/client';

/**
 * Notifications (spec 3 §3, §7), merchant token:
 *   count(status, note_type?)  → GET   /notes/api/v1/merchant/notes/count?status=&note_type=   → {count}
 *   list(...)                  → GET   /notes/api/v1/merchant/notes?note_type=&status=&start_from=&page=&limit= → {notes, count}
 *   setStatus(ids, status)     → PATCH /notes/api/v1/merchant/notes/status  body {ids, status}
 * Choices where the spec is silent ("not shown"), implemented identically in sandbox/modules/notes.ts:
 * - `link.type` is `order`, `review` or `refund`; `target_id` is a string (order number, review id, refund uuid).
 * - `start_from` is an ISO instant: only notes created at or before it (keeps pages stable while new
 *   notes arrive). The app sends the newest note's time of page 1 with the later pages.
 * - The status answer is `{ids, status}` (the notes changed); ids must be this shop's notes (404
 *   otherwise), 1..500 distinct positive integers; status `new` or `read` (400 otherwise).
 */
export type NoteType = 'actionable' | 'informational';
export type NoteStatus = 'new' | 'read';
export type NoteLinkType = 'order' | 'review' | 'refund';

export interface NoteLink {
  type: NoteLinkType;
  target_id: string;
}

export interface Note {
  id: number;
  body: string;
  created_at: string;
  status: NoteStatus;
  note_type: NoteType;
  link: NoteLink | null;
}

export interface NotesPage {
  notes: Note[];
  /** All notes matching the filter (not just this page). */
  count: number;
}

export interface NotesQuery {
  note_type: NoteType;
  /** Absent = any status. */
  status?: NoteStatus;
  start_from?: string;
  page: number;
  limit: number;
}

export interface NotesApi {
  count(query: { status: NoteStatus; note_type?: NoteType }, signal?: AbortSignal): Promise<number>;
  list(query: NotesQuery, signal?: AbortSignal): Promise<NotesPage>;
  setStatus(ids: number[], status: NoteStatus): Promise<{ ids: number[]; status: NoteStatus }>;
}

export const NOTES_PATH = '/notes/api/v1/merchant/notes';
/** Spec 3 §9. */
export const NOTES_PAGE_SIZE = 20;
export const NOTES_POLL_MS = 10_000;

export function createNotesApi(http: HttpClient): NotesApi {
  return {
    count: async (query, signal) =>
      (await http.request<{ count: number }>({ path: `${NOTES_PATH}/count`, query: { status: query.status, note_type: query.note_type }, signal })).count,
    list: (query, signal) =>
      http.request<NotesPage>({
        path: NOTES_PATH,
        query: { note_type: query.note_type, status: query.status, start_from: query.start_from, page: query.page, limit: query.limit },
        signal,
      }),
    setStatus: (ids, status) => http.request({ method: 'PATCH', path: `${NOTES_PATH}/status`, body: { ids, status } }),
  };
}
