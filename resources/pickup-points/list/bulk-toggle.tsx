import { useCallback, useRef, useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickupPoint, Toggle } from '../pickup-points-api';
import { useRight, WithReason } from '../../../src/engine/rights';
import { useBulkRun } from '../../../src/engine/bulk/use-bulk-run';
import { bulkCallConfigured, pickupPointsApi, usePointToasts, usePointsChanged } from '../pickup-points-services';
import { BulkFailures, BulkProgress } from './bulk-outcome';

/**
 * Enable or disable the selected points at once (spec 3 §2, §4). By default the spec's own
 * per-point calls, through the engine's bulk run (a few in flight, one progress); the points
 * that failed are listed with why, and a retry sends those alone. Where the configuration says
 * the backend has the designed bulk call (VITE_PICKUP_POINTS_BULK_CALL), one call, all or
 * nothing. Points already in the wanted state are not sent.
 */
export function BulkToggle({ records, done }: { records: PickupPoint[]; done(): void }) {
  const { t } = useTranslation();
  const toasts = usePointToasts();
  const changed = usePointsChanged();
  const { describe } = toasts;
  const failureOf = useCallback((error: unknown) => {
    const shown = describe(error);
    return { message: shown.text, detail: shown.detail };
  }, [describe]);
  const bulk = useBulkRun<PickupPoint>(failureOf);
  const [toggle, setToggle] = useState<Toggle | null>(null);
  const [oneCall, setOneCall] = useState(false);
  const inFlight = useRef(false);
  // Issue 28: both need pickup_points.manage; without it they stay, disabled, with the reason
  // (not the descriptor's bulkControlsRight, which would put the reason in their place).
  const manage = useRight('pickup_points.manage');

  const succeeded = (wanted: Toggle) => {
    toasts.success('pickup-points-bulk', t(wanted === 'enable' ? 'pickup-points.toasts.bulkEnabled' : 'pickup-points.toasts.bulkDisabled', { count: records.length }));
    done();
  };

  const byBulkCall = async (wanted: Toggle, points: PickupPoint[]) => {
    const ids = points.map((p) => p.store_id);
    setOneCall(true);
    try {
      await pickupPointsApi.toggleMany(ids, wanted);
      await changed();
      succeeded(wanted);
    } catch (error) {
      toasts.failure('pickup-points-bulk', error, (message) => t('pickup-points.toasts.bulkFailed', { ids: ids.join(', '), message }));
    } finally {
      setOneCall(false);
    }
  };

  const byPointCalls = async (wanted: Toggle, points: PickupPoint[]) => {
    const result = await bulk.run(points, (p, signal) => pickupPointsApi.toggle(p.store_id, wanted, signal));
    if (!result) return;
    await changed(); // some may have changed; on a failure the selection stays for the retry
    if (result.kind === 'all') {
      bulk.clear();
      succeeded(wanted);
    }
  };

  const run = async (wanted: Toggle, points: PickupPoint[]) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setToggle(wanted);
    try {
      if (points.length === 0) succeeded(wanted);
      else await (bulkCallConfigured ? byBulkCall(wanted, points) : byPointCalls(wanted, points));
    } finally {
      inFlight.current = false;
    }
  };
  const start = (wanted: Toggle) => run(wanted, records.filter((p) => p.is_active !== (wanted === 'enable')));
  const busy = bulk.running || oneCall;

  return (
    <>
      <Space wrap>
        {(['enable', 'disable'] as const).map((wanted) => (
          <WithReason key={wanted} reason={manage.reason}>
            <Button danger={wanted === 'disable'} loading={busy && toggle === wanted} disabled={!manage.allowed || busy} onClick={() => void start(wanted)}>
              {t(`pickup-points.actions.${wanted}`)}
            </Button>
          </WithReason>
        ))}
      </Space>
      {bulk.progress && toggle && <BulkProgress toggle={toggle} {...bulk.progress} />}
      {bulk.result && bulk.result.failed.length > 0 && toggle && (
        <BulkFailures result={bulk.result} retrying={busy} onRetry={() => void run(toggle, bulk.result!.failed.map((f) => f.item))} />
      )}
    </>
  );
}
