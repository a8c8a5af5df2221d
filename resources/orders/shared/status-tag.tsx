import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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

const TAG_STYLE = { marginInlineEnd: 0 };

/** An order's status badge, translated with `t` (a list's cell: no hook a row). */
export function statusTag(status: OrderStatus, t: TFunction) {
  return (
    <Tag color={STATUS_COLORS[status]} style={TAG_STYLE}>
      {t(`orders.statuses.${status}`)}
    </Tag>
  );
}

export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return statusTag(status, t);
}
