import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RefundRequest } from '../refunds-api';
import { newActionKeys, type ActionKeys } from '../../../providers/http/idempotency';
import { useLeaveGuard } from '../../../src/controls/use-leave-guard';
import { ErrorState } from '../../../src/engine/states';
import { BulkFailureList, BulkRunProgress } from '../../../src/engine/bulk/bulk-outcome';
import { usePickupPoints } from '../pickup-points';
import { REFUNDS_LIST_KEY } from '../refunds-services';
import { REFUNDS_KEYS } from '../refunds-keys';
import { applyOne } from './bulk-calls';
import type { BulkRequest } from './bulk-store';
import { needingCourier, OWN_POINTS, PointChoice, preselectedPoint } from './point-choice';
import { useRefundsBulkRun } from './use-refunds-bulk-run';

/**
 * One bulk decision from choice to result: the requests named (for an accept with a courier, one
 * pickup point for all or each its own), then the run with one progress (leaving asks first),
 * then what was done, each failed request with why, and a retry of those alone. Every request
 * keeps its idempotency keys for the dialog's life, so a retry of one whose answer was lost is
 * answered again by the service, never applied twice. Loaded when a bulk action first opens.
 */
export default function BulkDialog({ request, onClose }: { request: BulkRequest; onClose(): void }) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const queryClient = useQueryClient();
  const { action } = request;
  const bulk = useRefundsBulkRun();
  const { release } = useLeaveGuard(bulk.running, 'refunds.queue.leave');
  const [pending, setPending] = useState<RefundRequest[]>(request.requests);
  const keys = useRef(new Map<string, ActionKeys>());
  const keysOf = (q: RefundRequest) => keys.current.get(q.request_uuid) ?? keys.current.set(q.request_uuid, newActionKeys()).get(q.request_uuid)!;

  const points = usePickupPoints();
  const list = useMemo(() => points.data ?? [], [points.data]);
  const choosing = action === 'acceptWithCourier' && needingCourier(request.requests).length > 0;
  const [point, setPoint] = useState<string>();
  const chosen = point ?? (choosing ? preselectedPoint(request.requests, list) : undefined);
  const canStart = !choosing || chosen !== undefined;
  const count = pending.length;

  const start = async (requests: RefundRequest[]) => {
    if (!canStart) return;
    request.onStarted?.();
    const pointId = chosen === OWN_POINTS ? undefined : chosen;
    const result = await bulk.run(requests, (q, signal) => applyOne(q, action, pointId, keysOf(q), signal));
    release();
    await Promise.all([queryClient.invalidateQueries({ queryKey: [...REFUNDS_LIST_KEY] }), queryClient.invalidateQueries({ queryKey: REFUNDS_KEYS.all })]);
    if (result) setPending(result.failed.map((f) => f.item));
  };

  const result = bulk.result;
  const title = result ? t(`refunds.queue.bulk.${action}.resultTitle`) : t(`refunds.queue.bulk.${action}.title`, { count });
  const footer = bulk.running
    ? [<Button key="stop" onClick={bulk.stop}>{t('refunds.queue.bulk.stop')}</Button>]
    : result
      ? [
          ...(result.failed.length > 0
            ? [<Button key="retry" onClick={() => void start(pending)}>{t('refunds.queue.bulk.retry', { count: result.failed.length })}</Button>]
            : []),
          <Button key="close" type="primary" onClick={onClose}>{t('refunds.queue.bulk.close')}</Button>,
        ]
      : [
          <Button key="back" onClick={onClose}>{t('refunds.dialogs.cancel')}</Button>,
          <Button key="ok" type="primary" disabled={!canStart} onClick={() => void start(pending)}>
            {t(`refunds.queue.bulk.${action}.ok`, { count })}
          </Button>,
        ];

  const body = () => {
    if (bulk.progress) {
      const { done, total } = bulk.progress;
      return <BulkRunProgress text={t(`refunds.queue.bulk.${action}.running`, { done, total })} done={done} total={total} />;
    }
    if (result) {
      const failed = result.failed.length;
      return (
        <Flex vertical gap={12} data-testid="bulk-result">
          <Alert
            type={result.kind === 'all' ? 'success' : result.kind === 'some' ? 'warning' : 'error'}
            showIcon
            role="status"
            message={result.kind === 'none' ? t('refunds.queue.bulk.none', { count: failed }) : t(`refunds.queue.bulk.${action}.done`, { count: result.succeeded.length })}
            description={failed > 0 && result.kind !== 'none' ? t('refunds.queue.bulk.failedCount', { count: failed }) : undefined}
          />
          {failed > 0 && (
            <BulkFailureList
              label={t('refunds.queue.bulk.failedList')}
              failures={result.failed}
              keyOf={(q) => q.request_uuid}
              nameOf={(q) => t('refunds.queue.bulk.requestNumber', { id: q.request_id })}
            />
          )}
        </Flex>
      );
    }
    return (
      <Flex vertical gap={12}>
        <Typography.Text>{t('refunds.queue.bulk.list', { ids: pending.map((q) => `№${q.request_id}`).join(', ') })}</Typography.Text>
        {choosing &&
          (points.isError ? (
            <ErrorState error={points.error} title={t('refunds.dialogs.pointsError')} onRetry={() => void points.refetch()} retrying={points.isFetching} />
          ) : (
            <PointChoice
              requests={request.requests}
              points={list}
              loading={points.isPending}
              value={chosen}
              onChange={setPoint}
              onRefused={() => notify?.({ key: 'refunds-bulk-point', type: 'error', message: t('refunds.toasts.disabledPoint') })}
            />
          ))}
      </Flex>
    );
  };

  return (
    <Modal open title={title} onCancel={bulk.running ? undefined : onClose} closable={!bulk.running} maskClosable={false} keyboard={!bulk.running} width={520} footer={footer} destroyOnHidden>
      {body()}
    </Modal>
  );
}
