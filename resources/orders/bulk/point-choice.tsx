import { Flex, Radio, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order, OrderPickupPoint } from '../orders-api';
import { SecondaryText } from '../../../src/controls/plain-text';
import { addressOf } from '../shared/pickup-point-address';
import { COLORS } from '../../../src/controls/colors';

/** The choice "each order keeps its own point". */
export const OWN_POINTS = '__own';

/** fbs orders ship from the seller's point; fbo from the marketplace's warehouse (no choice). */
export const fbsOf = (orders: readonly Order[]): Order[] => orders.filter((o) => o.storage_type === 'fbs');

/** Spec 2 §4 as the single accept: a choice only for fbs orders and only with more than one active point. */
export function needsPointChoice(orders: readonly Order[], active: readonly OrderPickupPoint[], loading: boolean): boolean {
  return fbsOf(orders).length > 0 && (loading || active.length > 1);
}

/**
 * What is chosen before the seller picks: the one point all fbs orders share (when active);
 * else "their own points" when every own point is active; else nothing (a choice is needed).
 */
export function preselectedPoint(orders: readonly Order[], points: readonly OrderPickupPoint[]): string | undefined {
  const own = [...new Set(fbsOf(orders).map((o) => o.pickup_point_id))];
  const usable = (id: string | null) => points.some((p) => p.store_id === id && p.is_active);
  if (own.length === 1 && usable(own[0])) return own[0]!;
  if (own.every(usable)) return OWN_POINTS;
  return undefined;
}

export function ownPointsUsable(orders: readonly Order[], points: readonly OrderPickupPoint[]): boolean {
  return fbsOf(orders).every((o) => points.some((p) => p.store_id === o.pickup_point_id && p.is_active));
}

interface PointChoiceProps {
  orders: Order[];
  points: OrderPickupPoint[];
  loading: boolean;
  value: string | undefined;
  onChange(value: string): void;
  /** A disabled point was clicked: refused (spec 2 §5). */
  onRefused(): void;
}

/** One pickup point for every fbs order of a bulk accept, or each its own; disabled points listed but refused. */
export function PointChoice({ orders, points, loading, value, onChange, onRefused }: PointChoiceProps) {
  const { t } = useTranslation();
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  const choose = (id: string) => {
    if (id === OWN_POINTS || points.some((p) => p.store_id === id && p.is_active)) onChange(id);
    else onRefused();
  };
  return (
    <Radio.Group value={value} onChange={(e) => choose(String(e.target.value))} aria-labelledby="bulk-point-hint">
      <Flex vertical gap={10}>
        <span id="bulk-point-hint" style={{ color: COLORS.textSecondary }}>
          {t('orders.queue.accept.pointHint', { count: fbsOf(orders).length })}
        </span>
        {ownPointsUsable(orders, points) && <Radio value={OWN_POINTS}>{t('orders.queue.accept.ownPoints')}</Radio>}
        {points.map((p) => (
          <Radio key={p.store_id} value={p.store_id}>
            <Flex vertical>
              <span style={{ color: p.is_active ? undefined : COLORS.textSecondary }}>
                {p.name}
                {!p.is_active && <Tag style={{ marginInlineStart: 8 }}>{t('orders.actions.pickup.disabled')}</Tag>}
              </span>
              <SecondaryText style={{ fontSize: 12 }}>{addressOf(p, t)}</SecondaryText>
            </Flex>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
