import { useMemo, useRef, useState } from 'react';
import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { useLeaveGuard } from '../../../src/controls/use-leave-guard';
import { ErrorState } from '../../../src/engine/states';
import { BulkRunProgress } from '../../../src/engine/bulk/bulk-outcome';
import { DISABLED_POINT_KEY } from '../actions/pickup-point-dialog';
import { usePickupPoints } from '../shared/use-pickup-points';
import { useOrdersRefresh } from '../shared/use-orders-refresh';
import { acceptAndReadyOne, acceptOne, readyOne } from './bulk-calls';
import type { BulkRequest } from './bulk-store';
import { createWriteKeys } from './write-keys';
import { BulkResultView } from './bulk-result';
import { needsPointChoice, OWN_POINTS, PointChoice, preselectedPoint } from './point-choice';
import { allCountsValid, ReadyCounts } from './ready-counts';
import { useOrdersBulkRun } from './use-bulk-run';
import { useBulkDocuments } from './use-bulk-documents';

/**
 * One bulk action from choice to result: accept (one pickup point choice), ready for delivery
 * (a package count per order) or both in one run ("Принять и подготовить", issue 34: each order
 * accepted, then ready, stopping at its own failure), then the run with its progress (leaving
 * asks first), then the summary with a retry of the failed orders, and after both steps the
 * stickers of the prepared orders as one PDF. Loaded when a bulk action first opens.
 */
export default function BulkDialog({ request, onClose }: { request: BulkRequest; onClose(): void }) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const refresh = useOrdersRefresh();
  const { points, active, ready, error: pointsError, retry: retryPoints, retrying: pointsRetrying } = usePickupPoints();
  const bulk = useOrdersBulkRun();
  const { release } = useLeaveGuard(bulk.running, 'orders.queue.leave');
  const { kind } = request;
  const [orders, setOrders] = useState<Order[]>(request.orders);
  const [point, setPoint] = useState<string>();
  const [counts, setCounts] = useState<Record<string, string>>(() => Object.fromEntries(request.orders.map((o) => [o.id, '1'])));
  const documents = useBulkDocuments();
  // Orders a "flow" run accepted: a retry sends them only the ready step.
  const accepted = useRef(new Map<string, Order>());
  const [prepared, setPrepared] = useState<Order[]>([]);
  const [writeKeys] = useState(createWriteKeys);
  const accepting = kind === 'accept' || kind === 'flow';
  const choosing = accepting && needsPointChoice(orders, active, !ready);
  const preselected = useMemo(() => preselectedPoint(request.orders, points), [request.orders, points]);
  const chosenPoint = point ?? preselected;

  const pointReady = !choosing || chosenPoint !== undefined;
  const canStart = kind === 'accept' ? pointReady : kind === 'ready' ? allCountsValid(orders, counts) : pointReady && allCountsValid(orders, counts);
  const start = async (list: Order[]) => {
    if (!canStart) return;
    request.onStarted?.();
    const pointId = choosing && chosenPoint !== OWN_POINTS ? chosenPoint : undefined;
    const result = await bulk.run(list, (o, signal) =>
      writeKeys.settle(
        o.id,
        kind === 'accept'
          ? acceptOne(o, pointId, signal, writeKeys.of(o.id, 'accept'))
          : kind === 'ready'
            ? readyOne(o, Number(counts[o.id]), signal, writeKeys.of(o.id, 'ready'))
            : acceptAndReadyOne(o, pointId, Number(counts[o.id]), accepted.current, signal, (step) => writeKeys.of(o.id, step)),
      ),
    );
    release();
    await refresh();
    if (result) {
      setOrders(result.failed.map((f) => f.item));
      setPrepared((done) => [...done, ...result.succeeded]);
    }
  };

  const title = bulk.result
    ? t(`orders.queue.result.${kind}.title`)
    : t(`orders.queue.${kind}.title`, { count: orders.length });
  const footer = bulk.running
    ? [
        <Button key="stop" onClick={bulk.stop}>
          {t('orders.queue.stop')}
        </Button>,
      ]
    : bulk.result
      ? [
          ...(bulk.result.failed.length > 0
            ? [
                <Button key="retry" onClick={() => void start(orders)}>
                  {t('orders.queue.result.retry', { count: bulk.result.failed.length })}
                </Button>,
              ]
            : []),
          ...(kind === 'flow' && prepared.length > 0
            ? [
                <Button key="stickers" type="primary" icon={<FilePdfOutlined />} loading={documents.running === 'stickers'} onClick={() => void documents.print('stickers', prepared)}>
                  {t('orders.queue.documents.stickers.button', { count: prepared.length })}
                </Button>,
              ]
            : []),
          <Button key="close" type={kind === 'flow' && prepared.length > 0 ? 'default' : 'primary'} onClick={onClose}>
            {t('orders.queue.result.close')}
          </Button>,
        ]
      : [
          <Button key="back" onClick={onClose}>
            {t('orders.actions.back')}
          </Button>,
          <Button key="ok" type="primary" disabled={!canStart} onClick={() => void start(orders)}>
            {t(`orders.queue.${kind}.ok`, { count: orders.length })}
          </Button>,
        ];

  const body = () => {
    if (bulk.progress) {
      const { done, total } = bulk.progress;
      return <BulkRunProgress text={t(`orders.queue.${kind}.running`, { done, total })} done={done} total={total} />;
    }
    if (bulk.result) return <BulkResultView kind={kind} result={bulk.result} acceptedOnly={kind === 'flow' ? accepted.current : undefined} />;
    const countsTable = <ReadyCounts orders={orders} counts={counts} onChange={(id, v) => setCounts((c) => ({ ...c, [id]: v }))} />;
    if (kind === 'ready') return countsTable;
    return (
      <>
        <p style={{ marginTop: 0 }}>{kind === 'flow' ? t('orders.queue.flow.hint') : t('orders.queue.accept.list', { ids: orders.map((o) => `№${o.id}`).join(', ') })}</p>
        {choosing && pointsError && (
          <ErrorState error={pointsError} title={t('orders.actions.pickup.loadFailed')} onRetry={retryPoints} retrying={pointsRetrying} />
        )}
        {choosing && !pointsError && (
          <PointChoice
            orders={orders}
            points={points}
            loading={!ready}
            value={chosenPoint}
            onChange={setPoint}
            onRefused={() => notify?.({ key: 'bulk-point', type: 'error', message: t(DISABLED_POINT_KEY) })}
          />
        )}
        {kind === 'flow' && countsTable}
      </>
    );
  };

  return (
    <Modal open title={title} onCancel={bulk.running ? undefined : onClose} closable={!bulk.running} maskClosable={false} keyboard={!bulk.running} width={kind === 'accept' ? 480 : 520} footer={footer} destroyOnHidden>
      {body()}
    </Modal>
  );
}
