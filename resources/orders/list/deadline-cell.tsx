import { ThunderboltFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import { formatDateTime } from '../../../src/format/dates';
import { isFastCourier } from '../actions/accepted-notice';
import { deadlineState, type DeadlineBand } from '../rules/deadline';
import { useNow } from '../shared/use-now';
import { VisuallyHidden } from '../../../src/controls/visually-hidden';

/** The bands' text colours (AA on white); plain keeps the surrounding colour. Shared with the phone cards. */
export const DEADLINE_COLOURS: Record<DeadlineBand, string | undefined> = { overdue: '#a8071a', urgent: '#cf1322', soon: '#ad4e00', plain: undefined };

/**
 * "Confirm by": the time left (hh:mm, live) of an order waiting for confirmation, red under 30
 * minutes and orange under 2 hours, with the same said in words; the deadline itself on hover.
 */
export function DeadlineCell({ order }: { order: Order }) {
  const { t } = useTranslation();
  const state = useNow((now) => deadlineState(order.max_confirm_time, now));
  if (order.status !== 'waiting_confirmation') return <>—</>;
  const [band, left] = state.split('|') as [DeadlineBand, string];
  const words = t(`orders.queue.deadline.${band}`, { time: left });
  return (
    <time
      dateTime={order.max_confirm_time}
      title={t('orders.queue.deadline.until', { time: formatDateTime(order.max_confirm_time) })}
      data-band={band}
      style={{ color: DEADLINE_COLOURS[band], fontWeight: band === 'plain' ? undefined : 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {words}
    </time>
  );
}

/**
 * The express mark beside an order's number (list and phone cards): a fast courier comes for it.
 * In the table only the lightning shows (the row stays one line); its name is there for screen
 * readers and on hover.
 */
export function ExpressMark({ order, short }: { order: Pick<Order, 'shipping'>; short?: boolean }) {
  const { t } = useTranslation();
  if (!isFastCourier(order)) return null;
  const name = t('orders.queue.express');
  return (
    <Tag color="volcano" bordered={false} icon={<ThunderboltFilled aria-hidden />} title={name} style={{ marginInline: 6, color: '#ad2102', paddingInline: short ? 4 : undefined }}>
      {short ? <VisuallyHidden>{name}</VisuallyHidden> : name}
    </Tag>
  );
}
