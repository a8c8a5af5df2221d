import { CloseOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, Flex, Radio, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../orders-api';
import { isAllSelected, toggleAll, toggleOption } from '../../../src/controls/multi-select-rules';
import { formatDate } from '../../../src/format/dates';
import { STATUS_GROUPS } from '../rules/status-groups';
import { canApply, draftOf, filtersOf, PRESETS, type AppliedFilters, type FilterDraft } from './filter-draft';

export interface FilterDrawerProps {
  open: boolean;
  /** The applied status filter (undefined: every status). */
  statuses: readonly string[] | undefined;
  /** The applied period as ISO instants. */
  range: readonly string[] | undefined;
  onApply(filters: AppliedFilters): void;
  onClose(): void;
}

const ROW = { minHeight: 40, display: 'flex', alignItems: 'center' } as const;

/**
 * The phone filters (spec 2 §2 Mobile): period presets and a status checklist with "all".
 * Choices are a draft until "apply", which is disabled while no status is checked (spec 2 §5).
 */
export function FilterDrawer({ open, statuses, range, onApply, onClose }: FilterDrawerProps) {
  const { t } = useTranslation();
  const periodId = useId();
  const statusesId = useId();
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(statuses, range));
  // Each opening starts from what the list shows now; a closed drawer's draft is dropped.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setDraft(draftOf(statuses, range));
  }

  const options = STATUS_GROUPS.map((value) => ({ value, label: t(`orders.statuses.${value}`) }));
  const all = isAllSelected(draft.statuses, options);
  const setStatuses = (next: string[]) => setDraft((d) => ({ ...d, statuses: next as OrderStatus[] }));
  const applicable = canApply(draft);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      height="auto"
      title={t('orders.mobile.filters.title')}
      // antd's close cross is 24 px; a phone needs a 40 px target, so the header gets its own button.
      closable={false}
      extra={<Button type="text" icon={<CloseOutlined aria-hidden />} aria-label={t('orders.mobile.filters.close')} onClick={onClose} style={{ width: 40, height: 40 }} />}
      styles={{ body: { paddingBlock: 12 }, footer: { padding: 12 } }}
      footer={
        <Flex vertical gap={4}>
          {!applicable && (
            <Typography.Text type="danger" role="alert">
              {t('orders.mobile.filters.noStatus')}
            </Typography.Text>
          )}
          <Button type="primary" size="large" block disabled={!applicable} onClick={() => onApply(filtersOf(draft))}>
            {t('orders.mobile.filters.apply')}
          </Button>
        </Flex>
      }
    >
      <Typography.Title level={2} id={periodId} style={{ fontSize: 14, marginBlock: '0 8px' }}>
        {t('orders.mobile.filters.period')}
      </Typography.Title>
      <Radio.Group
        aria-labelledby={periodId}
        optionType="button"
        buttonStyle="solid"
        size="large"
        block
        value={draft.preset}
        onChange={(e) => setDraft((d) => ({ ...d, preset: e.target.value }))}
        options={PRESETS.map((p) => ({ value: p, label: t(`controls.dateRange.${p}`) }))}
      />
      {draft.preset === null && range?.length === 2 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {t('orders.mobile.filters.customPeriod', { from: formatDate(range[0]), to: formatDate(range[1]) })}
        </Typography.Text>
      )}

      <Typography.Title level={2} id={statusesId} style={{ fontSize: 14, marginBlock: '16px 4px' }}>
        {t('orders.mobile.filters.statuses')}
      </Typography.Title>
      <div role="group" aria-labelledby={statusesId}>
        <Checkbox
          style={ROW}
          checked={all}
          indeterminate={!all && draft.statuses.length > 0}
          onChange={() => setStatuses(toggleAll(draft.statuses, options))}
        >
          <strong>{t('orders.mobile.filters.allStatuses')}</strong>
        </Checkbox>
        {options.map((o) => (
          <Checkbox
            key={o.value}
            style={ROW}
            checked={draft.statuses.includes(o.value)}
            onChange={() => setStatuses(toggleOption(draft.statuses, o.value, options))}
          >
            {o.label}
          </Checkbox>
        ))}
      </div>
    </Drawer>
  );
}
