import { ClockCircleOutlined } from '@ant-design/icons';
import { theme, type GlobalToken } from 'antd';
import { memo, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '../orders-api';
import type { FromListState } from '../../../src/engine/navigation';
import { formatDateTime } from '../../../src/format/dates';
import { formatMoney } from '../../../src/format/money';
import { useCountdown } from '../shared/countdown';
import { StatusTag } from '../shared/status-tag';
import { ExpressMark } from '../list/deadline-cell';
import { DEADLINE_COLOURS } from '../../../src/controls/deadline-bands';
import { deadlineBand } from '../rules/deadline';
import { remainingMs } from '../rules/countdown';
import { useNow } from '../shared/use-now';
import { COLORS } from '../../../src/controls/colors';

export interface OrderCardProps {
  order: Order;
  /** The list's URL, kept so that "back" on the order returns to the same view. */
  fromList: string;
}

const CARD = {
  display: 'block',
  padding: 12,
  background: COLORS.surface,
  border: `1px solid ${COLORS.border}`,
  borderRadius: 8,
  color: 'inherit',
} as const;
const ROW = { display: 'flex', justifyContent: 'space-between', gap: 8 } as const;
const ELLIPSIS = { display: 'inline-block', maxWidth: '100%', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' } as const;

/**
 * What antd's Typography.Text sets on its text, for plain elements: a page has twenty cards,
 * and their seven Typography.Text each (every one with ellipsis measuring, a resize observer
 * and style lookups) took about half of the cards' mounting time.
 */
function textStyles(token: GlobalToken) {
  const text: CSSProperties = { fontFamily: token.fontFamily, fontSize: token.fontSize, lineHeight: token.lineHeight, wordBreak: 'break-word', color: token.colorText };
  return {
    text,
    strong: { ...text, fontWeight: token.fontWeightStrong },
    secondary: { ...text, color: token.colorTextDescription },
  };
}

/**
 * One order on the phone list (spec 2 §2 Mobile): the whole card opens /orders/{id}.
 * Memoised: the list re-renders on fetches and filters, and the card only when its order does.
 */
export const OrderCard = memo(function OrderCard({ order, fromList }: OrderCardProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const s = useMemo(() => textStyles(token), [token]);
  const [first] = order.products;
  const more = order.products.length - 1;
  const state: FromListState = { fromList };
  return (
    <Link to={`/orders/${encodeURIComponent(order.id)}`} state={state} style={CARD}>
      <div style={{ ...ROW, alignItems: 'center' }}>
        <span>
          <strong style={{ ...s.strong, fontSize: 16 }}>№{order.id}</strong>
          <ExpressMark order={order} />
        </span>
        <StatusTag status={order.status} />
      </div>
      <div style={{ ...ROW, alignItems: 'baseline', marginTop: 4 }}>
        <span style={s.secondary}>{formatDateTime(order.created_at)}</span>
        <strong style={{ ...s.strong, whiteSpace: 'nowrap' }}>{formatMoney(order.total_price)}</strong>
      </div>
      <div style={{ ...ROW, alignItems: 'baseline', marginTop: 4, minWidth: 0 }}>
        <span style={{ ...s.text, ...ELLIPSIS, minWidth: 0, flex: 1 }}>
          {first?.title.ru ?? '—'}
          {more > 0 && <span style={s.secondary}> {t('orders.mobile.list.more', { count: more })}</span>}
        </span>
        <span style={{ ...s.secondary, whiteSpace: 'nowrap' }}>{t('orders.mobile.list.pieces', { count: order.products_count })}</span>
      </div>
      {order.status === 'waiting_confirmation' && <ConfirmIn deadline={order.max_confirm_time} style={s.secondary} />}
    </Link>
  );
});

/**
 * "Confirm within hh:mm:ss", the card's one ticking part: a tick re-renders this line alone. Its
 * colour follows the deadline bands of the list (red under 30 minutes, orange under 2 hours),
 * said in a word beside the time as well (colour is not alone).
 */
function ConfirmIn({ deadline, style }: { deadline: string; style: CSSProperties }) {
  const { t } = useTranslation();
  const time = useCountdown(deadline);
  const band = useNow((now) => deadlineBand(remainingMs(deadline, now)));
  const colour = DEADLINE_COLOURS[band];
  return (
    <span style={{ ...style, display: 'block', marginTop: 4, color: colour ?? style.color, fontWeight: colour ? 600 : undefined }} data-band={band}>
      <ClockCircleOutlined aria-hidden /> {t('orders.mobile.list.confirmIn', { time })}
      {band !== 'plain' && ` · ${t(`orders.mobile.list.urgency.${band}`)}`}
    </span>
  );
}
