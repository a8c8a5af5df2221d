import { useRef, useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickupPoint, Toggle } from '../pickup-points-api';
import { useRight, WithReason } from '../../../src/engine/rights';
import { pickupPointsApi, usePointToasts, usePointsChanged } from '../pickup-points-services';

/**
 * Enable or disable the selected points at once (spec 3 §2, §4): one bulk call, or one call
 * per point where the backend has no bulk call (BULK_TOGGLE_PATH). Points already in the
 * wanted state are not sent. A failure names the points that did not change.
 */
export function BulkToggle({ records, done }: { records: PickupPoint[]; done(): void }) {
  const { t } = useTranslation();
  const toasts = usePointToasts();
  const changed = usePointsChanged();
  const [running, setRunning] = useState<Toggle | null>(null);
  const inFlight = useRef(false);
  // Issue 28: both need pickup_points.manage; without it they stay, disabled, with the reason
  // (not the descriptor's bulkControlsRight, which would put the reason in their place).
  const manage = useRight('pickup_points.manage');

  const run = async (toggle: Toggle) => {
    if (inFlight.current) return;
    const wanted = toggle === 'enable';
    const ids = records.filter((p) => p.is_active !== wanted).map((p) => p.store_id);
    const successKey = wanted ? 'pickup-points.toasts.bulkEnabled' : 'pickup-points.toasts.bulkDisabled';
    if (ids.length === 0) {
      toasts.success('pickup-points-bulk', t(successKey, { count: records.length }));
      done();
      return;
    }
    inFlight.current = true;
    setRunning(toggle);
    try {
      const { failed } = await pickupPointsApi.toggleMany(ids, toggle);
      if (failed.length) {
        toasts.failure('pickup-points-bulk', failed[0].error, (message) => t('pickup-points.toasts.bulkFailed', { ids: failed.map((f) => f.storeId).join(', '), message }));
        await changed(); // some may have changed; the selection stays for another try
      } else {
        toasts.success('pickup-points-bulk', t(successKey, { count: records.length }));
        await changed();
        done();
      }
    } catch (error) {
      toasts.failure('pickup-points-bulk', error, (message) => t('pickup-points.toasts.bulkFailed', { ids: ids.join(', '), message }));
    } finally {
      inFlight.current = false;
      setRunning(null);
    }
  };

  return (
    <Space wrap>
      <WithReason reason={manage.reason}>
        <Button loading={running === 'enable'} disabled={!manage.allowed || running !== null} onClick={() => void run('enable')}>
          {t('pickup-points.actions.enable')}
        </Button>
      </WithReason>
      <WithReason reason={manage.reason}>
        <Button danger loading={running === 'disable'} disabled={!manage.allowed || running !== null} onClick={() => void run('disable')}>
          {t('pickup-points.actions.disable')}
        </Button>
      </WithReason>
    </Space>
  );
}
