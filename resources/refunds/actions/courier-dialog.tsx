import { useState } from 'react';
import { Alert, Flex, Modal, Radio, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PointOption } from './point-option';
import type { RefundRequest } from '../refunds-api';
import { ErrorState } from '../../../src/engine/states';
import { usePickupPoints } from '../pickup-points';

export interface CourierDialogProps {
  request: RefundRequest;
  /** accept: "accept with courier"; courier: "request courier" for a request accepted without one. */
  mode: 'accept' | 'courier';
  busy: boolean;
  onClose(): void;
  onConfirm(pointId: string): void;
  /** A disabled point was clicked: refused with its toast. */
  onRefused(key: string): void;
}

/**
 * The pickup point the courier brings the return to. Every point is listed (the seller sees
 * why one is missing) but only an active one can be chosen; the request's own point is
 * preselected when active, else the first active one.
 */
export function CourierDialog({ request, mode, busy, onClose, onConfirm, onRefused }: CourierDialogProps) {
  const { t } = useTranslation();
  const points = usePickupPoints();
  const list = points.data ?? [];
  const fallback = list.find((p) => p.store_id === request.pickup_point_id && p.is_active) ?? list.find((p) => p.is_active);
  const [picked, setPicked] = useState<string>();
  const chosen = picked ?? fallback?.store_id;
  const hintId = `courier-hint-${request.request_uuid}`;

  const choose = (id: string) => {
    if (list.find((p) => p.store_id === id)?.is_active) setPicked(id);
    else onRefused('refunds.toasts.disabledPoint');
  };

  return (
    <Modal
      open
      title={t('refunds.dialogs.courierTitle')}
      okText={t(mode === 'accept' ? 'refunds.actions.acceptWithCourier' : 'refunds.dialogs.confirmCourier')}
      cancelText={t('refunds.dialogs.cancel')}
      okButtonProps={{ disabled: !chosen, loading: busy }}
      onOk={() => chosen && onConfirm(chosen)}
      onCancel={onClose}
      width={480}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" id={hintId}>
        {t('refunds.dialogs.courierText', { id: request.request_id })}
      </Typography.Paragraph>
      {points.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : points.isError ? (
        <ErrorState error={points.error} title={t('refunds.dialogs.pointsError')} onRetry={() => void points.refetch()} retrying={points.isFetching} />
      ) : !list.some((p) => p.is_active) ? (
        <Alert type="warning" showIcon message={t('refunds.dialogs.noPoints')} />
      ) : (
        <Radio.Group value={chosen} onChange={(e) => choose(String(e.target.value))} aria-label={t('refunds.dialogs.pickupPoint')} aria-describedby={hintId} style={{ width: '100%' }}>
          <Flex vertical gap={8}>
            {list.map((p) => (
              <PointOption key={p.store_id} point={p} />
            ))}
          </Flex>
        </Radio.Group>
      )}
    </Modal>
  );
}
