import { beforeEach, describe, expect, it } from 'vitest';
import { createNotesApi, NOTES_PATH, type NotesApi } from '../../providers/api/notes-api';
import { createShellApi, type ShellApi } from '../../providers/api/shell-api';
import { isAppError } from '../../providers/http/errors';
import { createHttpClient } from '../../providers/http/client';
import { readConfig } from '../../providers/config';
import { createMemoryStorage, createSessionStore } from '../../providers/session';
import { notesOf } from '../../sandbox/seed/notes';
import { ordersOf } from '../../sandbox/seed/orders';
import { seedReviews } from '../../sandbox/seed/reviews';
import { merchantClient, sandboxPerFile } from '../support/integration';

/**
 * The shell's typed calls (notes, contacts, order metrics) against the sandbox over HTTP,
 * and the sandbox's notes status and control endpoints they rely on.
 */
const sb = sandboxPerFile({ resetBeforeEach: true });
let notes: NotesApi;
let shell: ShellApi;

async function clientFor(mid = 'm-1001') {
  const { http } = await merchantClient(sb.baseUrl, mid);
  return { notes: createNotesApi(http), shell: createShellApi(http) };
}

const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => (isAppError(e) ? e : undefined));
const addNote = (body: unknown) =>
  fetch(`${sb.baseUrl}/__sandbox/notes`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

beforeEach(async () => {
  ({ notes, shell } = await clientFor());
});

describe('notes', () => {
  const seed = notesOf('m-1001', 'full');

  it('has at least 150 notes of both types and statuses, actionable ones pointing at real orders, reviews and refunds', () => {
    expect(seed.length).toBeGreaterThanOrEqual(150);
    for (const type of ['actionable', 'informational']) for (const status of ['new', 'read']) expect(seed.some((n) => n.note_type === type && n.status === status)).toBe(true);
    const orderIds = new Set(ordersOf('m-1001', 'full').map((o) => o.id));
    const reviewIds = new Set(seedReviews().map((r) => String(r.id)));
    const links = seed.flatMap((n) => (n.link ? [n.link] : []));
    expect(links.filter((l) => l.type === 'order').every((l) => orderIds.has(l.target_id))).toBe(true);
    expect(links.filter((l) => l.type === 'review').every((l) => reviewIds.has(l.target_id))).toBe(true);
    expect(links.some((l) => l.type === 'refund')).toBe(true);
  });

  it('pages with start_from and counts unread per type', async () => {
    const first = await notes.list({ note_type: 'actionable', page: 1, limit: 20 });
    expect(first.notes).toHaveLength(20);
    const second = await notes.list({ note_type: 'actionable', page: 2, limit: 20, start_from: first.notes[0].created_at });
    expect(second.count).toBe(first.count);
    expect(second.notes.some((n) => first.notes.some((f) => f.id === n.id))).toBe(false);
    const unread = await notes.count({ status: 'new', note_type: 'actionable' });
    expect(unread).toBe(seed.filter((n) => n.note_type === 'actionable' && n.status === 'new').length);
  });

  it('marks a batch read in one call; the count drops by the new ones among them', async () => {
    const unread = (await notes.list({ note_type: 'informational', status: 'new', page: 1, limit: 5 })).notes.map((n) => n.id);
    const before = await notes.count({ status: 'new' });
    await sb.control.clearRequests();
    expect(await notes.setStatus(unread, 'read')).toEqual({ ids: unread, status: 'read' });
    expect((await sb.control.requests(`${NOTES_PATH}/status`)).map((r) => r.method)).toEqual(['PATCH']);
    expect(await notes.count({ status: 'new' })).toBe(before - unread.length);
    await notes.setStatus(unread.slice(0, 1), 'new');
    expect(await notes.count({ status: 'new' })).toBe(before - unread.length + 1);
  });

  it('refuses bad status bodies and other shops’ notes', async () => {
    const [one] = (await notes.list({ note_type: 'actionable', page: 1, limit: 1 })).notes;
    expect((await rejection(notes.setStatus([], 'read')))?.statusCode).toBe(400);
    expect((await rejection(notes.setStatus([one.id, one.id], 'read')))?.statusCode).toBe(400);
    expect((await rejection(notes.setStatus([one.id], 'done' as 'read')))?.statusCode).toBe(400);
    expect((await rejection(notes.setStatus([1.5], 'read')))?.statusCode).toBe(400);
    const other = await clientFor('m-1002');
    expect((await rejection(other.notes.setStatus([one.id], 'read')))?.statusCode).toBe(404);
  });

  it('the control endpoint adds a new note on top, and validates it', async () => {
    const before = await notes.count({ status: 'new' });
    const res = await addNote({ body: 'Проверка', link: { type: 'review', target_id: '5' } });
    expect(res.status).toBe(201);
    const added = (await res.json()) as { id: number; note_type: string; status: string };
    expect(added).toMatchObject({ note_type: 'actionable', status: 'new' });
    expect(await notes.count({ status: 'new' })).toBe(before + 1);
    expect((await notes.list({ note_type: 'actionable', page: 1, limit: 1 })).notes[0].id).toBe(added.id);
    expect((await addNote({ note_type: 'actionable' })).status).toBe(400);
    expect((await addNote({ link: { type: 'shop', target_id: '1' } })).status).toBe(400);
    expect((await addNote({ body: '' })).status).toBe(400);
  });
});

describe('contacts and order metrics', () => {
  it('reads the contacts without a token, a social network for every one spec 1 names', async () => {
    const contacts = await shell.contacts();
    const networks = contacts.filter((c) => c.type === 'social_network').map((c) => c.name);
    expect(networks.sort()).toEqual(['facebook', 'instagram', 'linkedin', 'mailru', 'ok', 'skype', 'telegram', 'tiktok', 'twitter', 'vk', 'whatsapp', 'youtube']);
    expect(contacts.every((c) => typeof c.comment === 'string' && c.name && c.value)).toBe(true);
  });

  it("words the contacts' names and comments in the caller's Accept-Language (ru, kk, en), Russian when it names none of them", async () => {
    const client = (language?: string) =>
      createShellApi(createHttpClient({ config: readConfig({ VITE_API_BASE_URL: sb.baseUrl }), session: createSessionStore({ storage: createMemoryStorage() }), onSessionEnd: () => undefined, language: language === undefined ? undefined : () => language }));
    const support = async (language?: string) => (await client(language).contacts()).find((c) => c.id === 1);
    expect(await support('en')).toMatchObject({ name: 'Partner support', value: '+7 (727) 355-55-55', comment: 'Daily, 09:00 to 21:00' });
    expect(await support('kk')).toMatchObject({ name: 'Серіктестерді қолдау қызметі', value: '+7 (727) 355-55-55' });
    expect(await support('ru')).toMatchObject({ name: 'Служба поддержки партнёров', comment: 'Ежедневно с 09:00 до 21:00' });
    expect(await support()).toMatchObject({ name: 'Служба поддержки партнёров' });
    expect(await support('de-DE, en;q=0.8')).toMatchObject({ name: 'Partner support' });
    // A social network's name is its key (the icon), the same in every language.
    expect((await client('en').contacts()).find((c) => c.id === 8)).toMatchObject({ name: 'telegram', comment: 'News for sellers' });
  });

  it('counts confirmed and cancelled items from the orders; the percent is in hundredths of a percent', async () => {
    const m = await shell.metrics();
    const orders = ordersOf('m-1001', 'full');
    const units = (list: typeof orders) => list.reduce((n, o) => n + o.products.reduce((k, p) => k + p.quantity, 0), 0);
    const canceled = units(orders.filter((o) => o.status === 'canceled'));
    const accepted = units(orders.filter((o) => o.status !== 'canceled' && o.status !== 'waiting_confirmation'));
    expect(m).toMatchObject({ accepted_products: accepted, canceled_products: canceled });
    expect(m.canceled_products_percent).toBe(Math.round((canceled / (accepted + canceled)) * 10000));
    expect(m.avg_order_accept_time).toBeGreaterThan(0);
    const empty = await (await clientFor('m-1003')).shell.metrics();
    expect(empty).toEqual({ accepted_products: 0, canceled_products: 0, canceled_products_percent: 0, avg_order_accept_time: 0 });
  });

  it('metrics need a merchant token', async () => {
    expect((await fetch(`${sb.baseUrl}/oms/api/v3/metrics/merchant/stats`)).status).toBe(401);
  });
});
