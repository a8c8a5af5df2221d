import { notesOf, type Note } from '../seed/notes';
import { perMerchant } from '../seed/seed-util';
import type { SandboxModule } from '../types';
import { enumParam, isoParam, jsonRoute, pageOf, pagingOf, rowsOf, sortRows, bad } from './list-query';

/**
 * Notifications (spec 3 §7, notes dialect), newest first: `note_type` (required),
 * `status` new|read, `start_from` (ISO; only notes created at or before it, so pages stay
 * stable while new notes arrive) → {notes, count}; the count → {count} for a `status`
 * (required) and optional `note_type`.
 */
const TYPES = ['actionable', 'informational'] as const;
const STATUSES = ['new', 'read'] as const;

export const notesModule: SandboxModule = {
  name: 'notes',
  seeds: { notes: () => perMerchant(notesOf) },
  register(app, ctx) {
    const notes = (mid: string): Note[] => rowsOf<Note>(ctx.store, 'notes', mid);

    app.get('/notes/api/v1/merchant/notes/count', ctx.requireMerchant, jsonRoute((c, p) => {
      const status = enumParam(p, 'status', STATUSES) ?? bad('status is required');
      const type = enumParam(p, 'note_type', TYPES);
      return { count: notes(c.get('mid')).filter((n) => n.status === status && (type === undefined || n.note_type === type)).length };
    }));

    app.get('/notes/api/v1/merchant/notes', ctx.requireMerchant, jsonRoute((c, p) => {
      const paging = pagingOf(p);
      const type = enumParam(p, 'note_type', TYPES) ?? bad('note_type is required');
      const status = enumParam(p, 'status', STATUSES);
      const until = isoParam(p, 'start_from');
      const rows = notes(c.get('mid')).filter(
        (n) => n.note_type === type && (status === undefined || n.status === status) && (until === undefined || Date.parse(n.created_at) <= until),
      );
      const sorted = sortRows(rows, (n) => n.created_at, true, (n) => n.id);
      return { notes: pageOf(sorted, paging), count: sorted.length };
    }));
  },
};
