import { ArrowLeftOutlined, CopyOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '../orders-api';
import type { AnyResource } from '../../../src/engine/descriptor';
import { useBackToList } from '../../../src/engine/navigation';
import { StatusTag } from '../shared/status-tag';

/** The phone header of an order: back to the list (same view), number with copy, status. */
export function MobileOrderHeader({ order, resource }: { order: Order; resource: AnyResource }) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const back = useBackToList(resource);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(order.id);
      open?.({ key: `order-copied-${order.id}`, type: 'success', message: t('orders.toasts.idCopied') });
    } catch {
      // No clipboard (an insecure page, a refused permission): the number stays selectable on screen.
    }
  };

  return (
    <header style={{ marginBottom: 12 }}>
      <Link to={back.href} onClick={back.onClick} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 40 }}>
        <ArrowLeftOutlined aria-hidden />
        {t('orders.mobile.details.back')}
      </Link>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={4}>
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
            {t('orders.titles.show', { id: order.id })}
          </Typography.Title>
          <Button type="text" icon={<CopyOutlined aria-hidden />} aria-label={t('orders.mobile.details.copy')} onClick={() => void copy()} />
        </Flex>
        <StatusTag status={order.status} />
      </Flex>
    </header>
  );
}
