import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickupPoint } from '../pickup-points-api';
import type { ColumnSpec } from '../../../src/engine/descriptor';
import { EllipsisText } from '../../../src/controls/ellipsis-text';
import { formatPhone } from '../../../src/format/phone';
import { scheduleSummary } from '../rules/summary';
import { ActiveSwitch } from './active-switch';

function NameCell({ point }: { point: PickupPoint }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <EllipsisText title={point.name} strong>
        {point.name}
      </EllipsisText>
      {!point.is_active && <Tag style={{ marginInlineEnd: 0 }}>{t('pickup-points.list.disabledTag')}</Tag>}
    </Flex>
  );
}

function ScheduleCell({ point }: { point: PickupPoint }) {
  const { t } = useTranslation();
  const text = scheduleSummary(point.schedule, (day) => t(`pickup-points.schedule.short.${day}`));
  if (!text) return <Typography.Text type="secondary">{t('pickup-points.list.noHours')}</Typography.Text>;
  return <EllipsisText title={text}>{text}</EllipsisText>;
}

/** "Алматы, улица Мендикулова, 105": the formatted address without the country every point shares. */
export function shortAddress(point: PickupPoint): string {
  return point.address.formatted.replace(/^Казахстан,\s*/, '');
}

/**
 * The list's columns (issue: name, store id, address, contact, phone, schedule, delivery
 * days, priority, active). The name stays in view and the active switch comes right after
 * it, so both show whatever the screen's width; the rest scrolls.
 */
export const pointColumns: ColumnSpec<PickupPoint>[] = [
  { key: 'name', required: true, fixed: 'left', width: 250, render: (p) => <NameCell point={p} /> },
  { key: 'is_active', width: 96, align: 'center', required: true, render: (p) => <ActiveSwitch point={p} /> },
  { key: 'store_id', width: 96 },
  { key: 'address', width: 250, render: (p) => <EllipsisText title={p.address.formatted}>{shortAddress(p)}</EllipsisText> },
  { key: 'schedule', width: 270, render: (p) => <ScheduleCell point={p} /> },
  { key: 'contact', width: 170, render: (p) => <EllipsisText title={p.contact.info}>{p.contact.info}</EllipsisText> },
  { key: 'phone', width: 160, render: (p) => formatPhone(p.contact.phone) },
  { key: 'delivery_days', width: 130, align: 'right' },
  { key: 'priority', width: 110, align: 'right' },
];
