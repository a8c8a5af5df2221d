import type { CSSProperties, ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import type { TFunction } from 'i18next';
import type { ColumnSpec, RowAction } from './descriptor';
import type { ColumnVisibility } from './column-visibility';
import { RowActions } from './row-actions';
import { HOVER_ACTIONS_CELL, HOVER_ACTIONS_COLUMN, HoverActionsBox } from './hover-actions';
import { VisuallyHidden } from '../controls/visually-hidden';
import { SortCarets } from './sort-carets';

/** Column key of the row actions (not a data field, never hidden). */
export const ACTIONS_COLUMN = '__actions';

/** What a cell shows without a render function: text for primitives, a dash for nothing. */
export function displayValue(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? '✓' : '—';
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'object' ? '' : String(v))).join(', ') : '—';
  return '—';
}

function sortOrderOf(sortKey: string | undefined, sorters: readonly CrudSort[]): 'ascend' | 'descend' | null {
  const s = sortKey ? sorters.find((x) => x.field === sortKey) : undefined;
  return s ? (s.order === 'asc' ? 'ascend' : 'descend') : null;
}

export interface BuildColumnsInput<T extends BaseRecord> {
  resource: string;
  columns: readonly ColumnSpec<T>[];
  visible: ColumnVisibility;
  sorters: readonly CrudSort[];
  rowActions?: RowAction<T>[];
  hoverActions?(record: T): ReactNode;
  refresh(): void;
  t: TFunction;
}

/**
 * antd columns from the descriptor: headers by the `<resource>.fields.<key>` convention,
 * only the visible ones, sort order controlled by the list state (antd cycles a sortable
 * header none → asc → desc → none), a column with the row actions, and a last 1 px column
 * fixed to the right whose hover actions overlay the row.
 */
export function buildColumns<T extends BaseRecord>(input: BuildColumnsInput<T>): TableColumnType<T>[] {
  return withSortOrders(columnDefinitions(input), input.columns, input.sorters);
}

/**
 * The columns without their sort order: what changes only with the columns shown, the
 * language and the actions. A list keeps them across sorts (memoised), so their render
 * functions stay the same and rc-table's cells (memoised on the record and the render
 * function) skip the rows that did not change.
 */
export function columnDefinitions<T extends BaseRecord>(input: Omit<BuildColumnsInput<T>, 'sorters'>): TableColumnType<T>[] {
  const { resource, columns, visible, rowActions, hoverActions, refresh, t } = input;
  const out: TableColumnType<T>[] = columns
    .filter((c) => c.required || visible[c.key] !== false)
    .map((c) => ({
      key: c.key,
      dataIndex: c.key,
      title: t(`${resource}.fields.${c.key}`),
      width: c.width,
      align: c.align,
      ellipsis: c.ellipsis,
      fixed: c.fixed,
      sorter: c.sortKey ? true : undefined,
      sortDirections: c.sortKey ? (['ascend', 'descend'] as const).slice() : undefined,
      sortIcon: c.sortKey ? SortCarets : undefined,
      render: (_value: unknown, record: T) => (c.render ? c.render(record, t) : displayValue(record[c.key])),
      ...((c.cellStyle || c.cellTitle) && cellProps(c.cellStyle, c.cellTitle && ((record: T) => c.cellTitle?.(record, t)))),
    }));
  if (rowActions?.length) {
    out.push({
      key: ACTIONS_COLUMN,
      title: t('engine.list.actions'),
      render: (_value: unknown, record: T) => <RowActions resource={resource} actions={rowActions} record={record} refresh={refresh} />,
    });
  }
  if (hoverActions) {
    const hoverLabel = { open: t('engine.list.showActions'), actions: t('engine.list.actions') };
    out.push({
      key: HOVER_ACTIONS_COLUMN,
      title: <VisuallyHidden>{t('engine.list.actions')}</VisuallyHidden>,
      width: 1,
      fixed: 'right',
      className: HOVER_ACTIONS_CELL,
      render: (_value: unknown, record: T) => (
        <HoverActionsBox record={record} label={hoverLabel}>
          {() => hoverActions(record)}
        </HoverActionsBox>
      ),
    });
  }
  return out;
}

/** A column's own cell style (the same props object for every row) and its rows' hover texts. */
function cellProps<T>(style: CSSProperties | undefined, title: ((record: T) => string | undefined) | undefined): Pick<TableColumnType<T>, 'onCell'> {
  const props = { style };
  return { onCell: title ? (record) => ({ style, title: title(record) }) : () => props };
}

/**
 * The list's sort laid on the definitions (antd's controlled `sortOrder`): a sortable column
 * is copied with its order, its render function kept; every other column is the same object.
 */
export function withSortOrders<T extends BaseRecord>(definitions: TableColumnType<T>[], columns: readonly ColumnSpec<T>[], sorters: readonly CrudSort[]): TableColumnType<T>[] {
  return definitions.map((d) => {
    const sortKey = d.sorter ? sortKeyOf(columns, d.key) : undefined;
    return sortKey ? { ...d, sortOrder: sortOrderOf(sortKey, sorters) } : d;
  });
}

/** The descriptor's sort key of a column, from antd's sorter callback. */
export function sortKeyOf<T>(columns: readonly ColumnSpec<T>[], columnKey: unknown): string | undefined {
  return columns.find((c) => c.key === columnKey)?.sortKey;
}
