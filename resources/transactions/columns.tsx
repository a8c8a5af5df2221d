import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReasonType, Transaction } from './finance-api';
import type { ColumnSpec } from '../../src/engine/descriptor';
import { formatDateTime } from '../../src/format/dates';
import { formatMoney } from '../../src/format/money';
import { ReasonLink } from './reason-link';
import { COLORS } from '../../src/controls/colors';

const TYPE_COLORS: Record<ReasonType, string> = { sale: 'green', return: 'orange', tax: 'default' };

function ReasonTag({ type }: { type: ReasonType }) {
  const { t } = useTranslation();
  return (
    <Tag color={TYPE_COLORS[type]} style={{ marginInlineEnd: 0, color: type === 'return' ? COLORS.tagOrange : undefined }}>
      {t(`transactions.reasonTypes.${type}`)}
    </Tag>
  );
}

/** Tenge without decimals; a negative amount in red (its minus sign stays for those who do not see colour). */
function Money({ value, strong }: { value: number; strong?: boolean }) {
  return (
    <Typography.Text type={value < 0 ? 'danger' : undefined} strong={strong} style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(value)}
    </Typography.Text>
  );
}

/**
 * Spec 2 §3 Transaction (its id first) with the sale price and commission; the basis links to
 * its order or refund; sortable by date, amount and total (the accounter's keys). Widths fit the page at 1440 px without a sideways scroll.
 */
export const transactionColumns: ColumnSpec<Transaction>[] = [
  { key: 'id', width: 96 },
  { key: 'created_at', sortKey: 'created_at', width: 150, render: (x) => formatDateTime(x.created_at) },
  { key: 'reason_id', width: 96, render: (x) => <ReasonLink transaction={x} /> },
  { key: 'reason_type', width: 88, render: (x) => <ReasonTag type={x.reason_type} />, exportValue: (x, t) => t(`transactions.reasonTypes.${x.reason_type}`) },
  { key: 'sale_price', money: true, width: 104, align: 'right', render: (x) => <Money value={x.sale_price} /> },
  { key: 'commission', money: true, width: 118, align: 'right', render: (x) => <Money value={x.commission} /> },
  { key: 'amount', money: true, sortKey: 'amount', width: 100, align: 'right', render: (x) => <Money value={x.amount} /> },
  { key: 'delivery', money: true, width: 92, align: 'right', render: (x) => <Money value={x.delivery} /> },
  { key: 'tax', money: true, width: 80, align: 'right', render: (x) => <Money value={x.tax} /> },
  { key: 'total_amount_to_partner', money: true, sortKey: 'total_amount_to_partner', width: 120, align: 'right', render: (x) => <Money value={x.total_amount_to_partner} strong /> },
];
