import { afterEach, describe, expect, it, vi } from 'vitest';
import { inAction, newActionKeys, newUuid, withIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const URL = 'http://api.test/oms/api/v3/merchant/orders/1/lock';

describe('idempotency keys', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a v4 UUID from getRandomValues where there is no randomUUID (no secure context)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(bytes: T) => real.getRandomValues(bytes) });
    const a = newUuid();
    expect(a).toMatch(UUID_V4);
    expect(newUuid()).not.toBe(a);
  });

  it('a GET gets no key; a key given is kept; inside an action each write keeps its own key', () => {
    const get = { path: '/orders' };
    expect(withIdempotencyKey(get, URL)).toBe(get);
    expect(withIdempotencyKey({ path: '/x', method: 'POST', idempotencyKey: 'k-1' }, URL).idempotencyKey).toBe('k-1');

    const action = newActionKeys();
    const post = () => withIdempotencyKey({ path: '/x', method: 'POST' }, URL).idempotencyKey;
    const first = inAction(action, post);
    expect(first).toMatch(UUID_V4);
    expect(inAction(action, post)).toBe(first);
    expect(inAction(action, () => withIdempotencyKey({ path: '/x', method: 'DELETE' }, URL).idempotencyKey)).not.toBe(first);
    // Outside the action every call is a write of its own.
    expect(post()).not.toBe(first);
    expect(post()).not.toBe(post());
  });
});
