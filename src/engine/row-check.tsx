import { cloneElement, isValidElement, type FocusEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { BaseRecord } from '@refinedev/core';
import type { TFunction } from 'i18next';
import { useRowActivation, useRowPointed } from './row-activation';

/** The plain checkbox's class (its look: list-table-box.tsx). */
export const ROW_CHECK = 'engine-row-check';

export interface RowCheckProps {
  record: BaseRecord;
  checked: boolean;
  /** antd's checkbox for the row (from rowSelection.renderCell). */
  node: ReactNode;
  label: string;
  /** Selects the row (the plain checkbox is never checked). */
  onCheck(): void;
}

/**
 * A row's checkbox (issue 30). antd's takes four elements a row; until the row is hovered,
 * focused or selected one plain `<input>` stands in, drawn as antd's unchecked box. The
 * pointer reaches antd's (with its Shift+click range) because hovering the row swaps it in
 * synchronously (the activation store is read with useSyncExternalStore); focus that lands on
 * the stand-in (a screen reader's cursor, Tab in a row with no earlier control) moves to it.
 */
export function RowCheck({ record, checked, node, label, onCheck }: RowCheckProps) {
  const rows = useRowActivation();
  const active = useRowPointed(record);
  if (active || checked || !isValidElement(node)) {
    return isValidElement<{ 'aria-label'?: string }>(node) ? cloneElement(node, { 'aria-label': label }) : node;
  }
  const focus = (event: FocusEvent<HTMLInputElement>) => {
    const cell = event.currentTarget.parentElement;
    flushSync(() => rows?.activate(rows.keyOf(record)));
    cell?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
  };
  return <input type="checkbox" className={ROW_CHECK} aria-label={label} checked={false} onChange={onCheck} onFocus={focus} />;
}

/** A table's select-all box named in the app's language (antd says "Select all" in every one): its rowSelection.getTitleCheckboxProps. */
export function selectPageLabel(t: TFunction) {
  return () => ({ 'aria-label': t('engine.list.selectPage') });
}
