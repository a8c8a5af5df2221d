import { useState } from 'react';
import { Flex, Radio, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { addressOf } from '../shared/pickup-point-address';
import type { LockedCallState } from '../shared/use-locked-call';
import { ErrorState } from '../../../src/engine/states';
import { usePickupPoints } from '../shared/use-pickup-points';
import { ActionDialog, type ActionsVariant } from './action-dialog';

export const DISABLED_POINT_KEY = 'orders_cannot_select_disabled_pickup_point';

export interface PickupPointDialogProps {
  order: Order;
  variant: ActionsVariant;
  open: boolean;
  /** accept: the choice before accepting; change: the pickup point change itself. */
  mode: 'accept' | 'change';
  busy: boolean;
  lockState: LockedCallState;
  onStop(): void;
  onClose(): void;
  onConfirm(pointId: string): void;
  /** A disabled point was clicked (spec 2 §5: refused with a toast). */
  onRefused(key: string): void;
}

/**
 * Every pickup point of the shop, the order's own preselected when it is usable. A disabled
 * point stays listed (the seller sees why it is missing) but choosing it is refused.
 */
export function PickupPointDialog(props: PickupPointDialogProps) {
  const { t } = useTranslation();
  const { points, byId, ready, error, retry, retrying } = usePickupPoints();
  const { order } = props;
  const current = byId(order.pickup_point_id);
  // Until the user picks, the order's own point (the points may still be loading at first).
  const [picked, setPicked] = useState<string>();
  const chosen = picked ?? (current?.is_active ? current.store_id : undefined);
  const choose = (id: string): void => {
    if (byId(id)?.is_active) setPicked(id);
    else props.onRefused(DISABLED_POINT_KEY);
  };
  const unchanged = props.mode === 'change' && chosen === order.pickup_point_id;

  return (
    <ActionDialog
      variant={props.variant}
      open={props.open}
      title={props.mode === 'accept' ? t('orders.actions.pickup.acceptTitle') : t('orders.actions.pickup.changeTitle', { id: order.id })}
      okText={props.mode === 'accept' ? t('orders.actions.pickup.acceptOk') : t('orders.actions.save')}
      // Nothing is decided without the points: confirm stays off until they are here.
      okDisabled={!ready || chosen === undefined || unchanged}
      busy={props.busy}
      lockState={props.lockState}
      onStop={props.onStop}
      onClose={props.onClose}
      onOk={() => chosen && props.onConfirm(chosen)}
    >
      <Typography.Text type="secondary" id={`pickup-hint-${order.id}`}>
        {t('orders.actions.pickup.hint')}
      </Typography.Text>
      {error ? (
        <ErrorState error={error} title={t('orders.actions.pickup.loadFailed')} onRetry={retry} retrying={retrying} />
      ) : !ready ? (
        // Says why confirm is off while the points load (or are being asked again).
        <Flex vertical gap={8} role="status">
          <Typography.Text>{t('orders.actions.pickup.waiting')}</Typography.Text>
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        </Flex>
      ) : (
        <Radio.Group value={chosen} onChange={(e) => choose(String(e.target.value))} aria-labelledby={`pickup-hint-${order.id}`}>
          <Flex vertical gap={12}>
            {points.map((p) => (
              <Radio key={p.store_id} value={p.store_id}>
                <Flex vertical>
                  <Typography.Text type={p.is_active ? undefined : 'secondary'}>
                    {p.name}
                    {p.store_id === order.pickup_point_id && <Tag style={{ marginInlineStart: 8 }}>{t('orders.actions.pickup.current')}</Tag>}
                    {!p.is_active && <Tag color="default" style={{ marginInlineStart: 8 }}>{t('orders.actions.pickup.disabled')}</Tag>}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {addressOf(p, t)}
                  </Typography.Text>
                </Flex>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      )}
    </ActionDialog>
  );
}
