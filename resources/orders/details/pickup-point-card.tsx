import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Order, OrderPickupPoint } from '../orders-api';
import { formatPhone } from '../../../src/format/phone';
import { rangesText, runDays, scheduleRuns } from '../../../src/format/schedule';
import { ChangePickupPointButton } from '../actions/order-actions';
import { addressOf } from '../shared/pickup-point-address';
import { ErrorState } from '../../../src/engine/states';
import { usePickupPoints } from '../shared/use-pickup-points';

/** "Пн–Пт 09:00–19:00" lines: consecutive days with the same hours share a line; days without hours say closed. */
export function scheduleLines(point: OrderPickupPoint, t: TFunction): string[] {
  const dayName = (day: number) => t(`orders.details.weekdays.${day}`);
  return scheduleRuns(point.schedule).map((run) => `${runDays(run, dayName)} ${run.ranges.length ? rangesText(run.ranges) : t('orders.details.pickup.closed')}`);
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {label}
      </Typography.Text>
      {children}
    </div>
  );
}

function PointBody({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { byId, ready, error, retry, retrying } = usePickupPoints();
  if (order.storage_type === 'fbo' && !order.pickup_point_id) return <Typography.Text type="secondary">{t('orders.details.pickup.fbo')}</Typography.Text>;
  if (!order.pickup_point_id) return <Typography.Text type="secondary">{t('orders.details.pickup.notChosen')}</Typography.Text>;
  // "Not found" only once the points are here: a failed or pending load is not a verdict.
  if (error) return <ErrorState error={error} title={t('orders.details.pickup.loadFailed')} onRetry={retry} retrying={retrying} />;
  if (!ready) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  const point = byId(order.pickup_point_id);
  if (!point) return <Typography.Text type="secondary">{t('orders.details.pickup.unknown', { id: order.pickup_point_id })}</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{point.name}</Typography.Text>
        {!point.is_active && <Tag color="red">{t('orders.details.pickup.disabled')}</Tag>}
      </Flex>
      <Field label={t('orders.details.pickup.address')}>{addressOf(point, t)}</Field>
      <Field label={t('orders.details.pickup.contact')}>
        {[point.contact.info, point.contact.phone && formatPhone(point.contact.phone)].filter(Boolean).join(', ')}
      </Field>
      <Field label={t('orders.details.pickup.schedule')}>
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', fontVariantNumeric: 'tabular-nums' }}>
          {scheduleLines(point, t).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Field>
    </Flex>
  );
}

/** The order's pickup point (spec 2 §3 Pickup point) with ACTIONS' change button (fbs, waiting only). */
export function PickupPointCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 14, margin: 0 }}>{t('orders.details.sections.pickupPoint')}</h2>}
      extra={<ChangePickupPointButton order={order} />}
    >
      <PointBody order={order} />
    </Card>
  );
}
