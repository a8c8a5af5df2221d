import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../orders-api';

/** Distinct badge colours per status (spec 2 §4); labels from `orders.statuses.*`. */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  waiting_confirmation: 'orange',
  on_assembly: 'blue',
  reassembly: 'magenta',
  assembled: 'cyan',
  delivering: 'purple',
  completed: 'green',
  canceled: 'default',
};

export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`orders.statuses.${status}`)}
    </Tag>
  );
}
