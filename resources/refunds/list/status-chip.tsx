import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '../refunds-api';
import { COLORS } from '../../../src/controls/colors';

/** A distinct colour per refund status (spec 2 §4): new and waiting warm, moving blue, checks purple, ends green/grey/red. */
export const REFUND_STATUS_COLORS: Record<RefundStatus, string> = {
  created: 'orange',
  waiting_for_delivery: 'gold',
  delivery_to_partner: 'blue',
  delivery_to_client: 'geekblue',
  on_stock: 'cyan',
  in_progress: 'purple',
  on_moderation_req: 'magenta',
  on_moderation_return: 'volcano',
  finished: 'green',
  rejected_by_courier: 'default',
  rejected_by_support: 'red',
  rejected_by_merchant: 'lime',
};

/** antd's gold, volcano and lime tags print their text too light to read (WCAG AA): a darker shade of the same hue. */
const READABLE_TEXT: Partial<Record<RefundStatus, string>> = {
  waiting_for_delivery: COLORS.tagGold,
  on_moderation_return: COLORS.tagVolcano,
  rejected_by_merchant: COLORS.tagLime,
};

/** A chip's words wrap inside their cell rather than run over the next one (kz's "Сатып алушыға жеткізілуде" is wider than the column). */
const WRAPPING = { marginInlineEnd: 0, maxWidth: '100%', whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

export function RefundStatusChip({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={REFUND_STATUS_COLORS[status]} style={{ ...WRAPPING, color: READABLE_TEXT[status] }}>
      {t(`refunds.statuses.${status}`)}
    </Tag>
  );
}

export function RefundStatusChips({ statuses }: { statuses: RefundStatus[] }) {
  return (
    <Flex gap={4} wrap>
      {statuses.map((s) => (
        <RefundStatusChip key={s} status={s} />
      ))}
    </Flex>
  );
}
