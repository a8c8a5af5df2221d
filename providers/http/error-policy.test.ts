import { describe, expect, it } from 'vitest';
import type { ErrorCatalogue } from './error-catalogue';
import { describeError, ERROR_POLICY, errorKind, errorMessage, errorToast, type ErrorKind } from './error-policy';
import { ERROR_KEYS } from './errors';
import { appErrorFromResponse, createAppError } from './normalize-error';

/** A t() that shows which key it was asked for, and a dictionary with one server key. */
const t = (key: string) => `«${key}»`;
const dictionary = new Set(['orders_cannot_accept', ...Object.values(ERROR_KEYS)]);
const exists = (key: string) => dictionary.has(key);

const answer = (status: number, body: unknown = { message: 'service unavailable' }) => appErrorFromResponse(status, body);
const network = createAppError({ statusCode: 0, key: ERROR_KEYS.network, message: 'Blocked by CORS policy' });
const timeout = createAppError({ statusCode: 0, key: ERROR_KEYS.timeout, message: 'Timeout' });

describe('error policy table: kind → text, the server’s words at most a detail', () => {
  it.each<[string, unknown, ErrorKind, string]>([
    ['no answer', network, 'network', 'errors.network'],
    ['axios timeout', timeout, 'timeout', 'errors.timeout'],
    ['504', answer(504), 'timeout', 'errors.timeout'],
    ['500', answer(500), 'server', 'errors.server'],
    ['503', answer(503), 'server', 'errors.server'],
    ['401', answer(401), 'unauthorized', 'errors.unauthorized'],
    ['403', answer(403), 'forbidden', 'errors.forbidden'],
    ['404', answer(404), 'notFound', 'errors.not_found'],
    ['409', answer(409), 'conflict', 'errors.conflict'],
    ['423', answer(423), 'locked', 'errors.locked'],
    ['400', answer(400), 'badRequest', 'errors.bad_request'],
    ['422', answer(422), 'badRequest', 'errors.bad_request'],
    ['a thrown bug', new Error('x'), 'unknown', 'errors.unknown'],
  ])('%s → %s', (_name, error, kind, key) => {
    expect(errorKind(error)).toBe(kind);
    expect(ERROR_POLICY[kind].key).toBe(key);
    // The person reads our translated text, never the server's.
    expect(errorMessage(t, exists, error)).toBe(`«${key}»`);
  });

  it('transport and service failures never show the server text, not even as a detail, whatever the context', () => {
    for (const status of [401, 423, 500, 502, 503, 504]) {
      const shown = describeError(t, exists, answer(status), { action: 'x.failed', catalogue: [] });
      expect(shown.text).not.toContain('service unavailable');
      expect(shown.detail).toBeUndefined();
    }
    expect(errorMessage(t, exists, network, { action: 'x.failed' })).toBe('«errors.network»');
  });

  it('an unknown refusal shows the action’s text; the server’s words are only the secondary detail', () => {
    const shown = describeError(t, exists, answer(400, { message: 'Количество мест не больше 10' }), { action: 'orders.toasts.failed' });
    expect(shown).toEqual({ text: '«orders.toasts.failed»', detail: 'Количество мест не больше 10', stale: false, known: false });
    expect(errorToast(shown)).toEqual({ message: '«orders.toasts.failed»', description: 'Количество мест не больше 10' });
    // Without an action, the kind's text; 403 and 404 keep theirs even with one.
    expect(describeError(t, exists, answer(422, { message: 'nope' })).text).toBe('«errors.bad_request»');
    expect(describeError(t, exists, answer(404, { message: 'pickup point PP3 not found' }), { action: 'a.b' })).toMatchObject({ text: '«errors.not_found»', detail: 'pickup point PP3 not found' });
  });

  it('a 409 nobody catalogued is a refused state change: the conflict text, and the screen re-reads', () => {
    expect(describeError(t, exists, answer(409, { message: 'already accepted' }), { action: 'a.b' })).toMatchObject({ text: '«errors.conflict»', stale: true, detail: 'already accepted' });
  });

  it('a known case of the area: its text, its field, stale when it is a refused state change', () => {
    const catalogue: ErrorCatalogue = [
      { status: 409, key: 'pickup_point_exists', text: 'pickup-points.form.errors.storeIdTaken', field: 'store_id' },
      { status: 400, key: 'refund_transition_not_allowed', text: 'refunds.errors.alreadyChanged', stale: true },
      { status: 400, words: /cannot bind category/i, text: 'unrelated.errors.category' },
    ];
    const duplicate = answer(409, { key: 'pickup_point_exists', message: 'A pickup point with store_id PP11 already exists' });
    expect(describeError(t, exists, duplicate, { catalogue, action: 'a.b' })).toEqual({ text: '«pickup-points.form.errors.storeIdTaken»', field: 'store_id', stale: false, known: true });
    const moved = answer(400, { key: 'refund_transition_not_allowed', message: 'status change from finished to delivery_to_partner is not allowed' });
    expect(describeError(t, exists, moved, { catalogue })).toEqual({ text: '«refunds.errors.alreadyChanged»', field: undefined, stale: true, known: true });
    // Words of the message where the service sends no code; the status must match too.
    expect(describeError(t, exists, answer(400, { message: 'cannot bind category: closed' }), { catalogue }).text).toBe('«unrelated.errors.category»');
    expect(describeError(t, exists, answer(422, { message: 'cannot bind category: closed' }), { catalogue }).known).toBe(false);
  });

  it('a server key the dictionary has is shown translated, with no detail', () => {
    const keyed = answer(400, { key: 'orders_cannot_accept', message: 'cannot accept' });
    expect(describeError(t, exists, keyed, { action: 'a.b' })).toEqual({ text: '«orders_cannot_accept»', known: true, stale: false });
    expect(errorMessage(t, exists, keyed)).toBe('«orders_cannot_accept»');
    // A message that is itself a dictionary key is translated too.
    expect(errorMessage(t, exists, answer(409, { message: 'orders_cannot_accept' }))).toBe('«orders_cannot_accept»');
  });

  it('an unknown server key falls back to the kind text, not the raw key', () => {
    expect(errorMessage(t, exists, answer(400, { key: 'weird_key' }))).toBe('«errors.bad_request»');
  });
});
