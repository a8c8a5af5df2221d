import { describe, expect, it } from 'vitest';
import { ERROR_POLICY, errorKind, errorMessage, type ErrorKind } from './error-policy';
import { ERROR_KEYS } from './errors';
import { appErrorFromResponse, createAppError } from './normalize-error';

/** A t() that shows which key it was asked for, and a dictionary with one server key. */
const t = (key: string) => `«${key}»`;
const dictionary = new Set(['orders_cannot_accept', ...Object.values(ERROR_KEYS)]);
const exists = (key: string) => dictionary.has(key);

const answer = (status: number, body: unknown = { message: 'service unavailable' }) => appErrorFromResponse(status, body);
const network = createAppError({ statusCode: 0, key: ERROR_KEYS.network, message: 'Blocked by CORS policy' });
const timeout = createAppError({ statusCode: 0, key: ERROR_KEYS.timeout, message: 'Timeout' });

describe('error policy table: kind → text, server message or not', () => {
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
    // Everywhere but the spec's few places, the person reads our translated text, never the server's.
    expect(errorMessage(t, exists, error)).toBe(`«${key}»`);
  });

  it('transport and service failures never show the server text, even where the spec allows it', () => {
    for (const status of [423, 500, 502, 503, 504]) {
      expect(errorMessage(t, exists, answer(status), 'server')).not.toContain('service unavailable');
    }
    expect(errorMessage(t, exists, network, 'server')).toBe('«errors.network»');
  });

  it('where the spec allows it, a refusal shows the server message as sent', () => {
    expect(errorMessage(t, exists, answer(400, { message: 'Количество мест не больше 10' }), 'server')).toBe('Количество мест не больше 10');
    expect(errorMessage(t, exists, answer(409, { message: 'already accepted' }), 'server')).toBe('already accepted');
    expect(errorMessage(t, exists, answer(404, { message: 'pickup point PP3 not found' }), 'server')).toBe('pickup point PP3 not found');
  });

  it('a server key the dictionary has is shown translated, in either scope', () => {
    const keyed = answer(400, { key: 'orders_cannot_accept', message: 'cannot accept' });
    expect(errorMessage(t, exists, keyed, 'server')).toBe('«orders_cannot_accept»');
    expect(errorMessage(t, exists, keyed)).toBe('«orders_cannot_accept»');
    // A message that is itself a dictionary key is translated too.
    expect(errorMessage(t, exists, answer(409, { message: 'orders_cannot_accept' }), 'server')).toBe('«orders_cannot_accept»');
  });

  it('an unknown server key falls back to the kind text, not the raw key', () => {
    expect(errorMessage(t, exists, answer(400, { key: 'weird_key' }))).toBe('«errors.bad_request»');
  });
});
