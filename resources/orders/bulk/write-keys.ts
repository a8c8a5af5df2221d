import { newActionKeys, type ActionKeys } from '../../../providers/http/client';
import { isRefusal } from '../../../providers/http/errors';

export type WriteStep = 'accept' | 'ready';

/**
 * The idempotency keys of each order's writes in a bulk dialog, per step (the accept and the
 * assembled decision go to the same address with other bodies), kept across "retry the failed":
 * a write whose answer was lost (a dropped connection, a 5xx) is sent again under its key, so
 * the server replays its answer instead of applying it twice. A refusal is an answer: the
 * order's next try is a new write with new keys.
 */
export function createWriteKeys() {
  const keys = new Map<string, ActionKeys>();
  return {
    of(id: string, step: WriteStep): ActionKeys {
      const slot = `${id} ${step}`;
      const found = keys.get(slot) ?? newActionKeys();
      keys.set(slot, found);
      return found;
    },
    /** Runs one order's writes; after a refusal its keys are forgotten. */
    async settle<T>(id: string, writes: Promise<T>): Promise<T> {
      try {
        return await writes;
      } catch (error) {
        if (isRefusal(error)) for (const step of ['accept', 'ready'] as const) keys.delete(`${id} ${step}`);
        throw error;
      }
    },
  };
}
