import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from './descriptor';
import { useGuardedRun } from './use-guarded-run';
import { useRight, WithReason, type Right } from './rights';
import { COLORS } from '../controls/colors';

interface BulkButtonProps<T> {
  resource: string;
  action: BulkAction<T>;
  records: T[];
  done(): void;
}

function BulkButton<T>({ resource, action, records, done }: BulkButtonProps<T>) {
  const { t } = useTranslation();
  const { running, run } = useGuardedRun();
  const { allowed, reason } = useRight(action.right);
  return (
    <WithReason reason={reason}>
      <Button danger={action.danger} loading={running} disabled={!allowed} onClick={() => void run(() => action.run(records, done))}>
        {t(action.labelKey ?? `${resource}.actions.${action.key}`)}
      </Button>
    </WithReason>
  );
}

export interface BulkBarProps<T> {
  resource: string;
  actions: BulkAction<T>[];
  /** Controls with hooks of their own (descriptor `bulkControls`). */
  controls?: (props: { records: T[]; done(): void }) => ReactNode;
  /** The right the controls need: without it their place says why. */
  controlsRight?: Right;
  selected: T[];
  /** Clears the selection. */
  onClear(): void;
  /** Re-reads the list; the selection is cleared too. */
  refresh(): void;
}

/** Shown while rows are selected: how many, the bulk actions, and a way to deselect. */
export function BulkBar<T extends BaseRecord>({ resource, actions, controls: Controls, controlsRight, selected, onClear, refresh }: BulkBarProps<T>) {
  const { t } = useTranslation();
  const controlsVerdict = useRight(controlsRight);
  if (selected.length === 0) return null;
  const done = () => {
    onClear();
    refresh();
  };
  return (
    <Flex
      role="region"
      aria-label={t('engine.list.bulkActions')}
      align="center"
      gap={8}
      wrap
      style={{ padding: '8px 12px', marginBottom: 8, background: COLORS.selected, borderRadius: 6 }}
    >
      <strong aria-live="polite" style={{ fontWeight: 600 }}>
        {t('engine.list.selected', { count: selected.length })}
      </strong>
      {actions.map((a) => (
        <BulkButton key={a.key} resource={resource} action={a} records={selected} done={done} />
      ))}
      {Controls && (controlsVerdict.allowed ? <Controls records={selected} done={done} /> : <span style={{ color: COLORS.textSecondary }}>{controlsVerdict.reason}</span>)}
      <Button type="link" onClick={onClear}>
        {t('engine.list.clearSelection')}
      </Button>
    </Flex>
  );
}
