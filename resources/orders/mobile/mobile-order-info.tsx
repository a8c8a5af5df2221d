import { Button, Card, Descriptions, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { formatDate, formatDateTime } from '../../../src/format/dates';
import { formatMoney } from '../../../src/format/money';
import { earningsOf, isFreeDelivery } from '../rules/earnings';
import { Countdown } from '../shared/countdown';
import { addressOf } from '../shared/pickup-point-address';
import { usePickupPoints } from '../shared/use-pickup-points';
import { COLORS } from '../../../src/controls/colors';

/** The order's info block on a phone (spec 2 §2): dates, countdown, pickup point, packages, money. */
export function MobileOrderInfo({ order }: { order: Order }) {
  const { t } = useTranslation();
  const titleId = useId();
  const waiting = order.status === 'waiting_confirmation';
  const { byId, ready, error, retry } = usePickupPoints();
  const point = byId(order.pickup_point_id);
  const none = t('orders.mobile.details.none');
  const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : none);
  const field = (key: string) => t(`orders.fields.${key}`);

  const items: Array<{ key: string; label: string; children: ReactNode } | false> = [
    { key: 'created_at', label: field('created_at'), children: dateTime(order.created_at) },
    waiting && { key: 'max_confirm_time', label: field('max_confirm_time'), children: dateTime(order.max_confirm_time) },
    waiting && {
      key: 'countdown',
      label: t('orders.mobile.details.confirmLeft'),
      children: (
        <Typography.Text type="warning" strong role="timer" style={{ fontVariantNumeric: 'tabular-nums' }}>
          <Countdown deadline={order.max_confirm_time} />
        </Typography.Text>
      ),
    },
    (order.status === 'on_assembly' || order.status === 'reassembly') && {
      key: 'max_assembly_time',
      label: field('max_assembly_time'),
      children: dateTime(order.max_assembly_time),
    },
    { key: 'courier_arrival_date', label: field('courier_arrival_date'), children: dateTime(order.courier_arrival_date) },
    { key: 'end_at', label: field('end_at'), children: order.end_at ? formatDate(order.end_at) : none },
    order.completed_time !== null && { key: 'completed_time', label: field('completed_time'), children: dateTime(order.completed_time) },
    {
      key: 'pickup_point_id',
      label: field('pickup_point_id'),
      children: point ? (
        <span>
          {point.name}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {addressOf(point, t)}
          </Typography.Text>
        </span>
      ) : !ready && error && order.pickup_point_id ? (
        // The points failed to load: the id, and the way to ask again (never "not found").
        <span role="alert">
          {order.pickup_point_id}{' '}
          <Button type="link" size="small" onClick={retry} style={{ paddingInline: 0 }}>
            {t('engine.error.retry')}
          </Button>
        </span>
      ) : (
        (order.pickup_point_id ?? none)
      ),
    },
    { key: 'storage_type', label: field('storage_type'), children: t(`orders.storage.${order.storage_type}`) },
    { key: 'products_count', label: field('products_count'), children: order.products_count },
    { key: 'packages_count', label: field('packages_count'), children: order.packages_count || none },
    {
      key: 'payment_type',
      label: field('payment_type'),
      children: `${t(`orders.payment.${order.payment.type}`, { defaultValue: order.payment.type })}, ${t(`orders.dividable.${order.payment.dividable ? 'yes' : 'no'}`).toLowerCase()}`,
    },
    { key: 'shipping_type', label: field('shipping_type'), children: t(`orders.shipping.${order.shipping.type}`, { defaultValue: order.shipping.type }) },
    {
      key: 'delivery_price',
      label: field('delivery_price'),
      children: isFreeDelivery(order) ? t('orders.mobile.details.free') : formatMoney(order.delivery_price),
    },
    { key: 'total_price', label: field('total_price'), children: <strong>{formatMoney(order.total_price)}</strong> },
    { key: 'total_commission', label: field('total_commission'), children: formatMoney(order.total_commission / 100) },
    { key: 'earnings', label: field('earnings'), children: <strong>{formatMoney(earningsOf(order))}</strong> },
  ];

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} id={titleId} style={{ fontSize: 16, margin: 0 }}>
          {t('orders.mobile.details.info')}
        </Typography.Title>
      }
    >
      <Descriptions
        aria-labelledby={titleId}
        column={1}
        size="small"
        colon={false}
        styles={{ label: { width: '45%', color: COLORS.textSecondary }, content: { minWidth: 0, overflowWrap: 'anywhere' } }}
        items={items.filter((i) => i !== false)}
      />
    </Card>
  );
}
