import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppError } from './normalize-error';
import { withLockRetry } from './lock-retry';
import { newActionKeys, withIdempotencyKey } from './idempotency';

const locked = () => createAppError({ statusCode: 423, key: 'order_locked', message: 'order is locked' });

describe('withLockRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('repeats a 423 every second until it succeeds', async () => {
    const call = vi.fn().mockRejectedValueOnce(locked()).mockRejectedValueOnce(locked()).mockResolvedValue('ok');
    const onWaiting = vi.fn();
    const done = withLockRetry(call, { onWaiting });
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(3);
    expect(onWaiting.mock.calls.map((c) => c[0])).toEqual([1, 2]);
    expect(onWaiting.mock.calls[1][1]).toBe(1000);
  });

  it('other errors are not retried', async () => {
    const call = vi.fn().mockRejectedValue(createAppError({ statusCode: 400, key: 'x', message: 'undefined solution command' }));
    await expect(withLockRetry(call)).rejects.toMatchObject({ statusCode: 400 });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('stops when the signal aborts, mid-wait, and reports a minute of waiting', async () => {
    const call = vi.fn().mockRejectedValue(locked());
    const controller = new AbortController();
    const onWaiting = vi.fn();
    const done = withLockRetry(call, { signal: controller.signal, onWaiting });
    const caught = done.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(call).toHaveBeenCalledTimes(61);
    expect(onWaiting).toHaveBeenLastCalledWith(61, 60_000);
    controller.abort();
    expect(await caught).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(call).toHaveBeenCalledTimes(61);
  });

  it("a caller's action keys carry over to a second run: the same write repeated by the person sends the same key", async () => {
    const keyOfWrite = async () => withIdempotencyKey({ method: 'POST', path: '/oms/x' }, '/oms/x').idempotencyKey;
    const action = newActionKeys();
    const first = await withLockRetry(keyOfWrite, { action });
    const again = await withLockRetry(keyOfWrite, { action });
    const fresh = await withLockRetry(keyOfWrite);
    expect(first).toBeTruthy();
    expect(again).toBe(first);
    expect(fresh).not.toBe(first);
  });
});
