import { describe, expect, it, vi } from 'vitest';
import { onToastAsked, registerToasts, toastsApi, type ToastsApi } from './toasts';

vi.mock('./toast-holders', () => ({ default: () => null }));

describe('toastsApi', () => {
  it('queues a call made before the holders are there, asks for them, then goes straight through', async () => {
    const asked = vi.fn();
    const stop = onToastAsked(asked);
    void toastsApi.message.info('early');
    expect(asked).toHaveBeenCalledTimes(1);

    const info = vi.fn(() => 'handle');
    registerToasts({ message: { info }, notification: {}, modal: {} } as unknown as ToastsApi);
    await Promise.resolve();
    expect(info).toHaveBeenCalledWith('early');

    // Once they are there, a call runs at once and returns what antd returns.
    expect(toastsApi.message.info('late')).toBe('handle');
    expect(info).toHaveBeenLastCalledWith('late');
    expect(asked).toHaveBeenCalledTimes(1);
    stop();
  });
});
