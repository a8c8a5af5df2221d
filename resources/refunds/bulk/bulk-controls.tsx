import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundRequest } from '../refunds-api';
import { useRight, WithReason } from '../../../src/engine/rights';
import { bulkActionsFor } from '../rules/queue-rules';
import { startBulk } from './bulk-store';

/**
 * The refunds' decisions in the selection bar: those every selected request offers (accept with
 * or without a courier for new ones, receipt for those on their way, approval for those checked).
 * Each opens its dialog on the page (queue-block.tsx); the selection is cleared once it runs.
 * Without refunds.decide they stay, disabled, with the reason (the service refuses with 403 too).
 */
export function RefundsBulkControls({ records, done }: { records: RefundRequest[]; done(): void }) {
  const { t } = useTranslation();
  const decide = useRight('refunds.decide');
  const actions = bulkActionsFor(records);
  if (actions.length === 0) return <span>{t('refunds.queue.bulk.nothingCommon')}</span>;
  return (
    <>
      {actions.map((action, i) => (
        <WithReason key={action} reason={decide.reason}>
          <Button type={i === 0 ? 'primary' : 'default'} disabled={!decide.allowed} data-bulk-action={action} onClick={() => startBulk({ action, requests: records, onStarted: done })}>
            {t(`refunds.queue.bulk.${action}.button`, { count: records.length })}
          </Button>
        </WithReason>
      ))}
    </>
  );
}
