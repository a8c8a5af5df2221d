import { describe, expect, it } from 'vitest';
import { createWriteKeys } from './write-keys';

const appError = (statusCode: number) => ({ statusCode, key: 'errors.x', message: 'x' });
const keyOf = (keys: ReturnType<typeof createWriteKeys>, id: string, step: 'accept' | 'ready') => keys.of(id, step).keyFor('POST', `/orders/${id}`);

describe('the write keys of a bulk dialog', () => {
  it('one key per order and step: the accept and the assembled decision to one address differ', () => {
    const keys = createWriteKeys();
    expect(keyOf(keys, '1', 'accept')).not.toBe(keyOf(keys, '1', 'ready'));
    expect(keyOf(keys, '1', 'accept')).not.toBe(keyOf(keys, '2', 'accept'));
  });

  it('kept after an unknown outcome (no answer, a 5xx, a lock), so the retry is replayed, not applied twice', async () => {
    const keys = createWriteKeys();
    for (const error of [appError(0), appError(503), appError(423)]) {
      const before = keyOf(keys, '1', 'accept');
      await expect(keys.settle('1', Promise.reject(error))).rejects.toBe(error);
      expect(keyOf(keys, '1', 'accept')).toBe(before);
    }
  });

  it('new after a refusal: the next try is a new write', async () => {
    const keys = createWriteKeys();
    const accept = keyOf(keys, '1', 'accept');
    const ready = keyOf(keys, '1', 'ready');
    await expect(keys.settle('1', Promise.reject(appError(409)))).rejects.toMatchObject({ statusCode: 409 });
    expect(keyOf(keys, '1', 'accept')).not.toBe(accept);
    expect(keyOf(keys, '1', 'ready')).not.toBe(ready);
  });
});
