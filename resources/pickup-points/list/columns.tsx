import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickupPoint } from '../pickup-points-api';
import type { ColumnSpec } from '../../../src/engine/descriptor';
import { EllipsisText } from '../../../src/controls/ellipsis-text';
import { formatPhone } from '../../../src/format/phone';
import { scheduleSummary } from '../rules/summary';
import { ActiveSwitch } from './active-switch';

/** The name with the store id under it (the id's own column is in the column chooser). */
function NameCell({ point }: { point: PickupPoint }) {
  const { t } = useTranslation();
  return (
    <div style={{ minWidth: 0 }}>
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        <EllipsisText title={point.name} strong>
          {point.name}
        </EllipsisText>
        {!point.is_active && <Tag style={{ marginInlineEnd: 0 }}>{t('pickup-points.list.disabledTag')}</Tag>}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {point.store_id}
      </Typography.Text>
    </div>
  );
}

/** The contact person with the phone under it (the phone's own column is in the column chooser). */
function ContactCell({ point }: { point: PickupPoint }) {
  return (
    <div style={{ minWidth: 0 }}>
      <EllipsisText title={point.contact.info}>{point.contact.info}</EllipsisText>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }}>
        {formatPhone(point.contact.phone)}
      </Typography.Text>
    </div>
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
 * days, priority, active). Issue 31: at 1440 px all of it shows without a sideways scroll —
 * the store id under the name, the phone under the contact (each also a column of its own in
 * the column chooser), the address takes what is left; on a narrower screen the name stays in
 * view on the left and the active switch on the right.
 */
export const pointColumns: ColumnSpec<PickupPoint>[] = [
  { key: 'name', required: true, fixed: 'left', width: 190, render: (p) => <NameCell point={p} /> },
  { key: 'store_id', width: 90, defaultHidden: true },
  { key: 'address', render: (p) => <EllipsisText title={p.address.formatted}>{shortAddress(p)}</EllipsisText> },
  { key: 'schedule', width: 160, render: (p) => <ScheduleCell point={p} /> },
  { key: 'contact', width: 160, render: (p) => <ContactCell point={p} /> },
  { key: 'phone', width: 150, defaultHidden: true, render: (p) => formatPhone(p.contact.phone) },
  { key: 'delivery_days', width: 100, align: 'right' },
  { key: 'priority', width: 104, align: 'right' },
  { key: 'is_active', width: 88, align: 'center', required: true, fixed: 'right', render: (p) => <ActiveSwitch point={p} /> },
];
