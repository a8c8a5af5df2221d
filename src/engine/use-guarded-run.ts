import { useCallback, useRef, useState } from 'react';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../providers/http/error-policy';

/**
 * Runs an action at most once at a time: while it runs, `running` is true (the button
 * shows loading) and further calls send nothing — a ref, not state, so even two clicks
 * in the same tick start one run. A failure is shown through the notification provider.
 */
export function useGuardedRun() {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const inFlight = useRef(false);
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async (fn: () => void | Promise<void>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setRunning(true);
      try {
        await fn();
      } catch (error) {
        open?.({ type: 'error', key: 'engine-action', message: errorMessage(t, (key) => i18n.exists(key), error) });
      } finally {
        inFlight.current = false;
        setRunning(false);
      }
    },
    [open, t, i18n],
  );
  return { running, run };
}
