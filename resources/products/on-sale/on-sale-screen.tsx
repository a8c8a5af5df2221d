import { Empty, Flex, Table, type TableProps } from 'antd';
import { useGetIdentity, type BaseRecord } from '@refinedev/core';
import { cloneElement, isValidElement, useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShopProfile } from '../../../providers/api/auth-api';
import { IMPORT_ONLY_COLUMNS } from '../parts';
import type { ProductOnSale } from '../types';
import { MobilePager } from '../../../src/controls/mobile-pager';
import { Pagination } from '../../../src/controls/pagination';
import { useIsPhone } from '../../../src/controls/phone-viewport';
import { VisuallyHidden } from '../../../src/controls/visually-hidden';
import { ColumnChooser } from '../../../src/engine/column-chooser';
import { useColumnVisibility } from '../../../src/engine/column-visibility';
import { ListCards } from '../../../src/engine/list-cards';
import { SecondaryText } from '../../../src/controls/plain-text';
import { buildColumns, sortKeyOf } from '../../../src/engine/columns';
import type { ScreenProps } from '../../../src/engine/descriptor';
import { ExportButton } from '../../../src/engine/export/export-button';
import { FiltersBar } from '../../../src/engine/filters-bar';
import { HEADER_HEIGHT, ROW_HEIGHT, STICKY_HEADER_OFFSET } from '../../../src/engine/list-page';
import { SELECTION_COLUMN_WIDTH } from '../../../src/engine/table-fit';
import { useMeasureRowOutOfTabOrder } from '../../../src/engine/measure-row';
import { EmptyState, ErrorState } from '../../../src/engine/states';
import { useListState } from '../../../src/engine/use-list-state';
import { SavedViewsBar } from '../../../src/engine/saved-views/saved-views-bar';
import { useRowSelection } from '../../../src/engine/use-row-selection';
import { ProductsFrame } from '../products-frame';
import { SearchContext } from './cells';
import { settlePatches } from './row-patches';
import { OnSaleBar } from './on-sale-bar';
import { selectPageLabel } from '../../../src/engine/row-check';

const UPLOAD_ROUTE = '/products/upload/manual';
const HEADER_ROW = { style: { height: HEADER_HEIGHT } };
const skuOf = (r: BaseRecord) => (r as ProductOnSale).sku;

/**
 * /products/onsale (spec 3 §2 On-sale screen): search, categories, status; the total and the
 * filtered count; the table (markup columns for is_import shops only) with the price cell
 * and the optimistic switch; 20 a page; all of it in the URL (the engine's list state). Rows
 * (and phone cards) are selected for the bulk bar (issue 34): on or off sale, prices.
 */
export default function OnSaleScreen({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const list = resource.list!;
  const state = useListState<BaseRecord>(resource);
  const { tableQuery, result, sorters, currentPage, pageSize } = state;
  const identity = useGetIdentity<{ shop?: ShopProfile }>();
  const isImport = identity.data?.shop?.is_import === true;

  const columnSpecs = useMemo(() => list.columns.filter((c) => isImport || !IMPORT_ONLY_COLUMNS.includes(c.key)), [list.columns, isImport]);
  // The seller's column choice (issue 31: the default set fits 1440 px), kept as the engine's lists keep theirs.
  const { visible, setVisible, defaults } = useColumnVisibility(resource.name, list.columns);
  const shownSpecs = useMemo(() => columnSpecs.filter((c) => c.required || visible[c.key] !== false), [columnSpecs, visible]);
  const columns = useMemo(
    () => buildColumns({ resource: resource.name, columns: shownSpecs, visible, sorters, refresh: () => void tableQuery.refetch(), t }),
    [resource.name, shownSpecs, visible, sorters, tableQuery, t],
  );
  const phone = useIsPhone();
  const titleId = useId();

  // The rows in view only: another page, filter or sort forgets the choice (the engine's rule).
  const selection = useRowSelection(JSON.stringify([state.filters, sorters, currentPage, pageSize]));
  const selectedRows = useMemo(() => result.data.filter((r) => selection.keys.includes(skuOf(r))) as ProductOnSale[], [result.data, selection.keys]);
  const tableBox = useRef<HTMLDivElement>(null);
  useMeasureRowOutOfTabOrder(tableBox);
  const selectLabel = (r: BaseRecord) => t('products.bulk.selectRow', { title: (r as ProductOnSale).title.ru });

  // Fresh rows supersede the seller's settled changes (switch, price).
  const updatedAt = tableQuery.dataUpdatedAt;
  useEffect(() => settlePatches(), [updatedAt]);

  const onTableChange: TableProps<BaseRecord>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    state.setSort(sortKeyOf(list.columns, one?.columnKey), one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined);
  };

  const filtered = result.total ?? 0;
  const all = (tableQuery.data as { allTotal?: number } | undefined)?.allTotal ?? filtered;
  const search = typeof state.values.search === 'string' ? state.values.search : undefined;
  const noProducts = !tableQuery.isLoading && !tableQuery.isError && all === 0;
  const emptyText = noProducts ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('products.noFeed')}>
      <Link to={UPLOAD_ROUTE}>{t('products.uploadLink')}</Link>
    </Empty>
  ) : (
    <EmptyState filtered={state.filtersChanged} />
  );
  const scrollX = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 240), SELECTION_COLUMN_WIDTH);

  return (
    <ProductsFrame tab="products">
      <SavedViewsBar
        resource={resource.name}
        specs={state.specs}
        state={{ filters: state.filters, sorters, pageSize, columns: visible }}
        apply={state.applyView}
        setColumns={setVisible}
        openedView={state.openedView}
        openedBare={state.openedBare}
        offerSave={!state.atDefaults}
      />
      <FiltersBar resource={resource.name} specs={state.specs} values={state.values} onChange={state.setFilterValue} onReset={state.filtersChanged ? state.resetFilters : undefined} />
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 8, minHeight: 32 }}>
        <SecondaryText aria-live="polite">
          {!tableQuery.isLoading && !tableQuery.isError && (
            <>
              {t('products.counts.total', { total: all })}
              {filtered !== all && `, ${t('products.counts.filtered', { count: filtered })}`}
            </>
          )}
        </SecondaryText>
        <Flex gap={8}>
          {list.export && (
            <ExportButton resource={resource.name} fileName={list.export.fileName} columns={columnSpecs} filters={state.filters} sorters={sorters} selected={selectedRows} />
          )}
          <ColumnChooser resource={resource.name} columns={columnSpecs} visible={visible} defaults={defaults} onChange={setVisible} />
        </Flex>
      </Flex>
      {tableQuery.isError ? (
        <ErrorState error={tableQuery.error} onRetry={() => void tableQuery.refetch()} />
      ) : phone ? (
        // A phone shows each product as a card: title, the switch, price, status and the seller's sku (issue 31).
        <SearchContext.Provider value={search}>
          <VisuallyHidden>
            <h2 id={titleId}>{t('products.titles.list')}</h2>
          </VisuallyHidden>
          <ListCards<BaseRecord>
            resource={resource.name}
            columns={shownSpecs}
            card={list.card}
            rows={result.data}
            keyOf={skuOf}
            labelledBy={titleId}
            selection={{
              keys: selection.keys,
              toggle: (r, checked) => selection.setKeys(checked ? [...selection.keys, skuOf(r)] : selection.keys.filter((k) => k !== skuOf(r))),
              label: selectLabel,
            }}
            loading={tableQuery.isLoading}
            busy={tableQuery.isFetching && !tableQuery.isLoading}
            empty={emptyText}
            refresh={() => void tableQuery.refetch()}
          />
        </SearchContext.Provider>
      ) : (
        <SearchContext.Provider value={search}>
          <div ref={tableBox} style={tableQuery.isLoading ? { minHeight: HEADER_HEIGHT + pageSize * ROW_HEIGHT } : undefined}>
            <Table<BaseRecord>
              size="middle"
              sticky={{ offsetHeader: STICKY_HEADER_OFFSET }}
              scroll={{ x: scrollX }}
              rowKey={skuOf}
              columns={columns}
              rowSelection={{
                selectedRowKeys: selection.keys,
                onChange: (keys) => selection.setKeys(keys),
                columnWidth: SELECTION_COLUMN_WIDTH,
                getTitleCheckboxProps: selectPageLabel(t),
                // antd leaves row checkboxes unnamed; screen readers (and axe) need a name.
                renderCell: (_checked, r, _i, node) => (isValidElement<{ 'aria-label'?: string }>(node) ? cloneElement(node, { 'aria-label': selectLabel(r) }) : node),
              }}
              dataSource={result.data}
              loading={tableQuery.isFetching}
              pagination={false}
              onChange={onTableChange}
              onHeaderRow={() => HEADER_ROW}
              onRow={() => ({ style: { height: ROW_HEIGHT } })}
              locale={{ emptyText: tableQuery.isLoading ? ' ' : emptyText }}
            />
          </div>
        </SearchContext.Provider>
      )}
      <OnSaleBar rows={selectedRows} onClear={selection.clear} />
      {phone ? (
        <MobilePager
          current={currentPage}
          pageSize={pageSize}
          total={filtered}
          onChange={(page) => {
            state.setPage(page, pageSize);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : (
        <div style={{ marginTop: 16 }}>
          <Pagination current={currentPage} pageSize={pageSize} total={filtered} onChange={state.setPage} />
        </div>
      )}
    </ProductsFrame>
  );
}
