import { useCallback, useRef, useState } from 'react';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { useLockedCall } from '../shared/use-locked-call';
import { useOrdersRefresh } from '../shared/use-orders-refresh';
import { orderErrorOf } from './error-text';

/** One step of a change: a call that may meet 423 and is then repeated every second. */
export type LockedRun = <T>(call: (signal: AbortSignal) => Promise<T>) => Promise<T | undefined>;

/**
 * Runs an order change the way every action needs it: one at a time (a second click while
 * it runs sends nothing), each step through useLockedCall (423 → loading, repeated every
 * second, `stop` gives up), the error toast (the orders catalogue; an order changed meanwhile
 * is read again), the success toast,
 * then the list/details refresh and `onChanged`. A flow returns undefined when the user
 * stopped waiting; nothing else happens then.
 */
export function useOrderChange(order: Pick<Order, 'id'>, onChanged?: (order?: Order) => void) {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const refresh = useOrdersRefresh();
  const locked = useLockedCall();
  const { run } = locked;
  const flight = useRef(false);
  // Stopping during a request aborts it: that failure is the user's choice, not an error to show.
  const stopped = useRef(false);
  // The whole flow, not just one step: the button stays loading between two calls.
  const [pending, setPending] = useState(false);

  const change = useCallback(
    async (flow: (run: LockedRun) => Promise<Order | undefined>, success: string): Promise<Order | undefined> => {
      if (flight.current) return undefined;
      flight.current = true;
      setPending(true);
      stopped.current = false;
      try {
        const changed = await flow(run);
        if (changed === undefined) return undefined;
        // Keyed by its words too: a second change's success (the package count right after
        // "ready") is a toast of its own, never folded into one that is just closing.
        open?.({ key: `order-change-${order.id}-${success}`, type: 'success', message: success });
        await refresh(order.id);
        onChanged?.(changed);
        return changed;
      } catch (error) {
        if (stopped.current) return undefined;
        const shown = orderErrorOf(t, (k) => i18n.exists(k), error);
        open?.({ key: `order-change-${order.id}`, type: 'error', message: shown.text, description: shown.detail });
        if (shown.stale) await refresh(order.id);
        return undefined;
      } finally {
        flight.current = false;
        setPending(false);
      }
    },
    [run, open, refresh, onChanged, order.id, t, i18n],
  );

  /** A toast for a change refused before any call (all products removed, a disabled point). */
  const refuse = useCallback(
    (key: string) => open?.({ key: `order-change-${order.id}`, type: 'error', message: t(key) }),
    [open, order.id, t],
  );

  const { stop: stopLocked } = locked;
  const stop = useCallback(() => {
    stopped.current = true;
    stopLocked();
  }, [stopLocked]);

  return { change, refuse, lockState: locked.state, stop, busy: pending || locked.busy };
}

export type OrderChange = ReturnType<typeof useOrderChange>;
