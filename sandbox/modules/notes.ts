import { notesOf, type Note } from '../seed/notes';
import { perMerchant } from '../seed/seed-util';
import { isRecord, readJsonObject } from '../http';
import type { SandboxModule } from '../types';
import { enumParam, isoParam, jsonRoute, notFound, pageOf, pagingOf, rowsOf, sortRows, bad } from './list-query';

/**
 * Notifications (spec 3 §7, notes dialect), newest first: `note_type` (required),
 * `status` new|read, `start_from` (ISO; only notes created at or before it, so pages stay
 * stable while new notes arrive) → {notes, count}; the count → {count} for a `status`
 * (required) and optional `note_type`. `PATCH .../status` body {ids, status} → {ids, status}
 * (1..500 distinct positive integers, all this shop's notes, else 404). Control, for tests:
 * `POST /__sandbox/notes` body {mid?, body?, note_type?, status?, link?} adds a note created now.
 */
const TYPES = ['actionable', 'informational'] as const;
const STATUSES = ['new', 'read'] as const;
const LINK_TYPES = ['order', 'review', 'refund'] as const;
const MAX_IDS = 500;

const oneOf = <T extends string>(name: string, value: unknown, allowed: readonly T[], fallback?: T): T => {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) bad(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
};

function readIds(value: unknown): number[] {
  if (!Array.isArray(value) || value.length === 0) bad('ids must be a non-empty array');
  if (value.length > MAX_IDS) bad(`ids: at most ${MAX_IDS} at once`);
  if (!value.every((id) => Number.isInteger(id) && id > 0)) bad('ids must be positive integers');
  if (new Set(value).size !== value.length) bad('ids must not repeat');
  return value as number[];
}

function readLink(value: unknown): Note['link'] {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) bad('link must be an object {type, target_id}');
  const type = oneOf('link.type', value.type, LINK_TYPES);
  if (typeof value.target_id !== 'string' || !value.target_id.trim()) bad('link.target_id is required');
  return { type, target_id: value.target_id };
}

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

    app.patch('/notes/api/v1/merchant/notes/status', ctx.requireMerchant, async (c) => {
      const body = await readJsonObject(c);
      const ids = readIds(body.ids);
      const status = oneOf('status', body.status, STATUSES);
      const mine = new Map(notes(c.get('mid')).map((n) => [n.id, n]));
      const found = ids.map((id) => mine.get(id));
      const missing = ids.filter((_, i) => !found[i]);
      if (missing.length) notFound(`notes not found: ${missing.join(', ')}`);
      for (const note of found) if (note) note.status = status;
      ctx.store.save();
      return c.json({ ids, status });
    });

    app.post('/__sandbox/notes', async (c) => {
      const body = await readJsonObject(c);
      const mid = body.mid ?? 'm-1001';
      if (typeof mid !== 'string' || !/^m-\d+$/.test(mid)) bad('mid must look like m-1001');
      const text = body.body ?? 'Тестовое уведомление';
      if (typeof text !== 'string' || !text.trim()) bad('body must be a non-empty string');
      const link = readLink(body.link);
      const noteType = oneOf('note_type', body.note_type, TYPES, link ? 'actionable' : 'informational');
      if ((noteType === 'actionable') !== (link !== null)) bad('an actionable note needs a link, an informational one has none');
      const all = ctx.store.slice<Record<string, Note[]>>('notes');
      const id = Math.max(0, ...Object.values(all).flat().map((n) => n.id)) + 1;
      const note: Note = { id, body: text, created_at: ctx.now().toISOString(), status: oneOf('status', body.status, STATUSES, 'new'), note_type: noteType, link };
      (all[mid] ??= []).push(note);
      ctx.store.save();
      return c.json(note, 201);
    });
  },
};
