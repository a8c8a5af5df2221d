import { useTranslation } from 'react-i18next';
import { BulkFailures as RunFailures, BulkRunProgress } from '../../../src/engine/bulk/bulk-outcome';
import type { BulkResult } from '../../../src/engine/bulk/use-bulk-run';
import type { PickupPoint } from '../pickup-points-api';

/** One progress for the whole run of per-point calls: "Disabling points: 2 of 5". */
export function BulkProgress({ toggle, done, total }: { toggle: 'enable' | 'disable'; done: number; total: number }) {
  const { t } = useTranslation();
  return <BulkRunProgress compact text={t(`pickup-points.bulk.running.${toggle}`, { done, total })} done={done} total={total} />;
}

/** What a run left undone, in the points' words: each point by name and store id, with a retry of those alone. */
export function BulkFailures({ result, onRetry, retrying }: { result: BulkResult<PickupPoint>; onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  const failed = result.failed.length;
  return (
    <RunFailures<PickupPoint>
      result={result}
      title={result.kind === 'none' ? t('pickup-points.bulk.none', { failed }) : t('pickup-points.bulk.some', { done: result.succeeded.length, failed })}
      listLabel={t('pickup-points.bulk.failedList')}
      retryLabel={t('pickup-points.bulk.retry', { count: failed })}
      itemKey={(p) => p.store_id}
      itemName={(p) => `${p.name} (${p.store_id})`}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
