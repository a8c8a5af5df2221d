import { isAppError } from './errors';
import { inAction, newActionKeys, type ActionKeys } from './idempotency';

export const LOCK_RETRY_MS = 1000;

/** Thrown (as an AbortError DOMException-like Error) when the caller stopped waiting. */
function aborted(): Error {
  const e = new Error('stopped waiting for the locked order');
  e.name = 'AbortError';
  return e;
}

/**
 * Spec 2 §4/§8: a 423 (order locked) answer repeats the call every second until it
 * succeeds. The signal lets the UI offer "stop waiting"; onWaiting(attempt, sinceMs)
 * is called before each wait so it can show a message after a minute.
 */
export async function withLockRetry<T>(
  call: () => Promise<T>,
  opts: { signal?: AbortSignal; onWaiting?: (attempt: number, waitedMs: number) => void; delayMs?: number; action?: ActionKeys } = {},
): Promise<T> {
  const delay = opts.delayMs ?? LOCK_RETRY_MS;
  const started = Date.now();
  // One user action: every repeat of a write sends the key of its first attempt (or the
  // caller's, when the person repeats a write whose outcome is unknown).
  const action = opts.action ?? newActionKeys();
  for (let attempt = 1; ; attempt += 1) {
    if (opts.signal?.aborted) throw aborted();
    try {
      return await inAction(action, call);
    } catch (e) {
      if (!isAppError(e) || e.statusCode !== 423) throw e;
    }
    opts.onWaiting?.(attempt, Date.now() - started);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        opts.signal?.removeEventListener('abort', onAbort);
        resolve();
      }, delay);
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(aborted());
      };
      opts.signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
