import type { BaseRecord } from '@refinedev/core';
import type { ListView } from '../descriptor';
import type { ActionKey } from './list-keys';

/** The keys a list's descriptor marks: its row actions' `shortcut`, and its hover actions' `actionShortcuts`. */
export function actionKeysOf(resource: string, list: Pick<ListView<BaseRecord>, 'rowActions' | 'actionShortcuts'>): ActionKey[] {
  return [
    ...(list.rowActions ?? []).flatMap((a) => (a.shortcut ? [{ action: a.key, shortcut: a.shortcut, labelKey: a.labelKey ?? `${resource}.actions.${a.key}` }] : [])),
    ...(list.actionShortcuts ?? []).map((a) => ({ action: a.action, shortcut: a.shortcut, labelKey: a.labelKey ?? `${resource}.actions.${a.action}` })),
  ];
}
