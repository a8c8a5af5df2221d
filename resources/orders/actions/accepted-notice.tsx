import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';

/**
 * Shown once an order is accepted (spec 2 §4): the fast-courier notice for an express order
 * (the contract's reading of "fast-courier eligible"), otherwise the assembly tip: a courier
 * comes within 1 hour after confirmation.
 */
export function isFastCourier(order: Pick<Order, 'shipping'>): boolean {
  return order.shipping.type === 'express';
}

export function AcceptedNotice({ order, onClose }: { order: Order; onClose(): void }) {
  const { t } = useTranslation();
  const fast = isFastCourier(order);
  return (
    <Modal
      open
      centered
      width={440}
      title={t(fast ? 'orders.actions.accepted.fastTitle' : 'orders.actions.accepted.tipTitle', { id: order.id })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('orders.actions.accepted.ok')}
        </Button>
      }
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t(fast ? 'orders.actions.accepted.fast' : 'orders.actions.accepted.tip')}</Typography.Paragraph>
    </Modal>
  );
}
