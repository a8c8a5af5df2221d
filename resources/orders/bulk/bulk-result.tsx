import { Alert, Flex } from 'antd';
import { BulkFailureList } from '../../../src/engine/bulk/bulk-outcome';
import { useTranslation } from 'react-i18next';
import { isFastCourier } from '../actions/accepted-notice';
import type { BulkKind } from './bulk-store';
import type { OrdersBulkResult } from './use-bulk-run';

/**
 * What a bulk action did: N done; M failed, each with the server's message (the retry is the
 * dialog's button). After an accept, the express orders among the accepted are named with the
 * fast-courier notice (the rows may already have left a filtered list). After accept-and-ready, an
 * order that failed at the second step says it was accepted.
 */
export function BulkResultView({ kind, result, acceptedOnly }: { kind: BulkKind; result: OrdersBulkResult; acceptedOnly?: ReadonlyMap<string, unknown> }) {
  const { t } = useTranslation();
  const ok = result.succeeded.length;
  const failed = result.failed.length;
  const type = result.kind === 'all' ? 'success' : result.kind === 'some' ? 'warning' : 'error';
  const express = kind === 'accept' || kind === 'flow' ? result.succeeded.filter(isFastCourier) : [];
  return (
    <Flex vertical gap={12} data-testid="bulk-result">
      <Alert
        type={type}
        showIcon
        role="status"
        message={
          result.kind === 'none'
            ? t(`orders.queue.result.${kind}.none`, { count: failed })
            : t(`orders.queue.result.${kind}.done`, { count: ok })
        }
        description={failed > 0 && result.kind !== 'none' ? t('orders.queue.result.failedCount', { count: failed }) : undefined}
      />
      {failed > 0 && (
        <BulkFailureList label={t('orders.queue.result.failedList')} failures={result.failed} keyOf={(o) => o.id} nameOf={(o) => t('orders.queue.orderNumber', { id: o.id }) + (acceptedOnly?.has(o.id) ? ` (${t('orders.queue.result.flow.acceptedOnly')})` : '')} />
      )}
      {express.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={t('orders.queue.result.expressTitle', { ids: express.map((o) => `№${o.id}`).join(', '), count: express.length })}
          description={t('orders.actions.accepted.fast')}
        />
      )}
    </Flex>
  );
}
