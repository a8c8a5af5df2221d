import { useId, useState, type Key, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Button, Checkbox, Flex, Skeleton, theme, type TableColumnType } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CardSpec, ColumnSpec, RowAction } from './descriptor';
import { cardLayout, type CardLayout } from './card-layout';
import { displayValue } from './columns';
import { RowActions } from './row-actions';
import { COLORS } from '../controls/colors';

/** Marks each card (tests and the screenshots' waits find cards by it). */
export const CARD_ATTRIBUTE = 'data-list-card';

/** Clicks on these inside a card do their own thing and must not open the record. */
const INTERACTIVE = 'a, button, input, label, select, textarea, [role="button"], [role="switch"], [role="checkbox"], .ant-checkbox-wrapper, .ant-popover, .ant-image-preview-wrap';

export interface ListCardsProps<T extends BaseRecord> {
  /** Translation namespace of the field labels and actions (`<resource>.fields.<key>`). */
  resource: string;
  /** The columns the list shows (the seller's choice applied). */
  columns: readonly ColumnSpec<T>[];
  card?: CardSpec;
  rows: readonly T[];
  keyOf(record: T): string;
  /** The id of the list's heading: the cards are its list. */
  labelledBy: string;
  loading?: boolean;
  /** Rows are being re-read: the cards dim. */
  busy?: boolean;
  /** Shown instead of the cards when there are none. */
  empty: ReactNode;
  rowActions?: RowAction<T>[];
  /** The row's hover actions: on a card they are always shown. */
  hoverActions?(record: T): ReactNode;
  expandable?: { render(record: T): ReactNode; rowExpandable?(record: T): boolean };
  /** Opens the record (a tap on the card, Enter on it); absent when rows open nothing. */
  open?(record: T): void;
  selection?: { keys: readonly Key[]; toggle(record: T, checked: boolean): void; label(record: T): string };
  refresh(): void;
}

/**
 * A list as cards on a phone (spec 1 §2: narrower than 768 px), from the same column specs as
 * its table: title, status at the top right, two or three label–value lines (card-layout.ts),
 * then the row's actions as buttons, and its expanded content behind a "more" button. The
 * cards are the items of a list named by the page's heading; each is named by its title.
 */
export function ListCards<T extends BaseRecord>(props: ListCardsProps<T>) {
  const { t } = useTranslation();
  const { columns, card, rows, loading, busy, empty, labelledBy, keyOf } = props;
  const layout = cardLayout(columns, card);
  if (loading) {
    return (
      <div aria-busy="true" aria-label={t('engine.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} active paragraph={{ rows: 2 }} style={{ background: COLORS.surface, padding: 12, borderRadius: 8, marginBottom: 8 }} />
        ))}
      </div>
    );
  }
  if (rows.length === 0 || !layout) return <>{empty}</>;
  return (
    <>
      <style href="engine-list-cards" precedence="default">
        {CSS}
      </style>
      <ul aria-labelledby={labelledBy} aria-busy={busy} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8, opacity: busy ? 0.6 : 1 }}>
        {rows.map((record) => (
          <ListCard<T> key={keyOf(record)} {...props} layout={layout} record={record} checked={props.selection?.keys.includes(keyOf(record)) ?? false} />
        ))}
      </ul>
    </>
  );
}

interface ListCardProps<T extends BaseRecord> extends ListCardsProps<T> {
  layout: CardLayout<T>;
  record: T;
  checked: boolean;
}

/**
 * A custom screen's antd columns as the cards' column specs (key and cell; labels come from
 * `<resource>.fields.<key>` as the engine's do).
 */
export function cardColumnsOf<T>(columns: readonly TableColumnType<T>[]): ColumnSpec<T>[] {
  return columns.map((column, i) => ({ key: String(column.key ?? i), render: (record: T) => column.render?.(undefined, record, 0) as ReactNode }));
}

/** A long value (a review's text, a list of products) takes three lines at most: the card stays a summary. */
const CLAMP = { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 3, overflow: 'hidden' } as const;
/** A cell cut to one line for the table's column (an address, a schedule) wraps in the card's wider line. */
const CSS = `[${CARD_ATTRIBUTE}] dd * { white-space: normal !important; text-overflow: clip !important; }
[${CARD_ATTRIBUTE}]:focus-visible { outline: 2px solid #1677ff; outline-offset: 2px; }`;

const cell = <T,>(column: ColumnSpec<T>, record: T, t: TFunction): ReactNode => {
  const value = column.render ? column.render(record, t) : displayValue((record as Record<string, unknown>)[column.key]);
  // The table lays `cellStyle` and `cellTitle` on its cell; a card has no cell of the column's own.
  const title = column.cellTitle?.(record, t);
  return column.cellStyle || title ? <span style={column.cellStyle} title={title}>{value}</span> : value;
};

function ListCard<T extends BaseRecord>({ resource, card, layout, record, checked, rowActions, hoverActions, expandable, open, selection, refresh, keyOf }: ListCardProps<T>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const titleId = useId();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const canExpand = expandable && (!expandable.rowExpandable || expandable.rowExpandable(record));
  const own = layout.actions && cell(layout.actions, record, t);
  const shownActions = rowActions?.filter((a) => !a.visible || a.visible(record)) ?? [];
  const hasActions = shownActions.length > 0 || hoverActions !== undefined || own !== undefined;

  const onClick = (event: MouseEvent) => {
    if (!open || (event.target as Element).closest?.(INTERACTIVE)) return;
    open(record);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Enter' && event.target === event.currentTarget) open(record);
  };
  const label = (column: ColumnSpec<T>) => t(`${resource}.fields.${column.key}`);

  return (
    <li
      {...{ [CARD_ATTRIBUTE]: '' }}
      // The list's keys find a card by its record (src/engine/shortcuts), as antd marks a row.
      data-row-key={keyOf(record)}
      aria-labelledby={titleId}
      // Focusable for the keys even without a record page (x selects, a letter runs an action).
      tabIndex={0}
      onClick={onClick}
      onKeyDown={onKeyDown}
      style={{
        padding: 12,
        background: checked ? token.controlItemBgActive : token.colorBgContainer,
        border: `1px solid ${checked ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        cursor: open ? 'pointer' : undefined,
        minWidth: 0,
      }}
    >
      <Flex align="flex-start" gap={8} style={{ minWidth: 0 }}>
        {selection && <Checkbox checked={checked} aria-label={selection.label(record)} onChange={(e) => selection.toggle(record, e.target.checked)} style={{ paddingTop: 1 }} />}
        <div id={titleId} style={{ flex: 1, minWidth: 0, fontWeight: token.fontWeightStrong, overflowWrap: 'anywhere' }}>
          {card?.titleLabel && <span style={{ fontWeight: 'normal', color: token.colorTextSecondary }}>{label(layout.title)} </span>}
          {cell(layout.title, record, t)}
        </div>
        {layout.status && (
          <div style={{ flexShrink: 0, maxWidth: '50%' }} aria-label={label(layout.status)} role="group">
            {cell(layout.status, record, t)}
          </div>
        )}
      </Flex>
      {layout.fields.length > 0 && (
        <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 12, rowGap: 4, margin: '8px 0 0', fontSize: token.fontSize }}>
          {layout.fields.map((column) => {
            const wide = card?.wide?.includes(column.key);
            return (
              <div key={column.key} style={{ display: 'contents' }}>
                <dt style={{ color: token.colorTextSecondary, minWidth: 0, overflowWrap: 'anywhere', gridColumn: wide ? '1 / -1' : undefined }}>{label(column)}</dt>
                <dd style={{ margin: 0, minWidth: 0, textAlign: wide ? 'start' : 'end', overflowWrap: 'anywhere', gridColumn: wide ? '1 / -1' : undefined }}>
                  <div style={CLAMP}>{cell(column, record, t)}</div>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {(hasActions || canExpand) && (
        <Flex wrap gap={8} align="center" style={{ marginTop: 10 }} role="group" aria-label={t('engine.list.actions')}>
          {shownActions.length > 0 && <RowActions resource={resource} actions={shownActions} record={record} refresh={refresh} />}
          {hoverActions?.(record)}
          {own}
          {canExpand && (
            <Button
              size="small"
              type="text"
              aria-expanded={expanded}
              aria-controls={detailsId}
              icon={expanded ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
              iconPosition="end"
              onClick={() => setExpanded((e) => !e)}
              style={{ marginInlineStart: 'auto' }}
            >
              {t(expanded ? 'engine.list.hideDetails' : 'engine.list.showDetails')}
            </Button>
          )}
        </Flex>
      )}
      {canExpand && (
        // What the expanded content holds (its own tables, photos) never opens the record.
        <div id={detailsId} hidden={!expanded} style={{ marginTop: 8, cursor: 'auto' }} onClick={(e) => e.stopPropagation()}>
          {expanded && expandable.render(record)}
        </div>
      )}
    </li>
  );
}
