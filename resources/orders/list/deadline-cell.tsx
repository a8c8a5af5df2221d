import { ThunderboltFilled } from '../../../src/controls/lean-icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '../orders-api';
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { dayjs, formatDateTime } from '../../../src/format/dates';
import { isFastCourier } from '../actions/accepted-notice';
import { deadlineState, timeLeft } from '../rules/deadline';
import { DeadlineWords, type DeadlineBand } from '../../../src/controls/deadline-bands';
import { useNow } from '../shared/use-now';
import { VisuallyHidden } from '../../../src/controls/visually-hidden';
import { COLORS } from '../../../src/controls/colors';

/**
 * "Confirm by" (the max_confirm_time column): the deadline itself as a clock time (with the day
 * when it is not today) and, under it, how long is left in words ("через 1 ч 15 мин"), so a
 * time left is never read as the deadline (issue 31). The words take the urgency colour: red
 * under 30 minutes, orange under 2 hours; past it, "просрочено". Live, once a minute.
 *
 * The clock is the cell's own text and the words a `<time>` under it (`DEADLINE_CELL` on the
 * column sets the two lines in one line's height, `deadlineTitle` the hover text): one element
 * a row (issue 30). `t` is the list's (ColumnSpec.render), not a hook a row.
 */
export function DeadlineCell({ order, t }: { order: Order; t: TFunction }) {
  const state = useNow((now) => `${deadlineState(order.max_confirm_time, now)}|${dayjs(order.max_confirm_time).isSame(now, 'day') ? 'today' : 'other'}`);
  if (order.status !== 'waiting_confirmation') return <>—</>;
  const [band, minutesLeft, day] = state.split('|') as [DeadlineBand, string, 'today' | 'other'];
  const clock = dayjs(order.max_confirm_time).format(day === 'today' ? 'HH:mm' : 'D MMM, HH:mm');
  return (
    <>
      {clock}
      <DeadlineWords band={band} dateTime={order.max_confirm_time}>
        {band === 'overdue' ? t('orders.queue.deadline.overdue') : leftInWords(Number(minutesLeft), t)}
      </DeadlineWords>
    </>
  );
}

/** The deadline cell's look: two lines in one line's height, so the row stays 56 px and a screen still holds 12 orders (issue 16). */
export const DEADLINE_CELL: CSSProperties = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', lineHeight: '12px', fontSize: 13 };

/** The deadline cell's hover text: the whole date and time. */
export function deadlineTitle(order: Order, t: TFunction): string | undefined {
  return order.status === 'waiting_confirmation' ? t('orders.queue.deadline.until', { time: formatDateTime(order.max_confirm_time) }) : undefined;
}

/** "через 1 ч 15 мин", "через 45 мин", "через 3 ч"; under a minute said so. */
function leftInWords(minutesLeft: number, t: TFunction): string {
  const { hours, minutes } = timeLeft(minutesLeft * 60_000);
  if (hours === 0 && minutes === 0) return t('orders.queue.deadline.underMinute');
  const time = hours === 0 ? t('orders.queue.deadline.minutes', { minutes }) : minutes === 0 ? t('orders.queue.deadline.hours', { hours }) : t('orders.queue.deadline.hoursMinutes', { hours, minutes });
  return t('orders.queue.deadline.in', { time });
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
    <Tag color="volcano" bordered={false} icon={<ThunderboltFilled aria-hidden />} title={name} style={{ marginInline: 6, color: COLORS.tagVolcano, paddingInline: short ? 4 : undefined }}>
      {short ? <VisuallyHidden>{name}</VisuallyHidden> : name}
    </Tag>
  );
}
