import { memo, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, type ComponentType, type Key, type MouseEvent, type KeyboardEvent, type ReactElement } from 'react';
import { Flex, Spin, Table, type TableProps } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { memoT } from '../../providers/i18n/memo-t';
import type { AnyResource, BulkAction, ListBlockProps, ScreenProps } from './descriptor';
import { useListState } from './use-list-state';
import type { FilterValue } from './filter-mapping';
import { columnDefinitions, sortKeyOf, withSortOrders } from './columns';
import { FiltersBar } from './filters-bar';
import { ColumnChooser } from './column-chooser';
import { useColumnVisibility } from './column-visibility';
import { InlineRow } from '../controls/inline-row';
import { BulkBar } from './bulk-bar';
import { ExportButton } from './export/export-button';
import { useRowSelection } from './use-row-selection';
import { EmptyState, ErrorState } from './states';
import { SearchAsideNote } from './search-aside-note';
import { recordId, rowLinkOf, useOpenFromList } from './navigation';
import { Pagination } from '../controls/pagination';
import { MobilePager } from '../controls/mobile-pager';
import { useIsPhone } from '../controls/phone-viewport';
import { VisuallyHidden } from '../controls/visually-hidden';
import { PageHeading } from '../controls/plain-text';
import { useRights } from './rights';
import { useRowActivationStore } from './row-activation';
import { RowCheck, selectPageLabel } from './row-check';
import { EXPAND_COLUMN_WIDTH, SELECTION_COLUMN_WIDTH, useTableFits } from './table-fit';
import { FITS_CLASS, LIST_TABLE_CLASS, LONG_CLASS, LONG_PAGE_ROWS, ListTableBox } from './list-table-box';
import { ListCards } from './list-cards';
import { useLatestCallback } from './use-latest-callback';
import { RecordPageStartContext } from './record-page-start';
import { whenIdle } from '../controls/idle';
import { COLORS } from '../controls/colors';
import { useListShortcuts } from './shortcuts/use-list-shortcuts';
import { actionKeysOf } from './shortcuts/action-keys';
import { LIST_KEYS_ATTRIBUTE } from './shortcuts/row-dom';
import { SavedViewsBar } from './saved-views/saved-views-bar';
import { ARRIVED_CLASS, ArrivedMark } from './live/arrived-mark';

/** Top bar height (spec 1 §9): the sticky table header stops just below it. */
export const STICKY_HEADER_OFFSET = 68;
const UNSIZED_COLUMN_WIDTH = 200;
/** Spec 1 §9: table rows 56 px, header 40 px (a row grows when its content needs more). */
export const ROW_HEIGHT = 56;
export const HEADER_HEIGHT = 40;
const HEADER_ROW = { style: { height: HEADER_HEIGHT } };
const headerRow = () => HEADER_ROW;

/**
 * antd's table, rendered again only when one of its props changes. Any render of antd's table
 * renders every row and cell again (rc-table marks its body "changed" on each render), and a
 * click on the list renders the page three or four times (the new page, the URL written, the
 * background refresh starting and ending): with its props kept stable the rows render once.
 */
const ListTable = memo(Table) as unknown as <T extends BaseRecord>(props: TableProps<T>) => ReactElement;
/**
 * The same for the pagination, the filters, the toolbar (export, columns, saved views, bulk bar)
 * and a descriptor's parts (page actions, status tabs, profit cards): a page change renders the
 * rows and the pager, nothing else (issue 30).
 */
const ListPagination = memo(Pagination);
const ListFilters = memo(FiltersBar);
const ListExport = memo(ExportButton);
const ListColumnChooser = memo(ColumnChooser);
const ListSavedViews = memo(SavedViewsBar);
const ListBulkBar = memo(BulkBar) as typeof BulkBar;
const NO_RECORDS: BaseRecord[] = [];
const NO_ACTIONS: BulkAction<BaseRecord>[] = [];
const memoParts = new WeakMap<ComponentType<ListBlockProps>, ComponentType<ListBlockProps>>();
function memoPart(part: ComponentType<ListBlockProps>): ComponentType<ListBlockProps> {
  let memoised = memoParts.get(part);
  if (!memoised) memoParts.set(part, (memoised = memo(part)));
  return memoised;
}

/** Clicks on these inside a row do their own thing and must not open the record. */
const INTERACTIVE = 'a, button, input, label, select, textarea, [role="button"], [role="checkbox"], .ant-table-row-expand-icon, .ant-checkbox-wrapper';

export interface ListPageProps {
  descriptor: AnyResource;
  /**
   * Inside another page that has its own heading (a tab of the upload page): the list's
   * title becomes a visually hidden second-level heading.
   */
  embedded?: boolean;
}

/** The generic list of any descriptor: filters, table, row/bulk/page actions, pagination. */
export function ListPage({ descriptor, embedded }: ListPageProps) {
  if (!descriptor.list) return null;
  return <GenericList descriptor={descriptor} embedded={embedded} />;
}

function GenericList({ descriptor, embedded }: ListPageProps) {
  const { t: translate, i18n } = useTranslation();
  // Handed to every row's cells and labels: answers remembered (issue 30, a page change).
  const t = useMemo(() => memoT(translate, i18n), [translate, i18n]);
  const titleId = useId();
  const keysId = useId();
  const list = descriptor.list!;
  const name = descriptor.name;
  const state = useListState<BaseRecord>(descriptor);
  const { tableQuery, result, sorters, filters, currentPage, pageSize } = state;
  const { visible, setVisible, defaults, changed: columnsChanged } = useColumnVisibility(name, list.columns);
  const selection = useRowSelection(JSON.stringify([filters, sorters, currentPage, pageSize]));
  const openFromList = useOpenFromList();
  const { refetch } = tableQuery;
  const refresh = useCallback(() => void refetch(), [refetch]);

  // Built again only when the columns shown, the language or the actions change, never on a
  // sort: the sort order is laid on afterwards, keeping each column's render function (columns.tsx).
  const definitions = useMemo(
    () => columnDefinitions({ resource: name, columns: list.columns, visible, rowActions: list.rowActions, hoverActions: list.hoverActions, refresh, t }),
    [name, list.columns, list.rowActions, list.hoverActions, visible, refresh, t],
  );
  const columns = useMemo(() => withSortOrders(definitions, list.columns, sorters), [definitions, list.columns, sorters]);
  const shownColumns = useMemo(() => list.columns.filter((c) => c.required || visible[c.key] !== false), [list.columns, visible]);

  // The table fills the page and scrolls sideways only below the columns' own widths
  // (an unsized column counts 200 px), so long texts ellipsise instead of widening it.
  const scrollX = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : UNSIZED_COLUMN_WIDTH), 0);

  const rows = result.data;
  const total = result.total ?? 0;
  const keyOf = useCallback((r: BaseRecord) => recordId(descriptor, r), [descriptor]);
  const activation = useRowActivationStore(keyOf);
  const selectable = Boolean(list.bulkActions?.length || list.bulkControls);
  // The table fits its box (and then needs no sideways scroll, no antd sticky header) or not.
  const section = useRef<HTMLElement>(null);
  const fits = useTableFits(section, scrollX + (selectable ? SELECTION_COLUMN_WIDTH : 0) + (list.expandable ? EXPAND_COLUMN_WIDTH : 0));

  const { setSort } = state;
  const onTableChange = useCallback<NonNullable<TableProps<BaseRecord>['onChange']>>(
    (_p, _f, sorter, extra) => {
      if (extra.action !== 'sort') return;
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const order = one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined;
      setSort(sortKeyOf(list.columns, one?.columnKey), order);
    },
    [setSort, list.columns],
  );

  const popupOpenAtPress = usePopupOpenAtPress();
  // A row opens the descriptor's own record page (not a rowLink elsewhere): its code and first calls start early.
  const recordPageStart = useContext(RecordPageStartContext);
  const recordPage = !list.rowLink && descriptor.pages.includes('show') ? recordPageStart : null;
  const rowHeight = list.rowHeight ?? ROW_HEIGHT;
  // The record page's code once the rows are shown and the browser is idle: the first order
  // opened needs no round trip for it (issue 30). The pointer over a row asks for it too.
  const rowsShown = Boolean(rows?.length);
  useEffect(() => {
    if (recordPage && rowsShown) whenIdle(recordPage.preload);
  }, [recordPage, rowsShown]);
  const onRow = useLatestCallback((record: BaseRecord) => {
    const to = rowLinkOf(descriptor, record);
    // The row's hover actions and antd's checkbox are created when it is first hovered or
    // focused (row-activation.ts: by the pointer once it rests there, by the focus at once).
    const activates = Boolean(list.hoverActions || selectable);
    const marking = (mark: (key: Key) => void) =>
      activates || recordPage
        ? () => {
            if (activates) mark(keyOf(record));
            recordPage?.preload();
          }
        : undefined;
    // On the pointer's own movement, not on entering: rows scrolled under a still pointer get
    // mouseenter from the browser too, and activating each of them made scrolling stutter.
    const activating = { onMouseMove: marking(activation.point), onPointerDown: activates ? activation.pressed : undefined, onFocus: marking(activation.focused) };
    if (!to) return { ...activating, style: { height: rowHeight } };
    const open = (event: MouseEvent | KeyboardEvent) => {
      if ((event.target as Element).closest?.(INTERACTIVE)) return;
      // A click that closes an open popover (or dropdown, date panel) only closes it.
      if (event.type === 'click' && popupOpenAtPress.current) return;
      recordPage?.start(recordId(descriptor, record));
      openFromList(to, (rows ?? []).map((row) => recordId(descriptor, row)));
    };
    return {
      ...activating,
      onClick: open,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) open(event);
      },
      tabIndex: 0,
      style: { cursor: 'pointer', height: rowHeight },
    };
  });

  // antd's hidden measure row (scroll.x, fixed columns) copies the headers, the select-all
  // checkbox too: a focusable control inside aria-hidden. Taken out of the tab order.
  const tableBox = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    tableBox.current?.querySelectorAll<HTMLElement>('.ant-table-measure-row input, .ant-table-measure-row button').forEach((el) => {
      el.tabIndex = -1;
    });
  });

  const selectedRecords = useMemo(() => (selection.keys.length === 0 ? NO_RECORDS : rows.filter((r) => selection.keys.includes(keyOf(r)))), [rows, selection.keys, keyOf]);
  const { specs, setFilterValue } = state;
  const setFilter = useCallback(
    (field: string, value: FilterValue) => {
      const spec = specs.find((s) => s.field === field);
      if (spec) setFilterValue(spec, value);
    },
    [specs, setFilterValue],
  );
  const viewState = useMemo(() => ({ filters, sorters, pageSize, columns: list.customisableColumns ? visible : undefined }), [filters, sorters, pageSize, list.customisableColumns, visible]);
  const rights = useRights();
  // A page action the role may not use is left out (see README, "Rights"); unknown rights keep it.
  const PageActions = (list.pageActions ?? []).flatMap((a) => (!('right' in a) ? [a] : rights.has(a.right) === false || rights.status === 'pending' ? [] : [a.component])).map(memoPart);
  const Header = list.header && memoPart(list.header);
  const AboveTable = list.aboveTable && memoPart(list.aboveTable);
  // The spinner covers rows only when they are not the ones asked for (first load, another page,
  // sort or filter). This list's cached rows refreshed in the background stay as they are, with a
  // quiet mark by the title (issue 30: back to a list shows it at once).
  const covering = tableQuery.isFetching && (tableQuery.isLoading || tableQuery.isPlaceholderData);
  const refreshing = tableQuery.isFetching && !covering;
  const phone = useIsPhone();
  // Cards open their record as rows do (none when the list has no record page).
  const openCard =
    list.rowLink || descriptor.pages.includes('show')
      ? (record: BaseRecord) => {
          const to = rowLinkOf(descriptor, record);
          if (!to) return;
          recordPage?.start(recordId(descriptor, record));
          openFromList(to, rows.map((row) => recordId(descriptor, row)));
        }
      : undefined;
  const everywhere = state.searchAside !== undefined;
  const empty = useMemo(() => <EmptyState filtered={state.filtersChanged} search={state.searchText} everywhere={everywhere} />, [state.filtersChanged, state.searchText, everywhere]);
  const locale = useMemo(() => ({ emptyText: tableQuery.isLoading ? ' ' : empty }), [tableQuery.isLoading, empty]);
  const sticky = useMemo(() => (fits ? undefined : { offsetHeader: STICKY_HEADER_OFFSET }), [fits]);
  const scroll = useMemo(() => (fits ? undefined : { x: scrollX }), [fits, scrollX]);
  const fixedExpand = !fits && columns.some((c) => c.fixed === 'left');
  const expandable = useMemo<TableProps<BaseRecord>['expandable']>(
    () =>
      list.expandable
        ? {
            expandedRowRender: (r) => list.expandable!.render(r),
            rowExpandable: list.expandable.rowExpandable,
            // A column fixed to the left takes the expand button with it (when the table
            // scrolls sideways: a fixed expand column alone makes antd scroll it).
            fixed: fixedExpand ? 'left' : undefined,
            columnTitle: <VisuallyHidden>{t('engine.list.expandColumn')}</VisuallyHidden>,
            expandIcon: ({ expanded, onExpand, record, expandable }) =>
              expandable ? (
                <button
                  type="button"
                  className={`ant-table-row-expand-icon ant-table-row-expand-icon-${expanded ? 'expanded' : 'collapsed'}`}
                  aria-label={t(expanded ? 'engine.list.collapseRow' : 'engine.list.expandRow')}
                  aria-expanded={expanded}
                  onClick={(e) => {
                    e.stopPropagation(); // expanding is not opening the record
                    onExpand(record, e);
                  }}
                />
              ) : null,
          }
        : undefined,
    [list.expandable, fixedExpand, t],
  );
  const { keys: selectedKeys, setKeys: setSelectedKeys } = selection;
  const rowSelection = useMemo<TableProps<BaseRecord>['rowSelection']>(
    () =>
      selectable
        ? {
            selectedRowKeys: selectedKeys,
            onChange: (keys) => setSelectedKeys(keys),
            getTitleCheckboxProps: selectPageLabel(t),
            // antd leaves row checkboxes unnamed; screen readers (and axe) need a name.
            renderCell: (checked, r, _i, node) => (
              <RowCheck record={r} checked={checked} node={node} label={t('engine.list.selectRow', { id: keyOf(r) })} onCheck={() => setSelectedKeys([...selectedKeys, keyOf(r)])} />
            ),
          }
        : undefined,
    [selectable, selectedKeys, setSelectedKeys, t, keyOf],
  );
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const actionKeys = useMemo(() => actionKeysOf(name, list), [name, list]);
  useListShortcuts({
    root: section,
    actions: actionKeys,
    toggle: selectable ? (key) => setSelectedKeys(selectedKeys.includes(key) ? selectedKeys.filter((k) => k !== key) : [...selectedKeys, key]) : undefined,
    activate: (key) => activation.activate(key),
    page: (by) => {
      const page = currentPage + by;
      if (page >= 1 && page <= lastPage) state.setPage(page, pageSize);
    },
  });
  const { arrivedKeys } = state;
  const rowClass = useCallback((r: BaseRecord) => (arrivedKeys.has(keyOf(r)) ? ARRIVED_CLASS : ''), [arrivedKeys, keyOf]);
  const tableClass = [LIST_TABLE_CLASS, fits && FITS_CLASS, rows.length >= LONG_PAGE_ROWS && LONG_CLASS].filter(Boolean).join(' ');

  return (
    <section aria-labelledby={titleId} aria-describedby={keysId} ref={section} {...{ [LIST_KEYS_ATTRIBUTE]: '' }}>
      <VisuallyHidden id={keysId}>{t('engine.keys.rowKeys')}</VisuallyHidden>
      <ArrivedMark count={arrivedKeys.size} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: embedded ? 0 : 12 }}>
        {embedded ? (
          <VisuallyHidden>
            <h2 id={titleId}>{t(`${name}.titles.list`)}</h2>
          </VisuallyHidden>
        ) : (
          <Flex align="center" gap={8}>
            <PageHeading id={titleId} style={{ fontSize: 24, margin: 0 }}>
              {t(`${name}.titles.list`)}
            </PageHeading>
            <span role="status" data-testid="list-refreshing">
              {refreshing && (
                <>
                  <SyncOutlined spin aria-hidden style={{ color: COLORS.icon }} />
                  <VisuallyHidden>{t('engine.list.refreshing')}</VisuallyHidden>
                </>
              )}
            </span>
          </Flex>
        )}
        {(PageActions.length > 0 || list.customisableColumns || list.export) && (
          <InlineRow wrap>
            {PageActions.map((A, i) => (
              <A key={i} filters={filters} />
            ))}
            {list.export && (
              <ListExport
                resource={name}
                fileName={list.export.fileName}
                columns={shownColumns}
                filters={filters}
                sorters={sorters}
                selected={selectedRecords}
              />
            )}
            {list.customisableColumns && <ListColumnChooser resource={name} columns={list.columns} visible={visible} defaults={defaults} onChange={setVisible} />}
          </InlineRow>
        )}
      </Flex>
      {Header && <Header filters={filters} setFilter={setFilter} />}
      {(state.specs.length > 0 || list.customisableColumns) && (
        <ListSavedViews
          resource={name}
          specs={state.specs}
          state={viewState}
          apply={state.applyView}
          setColumns={list.customisableColumns ? setVisible : undefined}
          openedView={state.openedView}
          openedBare={state.openedBare}
          offerSave={!state.atDefaults || (list.customisableColumns === true && columnsChanged)}
        />
      )}
      <ListFilters
        resource={name}
        specs={state.specs}
        values={state.values}
        onChange={state.setFilterValue}
        onReset={state.filtersChanged ? state.resetFilters : undefined}
      />
      {state.searchAside && <SearchAsideNote resource={name} aside={state.searchAside.aside} onBack={state.endSearchAside} />}
      {AboveTable && <AboveTable filters={filters} setFilter={setFilter} />}
      {(list.bulkActions || list.bulkControls) && (
        <ListBulkBar resource={name} actions={list.bulkActions ?? NO_ACTIONS} controls={list.bulkControls} controlsRight={list.bulkControlsRight} selected={selectedRecords} onClear={selection.clear} refresh={refresh} />
      )}
      {tableQuery.isError ? (
        <ErrorState error={tableQuery.error} onRetry={refresh} />
      ) : phone ? (
        // A phone shows each row as a card (list-cards.tsx), from the same columns and actions.
        <ListCards<BaseRecord>
          resource={name}
          columns={shownColumns}
          card={list.card}
          rows={rows}
          keyOf={keyOf}
          labelledBy={titleId}
          loading={tableQuery.isLoading}
          busy={covering}
          empty={empty}
          rowActions={list.rowActions}
          hoverActions={list.hoverActions}
          expandable={list.expandable}
          open={openCard}
          selection={
            selectable
              ? {
                  keys: selection.keys,
                  toggle: (record, checked) => selection.setKeys(checked ? [...selection.keys, keyOf(record)] : selection.keys.filter((k) => k !== keyOf(record))),
                  label: (record) => t('engine.list.selectRow', { id: keyOf(record) }),
                }
              : undefined
          }
          refresh={refresh}
        />
      ) : (
        // While the first page loads, the table keeps a page's height: the rows take their
        // place without pushing the pagination and footer down (no layout shift).
        <ListTableBox ref={tableBox} activation={activation} stickyTop={STICKY_HEADER_OFFSET} style={tableQuery.isLoading ? { minHeight: HEADER_HEIGHT + pageSize * rowHeight } : undefined}>
          {/* The spinner is antd's table's own (same elements), laid around it here: a change of
              `loading` alone then leaves the table and its rows as they are. */}
          <Spin spinning={covering}>
            <ListTable<BaseRecord>
              size="middle"
              className={tableClass}
              // Fixed as antd's sticky header and scroll make it: column widths never follow the rows' content.
              tableLayout="fixed"
              sticky={sticky}
              scroll={scroll}
              rowKey={keyOf}
              columns={columns}
              dataSource={rows}
              pagination={false}
              onChange={onTableChange}
              onRow={onRow}
              onHeaderRow={headerRow}
              locale={locale}
              expandable={expandable}
              rowSelection={rowSelection}
              rowClassName={rowClass}
              rowHoverable={false}
            />
          </Spin>
        </ListTableBox>
      )}
      {phone ? (
        <MobilePager
          current={currentPage}
          pageSize={pageSize}
          total={total}
          onChange={(page) => {
            state.setPage(page, pageSize);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : (
        <div style={{ marginTop: 16 }}>
          <ListPagination current={currentPage} pageSize={pageSize} total={total} onChange={state.setPage} />
        </div>
      )}
    </section>
  );
}

/** Popups whose outside click closes them: the same click must not open the row beneath. */
const OPEN_POPUPS = ['popover', 'dropdown', 'select-dropdown', 'picker-dropdown'].map((p) => `.ant-${p}:not(.ant-${p}-hidden)`).join(', ');

/** Whether a popup was open when the current click's button went down (read in the click that follows). */
export function usePopupOpenAtPress() {
  const openAtPress = useRef(false);
  useEffect(() => {
    const press = () => {
      openAtPress.current = document.querySelector(OPEN_POPUPS) !== null;
    };
    document.addEventListener('pointerdown', press, true);
    return () => document.removeEventListener('pointerdown', press, true);
  }, []);
  return openAtPress;
}

/** The generic page as a route's screen (src/engine/resource-page.tsx). */
export function ListScreen({ resource }: ScreenProps) {
  return <ListPage descriptor={resource} />;
}
