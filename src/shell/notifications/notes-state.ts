import type { Note, NoteLink, NotesPage, NoteType } from '../../../providers/api/notes-api';

/**
 * The notifications dropdown's lists (spec 3 §4): one list per tab, loaded page by page.
 * Pages after the first are asked "up to" the first page's newest note (start_from), so notes
 * arriving meanwhile do not shift them; a note is never shown twice.
 */
export const NOTE_TYPES: NoteType[] = ['actionable', 'informational'];

export interface NoteList {
  notes: Note[];
  /** Last page loaded; 0 = none yet. */
  page: number;
  /** All notes matching the filter, as the server counted them. */
  total: number;
  loading: boolean;
  /** The last failure (shown through the error policy); the notes already loaded stay. */
  error?: unknown;
  startFrom?: string;
}

export type NoteLists = Record<NoteType, NoteList>;

export const emptyList = (): NoteList => ({ notes: [], page: 0, total: 0, loading: false });
export const emptyLists = (): NoteLists => ({ actionable: emptyList(), informational: emptyList() });

export type ListAction =
  | { type: 'reset' }
  | { type: 'loading'; noteType: NoteType }
  | { type: 'loaded'; noteType: NoteType; page: number; answer: NotesPage }
  | { type: 'failed'; noteType: NoteType; error: unknown };

export function listsReducer(state: NoteLists, action: ListAction): NoteLists {
  if (action.type === 'reset') return emptyLists();
  const list = state[action.noteType];
  switch (action.type) {
    case 'loading':
      return { ...state, [action.noteType]: { ...list, loading: true, error: undefined } };
    case 'failed':
      return { ...state, [action.noteType]: { ...list, loading: false, error: action.error } };
    case 'loaded': {
      const known = new Set(list.notes.map((n) => n.id));
      const fresh = action.answer.notes.filter((n) => !known.has(n.id));
      return {
        ...state,
        [action.noteType]: {
          notes: action.page === 1 ? action.answer.notes : [...list.notes, ...fresh],
          page: action.page,
          total: action.answer.count,
          loading: false,
          startFrom: action.page === 1 ? action.answer.notes[0]?.created_at : list.startFrom,
        },
      };
    }
  }
}

/** More pages remain: total minus page × limit above 0 (spec 3 §4). */
export function hasMore(list: NoteList, limit: number): boolean {
  return list.page > 0 && list.total - list.page * limit > 0;
}

/** Where an actionable note leads (spec 3 §2); undefined when it leads nowhere. */
export function noteTarget(link: NoteLink | null | undefined): string | undefined {
  if (!link) return undefined;
  switch (link.type) {
    case 'order':
      return `/orders/${encodeURIComponent(link.target_id)}`;
    case 'review':
      return `/reviews/${encodeURIComponent(link.target_id)}`;
    case 'refund':
      return '/refunds';
    default:
      return undefined;
  }
}
