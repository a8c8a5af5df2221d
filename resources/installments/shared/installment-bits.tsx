import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Installment, InstallmentCommission } from '../installments-api';
import { formatDate } from '../../../src/format/dates';
import { readableColours } from '../rules/contrast';
import { formatServerPercent } from '../../../src/format/percent';
import { displayStatus, STATUS_COLOURS } from '../rules/status';
import { COLORS } from '../../../src/controls/colors';

/** The promotion's title in its own colours, kept readable (AA). */
export function titleColours(x: Pick<Installment, 'background_color' | 'text_color'>) {
  const { background, text } = readableColours(x.background_color, x.text_color);
  return { background, color: text };
}

/** Russian or Kazakh title by the interface language (English reads the Russian one). */
export function useTitleOf() {
  const { i18n } = useTranslation();
  return (x: Pick<Installment, 'title'>) => (i18n.language === 'kz' && x.title.kz ? x.title.kz : x.title.ru);
}

export function StatusTag({ installment }: { installment: Installment }) {
  const { t } = useTranslation();
  const status = displayStatus(installment);
  return (
    <Tag color={STATUS_COLOURS[status]} style={{ marginInlineEnd: 0 }} data-testid="installment-status">
      {t(`installments.status.${status}`)}
    </Tag>
  );
}

/** One tag per term: duration in months and the rate (after the discount). */
export function CommissionTags({ commissions }: { commissions: InstallmentCommission[] }) {
  const { t, i18n } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {commissions.map((k) => (
        <Tag key={k.id} style={{ marginInlineEnd: 0 }} color={k.is_participating ? 'green' : undefined}>
          {t('installments.commission', { months: k.duration, percent: formatServerPercent(k.value, i18n.language) })}
        </Tag>
      ))}
    </span>
  );
}

export function periodOf(x: { starts_at: string; ends_at: string } | { start_at: string; end_at: string }): string {
  const [from, to] = 'starts_at' in x ? [x.starts_at, x.ends_at] : [x.start_at, x.end_at];
  return `${formatDate(from)} — ${formatDate(to)}`;
}

/** Descriptions' labels in a grey that keeps AA contrast (antd's default tertiary grey does not). */
export const DESCRIPTION_STYLES = { label: { color: COLORS.textSecondary } } as const;
