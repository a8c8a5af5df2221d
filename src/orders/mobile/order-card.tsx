import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '../../../providers/api/orders-api';
import type { FromListState } from '../../engine/navigation';
import { formatDateTime } from '../../format/dates';
import { formatMoney } from '../../format/money';
import { confirmCountdown } from '../rules/countdown';
import { StatusTag } from '../shared/status-tag';

export interface OrderCardProps {
  order: Order;
  /** The list's URL, kept so that "back" on the order returns to the same view. */
  fromList: string;
  /** The ticking clock of the list (one timer for every card). */
  now: number;
}

const CARD = {
  display: 'block',
  padding: 12,
  background: '#fff',
  border: '1px solid #eaeef2',
  borderRadius: 8,
  color: 'inherit',
} as const;

/** One order on the phone list (spec 2 §2 Mobile): the whole card opens /orders/{id}. */
export function OrderCard({ order, fromList, now }: OrderCardProps) {
  const { t } = useTranslation();
  const [first] = order.products;
  const more = order.products.length - 1;
  const state: FromListState = { fromList };
  return (
    <Link to={`/orders/${encodeURIComponent(order.id)}`} state={state} style={CARD}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          №{order.id}
        </Typography.Text>
        <StatusTag status={order.status} />
      </Flex>
      <Flex justify="space-between" align="baseline" gap={8} style={{ marginTop: 4 }}>
        <Typography.Text type="secondary">{formatDateTime(order.created_at)}</Typography.Text>
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(order.total_price)}
        </Typography.Text>
      </Flex>
      <Flex justify="space-between" align="baseline" gap={8} style={{ marginTop: 4, minWidth: 0 }}>
        <Typography.Text ellipsis style={{ minWidth: 0, flex: 1 }}>
          {first?.title.ru ?? '—'}
          {more > 0 && <Typography.Text type="secondary"> {t('orders.mobile.list.more', { count: more })}</Typography.Text>}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {t('orders.mobile.list.pieces', { count: order.products_count })}
        </Typography.Text>
      </Flex>
      {order.status === 'waiting_confirmation' && (
        <Typography.Text type="warning" style={{ display: 'block', marginTop: 4 }}>
          <ClockCircleOutlined aria-hidden /> {t('orders.mobile.list.confirmIn', { time: confirmCountdown(order.max_confirm_time, now) })}
        </Typography.Text>
      )}
    </Link>
  );
}
