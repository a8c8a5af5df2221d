import { useEffect, useRef, useState } from 'react';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickupPoint } from '../pickup-points-api';
import { useRight, WithReason } from '../../../src/engine/rights';
import { useUndo } from '../../../src/engine/undo/use-undo';
import { pickupPointsApi, usePointToasts, usePointsChanged } from '../pickup-points-services';

/**
 * The list's active switch (spec 3 §4, §7): PUT .../{store_id}/enable or /disable. The switch
 * moves at once and moves back, with a toast, when the call fails (spec 3 §8); while the call
 * runs it is loading and a second click sends nothing. Switching off offers "Отменить" for the
 * toast's 7 s (issue 33): the point is off at once (a point that must close closes now) and the
 * undo sends /enable, the spec's own inverse; an undo that fails says so and re-reads the list.
 */
export function ActiveSwitch({ point }: { point: PickupPoint }) {
  const { t } = useTranslation();
  const toasts = usePointToasts();
  const changed = usePointsChanged();
  const [shown, setShown] = useState(point.is_active);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  // Issue 28: switching needs pickup_points.manage; without it the switch stays, disabled, with the reason.
  const manage = useRight('pickup_points.manage');

  // A re-read of the list is the truth once no change of ours is running.
  useEffect(() => {
    if (!inFlight.current) setShown(point.is_active);
  }, [point.is_active]);

  const offerUndo = useUndo();
  const undoKey = `pickup-point-undo-${point.store_id}`;
  const reopen = async () => {
    inFlight.current = true;
    setPending(true);
    try {
      await pickupPointsApi.toggle(point.store_id, 'enable');
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  const reopened = () => {
    setShown(true);
    toasts.success(undoKey, t('pickup-points.toasts.enabled', { name: point.name }));
    void changed(point.store_id);
  };
  const notReopened = (error: unknown) => {
    toasts.failure(undoKey, error, (message) => t('engine.undo.failed', { message }));
    void changed(point.store_id);
  };

  const toggle = async (next: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setShown(next);
    const key = `pickup-point-${point.store_id}`;
    try {
      await pickupPointsApi.toggle(point.store_id, next ? 'enable' : 'disable');
      if (next) toasts.success(key, t('pickup-points.toasts.enabled', { name: point.name }));
      else offerUndo({ key, message: t('pickup-points.toasts.disabled', { name: point.name }), undo: reopen, onUndone: reopened, onFailed: notReopened });
      await changed(point.store_id);
    } catch (error) {
      setShown(!next);
      toasts.failure(key, error, (message) => t('pickup-points.toasts.toggleFailed', { name: point.name, message }));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <WithReason reason={manage.reason}>
      <Switch
        checked={shown}
        loading={pending}
        disabled={!manage.allowed}
        onChange={(next) => void toggle(next)}
        aria-label={t('pickup-points.list.switchLabel', { name: point.name })}
      />
    </WithReason>
  );
}
