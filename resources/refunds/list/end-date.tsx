import { useTranslation } from 'react-i18next';
import { DeadlineWords } from '../../../src/controls/deadline-bands';
import { dayjs, formatDate } from '../../../src/format/dates';
import type { RefundRequest } from '../refunds-api';
import { decisionDeadline, endDateBand } from '../rules/queue-rules';

/**
 * A decision's end date (spec 2 §2 "end date") as the orders' deadline cell shows its own: the
 * date, and under it how near it is in words, in the band's colour: "просрочено", "сегодня",
 * "завтра", "через 5 дн.". Without `banded` (a product already past the seller) the date alone.
 */
export function EndDate({ endAt, banded = true }: { endAt: string; banded?: boolean }) {
  const { t } = useTranslation();
  if (!banded) return <time dateTime={endAt}>{formatDate(endAt)}</time>;
  const { band, days } = endDateBand(endAt, Date.now());
  const words =
    band === 'overdue' ? t('refunds.queue.deadline.overdue') : band === 'urgent' ? t('refunds.queue.deadline.today') : days === 1 ? t('refunds.queue.deadline.tomorrow') : t('refunds.queue.deadline.inDays', { count: days });
  return (
    <time
      dateTime={endAt}
      title={t('refunds.queue.deadline.until', { date: formatDate(endAt) })}
      data-band={band}
      // Two lines in one line's height, as the orders' cell: the row keeps its height.
      style={{ display: 'inline-flex', flexDirection: 'column', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', lineHeight: '14px', gap: 1 }}
    >
      <span style={{ fontSize: 13 }}>{dayjs(endAt).format('D MMM')}</span>
      <DeadlineWords band={band}>{words}</DeadlineWords>
    </time>
  );
}

/** The list's "decide by" cell: the request's decision deadline, banded; a dash once nothing waits for the seller. */
export function DeadlineCell({ request }: { request: RefundRequest }) {
  const endAt = decisionDeadline(request);
  return endAt ? <EndDate endAt={endAt} /> : <>—</>;
}
