import { describe, expect, it } from 'vitest';
import type { Note } from '../../../providers/api/notes-api';
import { emptyLists, hasMore, listsReducer, noteTarget } from './notes-state';

const note = (id: number, created_at = `2026-11-20T0${id % 10}:00:00Z`): Note => ({
  id,
  body: `note ${id}`,
  created_at,
  status: 'new',
  note_type: 'actionable',
  link: { type: 'order', target_id: String(id) },
});

describe('notes lists', () => {
  it('keeps page 1, remembers its newest note as start_from and appends later pages without repeats', () => {
    let s = listsReducer(emptyLists(), { type: 'loading', noteType: 'actionable' });
    expect(s.actionable.loading).toBe(true);
    s = listsReducer(s, { type: 'loaded', noteType: 'actionable', page: 1, answer: { notes: [note(3), note(2)], count: 5 } });
    expect(s.actionable).toMatchObject({ page: 1, total: 5, loading: false, startFrom: note(3).created_at });
    s = listsReducer(s, { type: 'loaded', noteType: 'actionable', page: 2, answer: { notes: [note(2), note(1)], count: 5 } });
    expect(s.actionable.notes.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(s.actionable.startFrom).toBe(note(3).created_at);
    expect(s.informational.page).toBe(0);
  });

  it('reset (a filter change) clears both lists and paging', () => {
    let s = listsReducer(emptyLists(), { type: 'loaded', noteType: 'actionable', page: 1, answer: { notes: [note(1)], count: 30 } });
    s = listsReducer(s, { type: 'loaded', noteType: 'informational', page: 1, answer: { notes: [note(2)], count: 30 } });
    expect(listsReducer(s, { type: 'reset' })).toEqual(emptyLists());
  });

  it('keeps what was loaded when a page fails', () => {
    let s = listsReducer(emptyLists(), { type: 'loaded', noteType: 'actionable', page: 1, answer: { notes: [note(1)], count: 30 } });
    s = listsReducer(s, { type: 'failed', noteType: 'actionable', error: 'errors.server' });
    expect(s.actionable).toMatchObject({ page: 1, loading: false, error: 'errors.server' });
    expect(s.actionable.notes).toHaveLength(1);
  });

  it.each([
    [0, 0, false],
    [1, 20, false],
    [1, 21, true],
    [2, 40, false],
    [2, 41, true],
  ])('page %i of total %i: more = %s', (page, total, more) => {
    expect(hasMore({ notes: [], page, total, loading: false }, 20)).toBe(more);
  });

  it('links actionable notes to orders, reviews and refunds', () => {
    expect(noteTarget({ type: 'order', target_id: '600001' })).toBe('/orders/600001');
    expect(noteTarget({ type: 'review', target_id: '17' })).toBe('/reviews/17');
    expect(noteTarget({ type: 'refund', target_id: 'a-b' })).toBe('/refunds');
    expect(noteTarget(null)).toBeUndefined();
  });
});
