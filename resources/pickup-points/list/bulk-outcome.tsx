import { Alert, Button, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from '../../../src/engine/bulk/use-bulk-run';
import type { PickupPoint } from '../pickup-points-api';

/** One progress for the whole run of per-point calls: "Disabling points: 2 of 5". */
export function BulkProgress({ toggle, done, total }: { toggle: 'enable' | 'disable'; done: number; total: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" style={{ minWidth: 220 }}>
      <Typography.Text>{t(`pickup-points.bulk.running.${toggle}`, { done, total })}</Typography.Text>
      <Progress size="small" percent={Math.round((done / total) * 100)} format={() => `${done} / ${total}`} />
    </div>
  );
}

/**
 * What a run left undone: how many changed, each point that did not with why (the area's
 * catalogue; the server's own words only as a secondary line), and a retry of those alone.
 */
export function BulkFailures({ result, onRetry, retrying }: { result: BulkResult<PickupPoint>; onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  const failed = result.failed.length;
  return (
    <Alert
      type={result.kind === 'none' ? 'error' : 'warning'}
      showIcon
      role="status"
      style={{ flexBasis: '100%' }}
      message={result.kind === 'none' ? t('pickup-points.bulk.none', { failed }) : t('pickup-points.bulk.some', { done: result.succeeded.length, failed })}
      description={
        <ul aria-label={t('pickup-points.bulk.failedList')} style={{ margin: 0, paddingInlineStart: 20 }}>
          {result.failed.map((f) => (
            <li key={f.item.store_id}>
              <strong style={{ fontWeight: 600 }}>
                {f.item.name} ({f.item.store_id})
              </strong>
              : {f.message}
              {f.detail && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{f.detail}</Typography.Text>}
            </li>
          ))}
        </ul>
      }
      action={
        <Button size="small" loading={retrying} onClick={onRetry}>
          {t('pickup-points.bulk.retry', { count: failed })}
        </Button>
      }
    />
  );
}
