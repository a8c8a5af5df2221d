import { Flex, Radio, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PointOption } from '../actions/point-option';
import type { RefundRequest } from '../refunds-api';
import type { RefundPickupPoint } from '../pickup-points';

/** The choice "each request to its own point". */
export const OWN_POINTS = '__own';

/** The requests of an accept with a courier that still need one (a requested courier stays as it is). */
export const needingCourier = (requests: readonly RefundRequest[]) => requests.filter((q) => !q.is_delivery_requested);

const usable = (points: readonly RefundPickupPoint[], id: string | null) => points.some((p) => p.store_id === id && p.is_active);

/** "Each its own" is offered when every request that needs a courier names an active point of its own. */
export function ownPointsUsable(requests: readonly RefundRequest[], points: readonly RefundPickupPoint[]): boolean {
  const need = needingCourier(requests);
  return need.length > 0 && need.every((q) => usable(points, q.pickup_point_id));
}

/** Chosen before the seller picks (as the single dialog: their own point when active, else the first active one). */
export function preselectedPoint(requests: readonly RefundRequest[], points: readonly RefundPickupPoint[]): string | undefined {
  const own = [...new Set(needingCourier(requests).map((q) => q.pickup_point_id))];
  if (own.length === 1 && usable(points, own[0])) return own[0]!;
  if (ownPointsUsable(requests, points)) return OWN_POINTS;
  return points.find((p) => p.is_active)?.store_id;
}

interface PointChoiceProps {
  requests: RefundRequest[];
  points: RefundPickupPoint[];
  loading: boolean;
  value: string | undefined;
  onChange(value: string): void;
  /** A disabled point was clicked: refused (spec 2 §5). */
  onRefused(): void;
}

/** One pickup point the couriers bring every return to, or each request's own; disabled points listed but refused. */
export function PointChoice({ requests, points, loading, value, onChange, onRefused }: PointChoiceProps) {
  const { t } = useTranslation();
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  const choose = (id: string) => {
    if (id === OWN_POINTS || usable(points, id)) onChange(id);
    else onRefused();
  };
  return (
    <Radio.Group value={value} onChange={(e) => choose(String(e.target.value))} aria-labelledby="refunds-bulk-point-hint" style={{ width: '100%' }}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary" id="refunds-bulk-point-hint">
          {t('refunds.queue.bulk.pointHint', { count: needingCourier(requests).length })}
        </Typography.Text>
        {ownPointsUsable(requests, points) && <Radio value={OWN_POINTS}>{t('refunds.queue.bulk.ownPoints')}</Radio>}
        {points.map((p) => (
              <PointOption key={p.store_id} point={p} />
            ))}
      </Flex>
    </Radio.Group>
  );
}
