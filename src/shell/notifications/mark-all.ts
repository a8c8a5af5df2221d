import type { NotesApi } from '../../../providers/api/notes-api';
import { NOTE_TYPES } from './notes-state';

/** The status call takes at most 500 ids (spec 3 §7 as the sandbox enforces it). */
export const MARK_BATCH = 500;
/** Unread notes are read this many per list call (the list's largest page). */
export const UNREAD_PAGE = 100;

export function batches<T>(items: readonly T[], size = MARK_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The ids of every unread note of both tabs as of `asOf` (start_from keeps notes arriving
 * meanwhile out, so what is marked is what the seller saw counted).
 */
export async function unreadIds(api: Pick<NotesApi, 'list'>, asOf: string): Promise<number[]> {
  const ids: number[] = [];
  for (const note_type of NOTE_TYPES) {
    for (let page = 1; ; page += 1) {
      const answer = await api.list({ note_type, status: 'new', start_from: asOf, page, limit: UNREAD_PAGE });
      ids.push(...answer.notes.map((n) => n.id));
      if (answer.notes.length < UNREAD_PAGE || page * UNREAD_PAGE >= answer.count) break;
    }
  }
  return [...new Set(ids)];
}

/** "Mark all as read": one PATCH with the unread ids (a second one per further 500). Returns how many. */
export async function markAllRead(api: Pick<NotesApi, 'list' | 'setStatus'>, asOf = new Date().toISOString()): Promise<number> {
  const ids = await unreadIds(api, asOf);
  for (const batch of batches(ids)) await api.setStatus(batch, 'read');
  return ids.length;
}
