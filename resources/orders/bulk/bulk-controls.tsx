import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRight, WithReason } from '../../../src/engine/rights';
import type { Order, OrderStatus } from '../orders-api';
import { useLeaveGuard } from '../../../src/controls/use-leave-guard';
import { startBulk } from './bulk-store';
import { useBulkDocuments } from './use-bulk-documents';

const every = (orders: readonly Order[], statuses: OrderStatus[]) => orders.length > 0 && orders.every((o) => statuses.includes(o.status));

/**
 * The orders' actions in the selection bar: only those that apply to every selected order
 * (accept, or accept and ready in one run, for waiting ones; ready for those on assembly; stickers
 * and acts for assembled ones).
 * Accept and ready open their dialog on the page (queue-host.tsx); a second click meanwhile
 * opens nothing more.
 */
export function OrdersBulkControls({ records, done }: { records: Order[]; done(): void }) {
  const { t } = useTranslation();
  const documents = useBulkDocuments();
  useLeaveGuard(documents.running !== null, 'orders.queue.leave');
  const count = records.length;
  // Bulk decisions need orders.decide (issue 28): disabled with the reason; the documents do not.
  const decide = useRight('orders.decide');
  return (
    <>
      {every(records, ['waiting_confirmation']) && (
        <>
          <WithReason reason={decide.reason}>
            <Button type="primary" disabled={!decide.allowed} onClick={() => startBulk({ kind: 'accept', orders: records, onStarted: done })}>
              {t('orders.queue.accept.button', { count })}
            </Button>
          </WithReason>
          <WithReason reason={decide.reason}>
            <Button disabled={!decide.allowed} onClick={() => startBulk({ kind: 'flow', orders: records, onStarted: done })}>
              {t('orders.queue.flow.button', { count })}
            </Button>
          </WithReason>
        </>
      )}
      {every(records, ['on_assembly', 'reassembly']) && (
        <WithReason reason={decide.reason}>
          <Button type="primary" disabled={!decide.allowed} onClick={() => startBulk({ kind: 'ready', orders: records, onStarted: done })}>
            {t('orders.queue.ready.button', { count })}
          </Button>
        </WithReason>
      )}
      {every(records, ['assembled']) && (
        <>
          <Button icon={<FilePdfOutlined />} loading={documents.running === 'stickers'} disabled={documents.running === 'act'} onClick={() => void documents.print('stickers', records)}>
            {t('orders.queue.documents.stickers.button', { count })}
          </Button>
          <Button icon={<FilePdfOutlined />} loading={documents.running === 'act'} disabled={documents.running === 'stickers'} onClick={() => void documents.print('act', records)}>
            {t('orders.queue.documents.act.button', { count })}
          </Button>
        </>
      )}
    </>
  );
}
