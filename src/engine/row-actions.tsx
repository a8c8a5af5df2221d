import type { MouseEvent } from 'react';
import { Button, Space } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { RowAction } from './descriptor';
import { useGuardedRun } from './use-guarded-run';
import { useRight, WithReason } from './rights';

interface ActionButtonProps<T> {
  resource: string;
  action: RowAction<T>;
  record: T;
  refresh(): void;
}

function RowActionButton<T>({ resource, action, record, refresh }: ActionButtonProps<T>) {
  const { t } = useTranslation();
  const { running, run } = useGuardedRun();
  const { allowed, reason } = useRight(action.right);
  const onClick = (event: MouseEvent) => {
    event.stopPropagation(); // the row itself opens the record
    void run(() => action.run({ record, refresh }));
  };
  return (
    <WithReason reason={reason}>
      <Button size="small" icon={action.icon} danger={action.danger} loading={running} aria-busy={running} disabled={!allowed} onClick={onClick} data-action={action.key} aria-keyshortcuts={action.shortcut}>
        {t(action.labelKey ?? `${resource}.actions.${action.key}`)}
      </Button>
    </WithReason>
  );
}

export interface RowActionsProps<T> {
  resource: string;
  actions: RowAction<T>[];
  record: T;
  refresh(): void;
}

/** The row's actions whose `visible` predicate allows them for this record. */
export function RowActions<T extends BaseRecord>({ resource, actions, record, refresh }: RowActionsProps<T>) {
  const shown = actions.filter((a) => !a.visible || a.visible(record));
  if (shown.length === 0) return null;
  return (
    <Space size={4} wrap onClick={(e) => e.stopPropagation()}>
      {shown.map((a) => (
        <RowActionButton key={a.key} resource={resource} action={a} record={record} refresh={refresh} />
      ))}
    </Space>
  );
}
