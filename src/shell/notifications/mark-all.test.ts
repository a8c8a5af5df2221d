import { describe, expect, it, vi } from 'vitest';
import type { Note, NotesQuery } from '../../../providers/api/notes-api';
import { batches, markAllRead } from './mark-all';

const note = (id: number, note_type: Note['note_type']): Note => ({ id, note_type, status: 'new', body: '', created_at: '2026-11-25T10:00:00Z', link: null });

function fakeApi(unread: { actionable: number; informational: number }) {
  const all = [
    ...Array.from({ length: unread.actionable }, (_, i) => note(i + 1, 'actionable')),
    ...Array.from({ length: unread.informational }, (_, i) => note(10_000 + i, 'informational')),
  ];
  return {
    list: vi.fn(async (q: NotesQuery) => {
      const rows = all.filter((n) => n.note_type === q.note_type);
      return { notes: rows.slice((q.page - 1) * q.limit, q.page * q.limit), count: rows.length };
    }),
    setStatus: vi.fn(async (ids: number[], status: 'new' | 'read') => ({ ids, status })),
  };
}

describe('mark all as read', () => {
  it('splits ids into batches of 500', () => {
    expect(batches(Array.from({ length: 1001 }, (_, i) => i)).map((b) => b.length)).toEqual([500, 500, 1]);
    expect(batches([])).toEqual([]);
  });

  it('one PATCH with every unread id of both tabs, as of the moment asked', async () => {
    const api = fakeApi({ actionable: 130, informational: 7 });
    expect(await markAllRead(api, '2026-11-25T12:00:00Z')).toBe(137);
    expect(api.setStatus).toHaveBeenCalledTimes(1);
    expect(api.setStatus.mock.calls[0][0]).toHaveLength(137);
    expect(api.setStatus.mock.calls[0][1]).toBe('read');
    expect(api.list.mock.calls.every(([q]) => q.status === 'new' && q.start_from === '2026-11-25T12:00:00Z')).toBe(true);
  });

  it('more than 500: a PATCH per 500', async () => {
    const api = fakeApi({ actionable: 620, informational: 0 });
    expect(await markAllRead(api)).toBe(620);
    expect(api.setStatus.mock.calls.map(([ids]) => ids.length)).toEqual([500, 120]);
  });

  it('nothing unread: no PATCH', async () => {
    const api = fakeApi({ actionable: 0, informational: 0 });
    expect(await markAllRead(api)).toBe(0);
    expect(api.setStatus).not.toHaveBeenCalled();
  });
});
