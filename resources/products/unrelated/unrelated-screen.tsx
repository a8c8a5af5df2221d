import { Table, type TableColumnType } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import { cloneElement, isValidElement, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnrelatedRow } from '../types';
import { onDemand, prefetchOnIdle, useOnDemand } from '../../../src/controls/on-demand';
import { Pagination } from '../../../src/controls/pagination';
import type { ScreenProps } from '../../../src/engine/descriptor';
import { FiltersBar } from '../../../src/engine/filters-bar';
import { HEADER_HEIGHT, STICKY_HEADER_OFFSET } from '../../../src/engine/list-page';
import { EmptyState, ErrorState } from '../../../src/engine/states';
import { useListState } from '../../../src/engine/use-list-state';
import { ProductsFrame } from '../products-frame';
import { MarketplaceCell, PartnerCell, PartnerDetails, RowActions, type DrawerTab } from './row-cells';
import { MobilePager } from '../../../src/controls/mobile-pager';
import { useIsPhone } from '../../../src/controls/phone-viewport';
import { VisuallyHidden } from '../../../src/controls/visually-hidden';
import type { CardSpec, ColumnSpec } from '../../../src/engine/descriptor';
import { ListCards } from '../../../src/engine/list-cards';
import { SelectionBar } from './selection-bar';
import { useBinding } from './use-binding';
import { selectPageLabel } from '../../../src/engine/row-check';

/** The binding drawer loads when first opened (or when the browser is idle). */
const bindingDrawer = onDemand(() => import('../drawer/binding-drawer'));
const ROW_MIN_HEIGHT = 88;
/** A phone card: the product's name, its details, the marketplace's suggestion under them, the row's buttons. */
const CARD: CardSpec = { title: 'name', status: null, fields: ['partner', 'marketplace'], wide: ['partner', 'marketplace'] };

/**
 * /products/unrelated (spec 3 §2 Unrelated products screen): search and brands, the rows
 * (partner product with its binding error card, the marketplace's suggestion or the not-found
 * card, the row actions), selection with the floating bar, 10 a page, the binding drawer.
 */
export default function UnrelatedScreen({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const state = useListState<BaseRecord>(resource);
  const { tableQuery, result, currentPage, pageSize } = state;
  const [selected, setSelected] = useState<string[]>([]);
  const binding = useBinding(setSelected);
  const [drawer, setDrawer] = useState<{ row: UnrelatedRow; tab: DrawerTab }>();
  const Drawer = useOnDemand(bindingDrawer, drawer !== undefined).module?.BindingDrawer;
  // Rows moved to "no suitable" leave at once, while their call waits for the undo toast.
  const rows = useMemo(() => (result.data as UnrelatedRow[]).filter((r) => !binding.setAside.includes(r.products.sku)), [result.data, binding.setAside]);

  useEffect(() => prefetchOnIdle(bindingDrawer), []);
  // Another page or other filters: a new set of rows, nothing of it selected.
  const scope = JSON.stringify([state.filters, currentPage, pageSize]);
  useEffect(() => setSelected([]), [scope]);

  const actionsOf = useCallback(
    (row: UnrelatedRow) => (
      <RowActions
        row={row}
        error={binding.errors[row.products.sku]}
        busy={binding.busy}
        onBindFirst={() => void binding.bindFirst(row)}
        onNoSuitable={() => void binding.noSuitable([row])}
        onOpen={(tab) => setDrawer({ row, tab })}
      />
    ),
    [binding],
  );
  const columns = useMemo<TableColumnType<UnrelatedRow>[]>(
    () => [
      { key: 'partner', title: t('unrelated.fields.partner'), render: (_v, row) => <PartnerCell row={row} error={binding.errors[row.products.sku]} /> },
      { key: 'marketplace', title: t('unrelated.fields.marketplace'), render: (_v, row) => <MarketplaceCell row={row} onOpen={(tab) => setDrawer({ row, tab })} /> },
      {
        key: 'actions',
        title: t('unrelated.fields.actions'),
        width: 300,
        align: 'right',
        fixed: 'right',
        render: (_v, row) => actionsOf(row),
      },
    ],
    [t, binding, actionsOf],
  );

  // The same rows as phone cards (issue 31): the name as the title, the rest as wide fields.
  const cardColumns = useMemo<ColumnSpec<UnrelatedRow>[]>(
    () => [
      { key: 'name', render: (row) => row.products.name },
      { key: 'partner', render: (row) => <PartnerDetails row={row} error={binding.errors[row.products.sku]} /> },
      { key: 'marketplace', render: (row) => <MarketplaceCell row={row} onOpen={(tab) => setDrawer({ row, tab })} /> },
      { key: 'actions', render: actionsOf },
    ],
    [binding, actionsOf],
  );
  const phone = useIsPhone();
  const titleId = useId();

  // antd's hidden measure row copies the select-all checkbox: out of the tab order (as the engine's list does).
  const tableBox = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    tableBox.current?.querySelectorAll<HTMLElement>('.ant-table-measure-row input, .ant-table-measure-row button').forEach((el) => {
      el.tabIndex = -1;
    });
  });

  const chosen = rows.filter((r) => selected.includes(r.products.sku));

  return (
    <ProductsFrame tab="unrelated">
      <FiltersBar resource={resource.name} specs={state.specs} values={state.values} onChange={state.setFilterValue} onReset={state.filtersChanged ? state.resetFilters : undefined} />
      {tableQuery.isError ? (
        <ErrorState error={tableQuery.error} onRetry={() => void tableQuery.refetch()} />
      ) : phone ? (
        <>
          <VisuallyHidden>
            <h2 id={titleId}>{t('unrelated.titles.list')}</h2>
          </VisuallyHidden>
          <ListCards<UnrelatedRow>
            resource={resource.name}
            columns={cardColumns}
            card={CARD}
            rows={rows}
            keyOf={(r) => r.products.sku}
            labelledBy={titleId}
            loading={tableQuery.isLoading}
            busy={tableQuery.isFetching && !tableQuery.isLoading}
            empty={<EmptyState filtered={state.filtersChanged} />}
            selection={{
              keys: selected,
              toggle: (row, checked) => setSelected((keys) => (checked ? [...keys, row.products.sku] : keys.filter((k) => k !== row.products.sku))),
              label: (row) => t('unrelated.row.select', { name: row.products.name }),
            }}
            refresh={() => void tableQuery.refetch()}
          />
        </>
      ) : (
        <div ref={tableBox} style={tableQuery.isLoading ? { minHeight: HEADER_HEIGHT + pageSize * ROW_MIN_HEIGHT } : undefined}>
          <Table<UnrelatedRow>
            size="middle"
            sticky={{ offsetHeader: STICKY_HEADER_OFFSET }}
            scroll={{ x: 960 }}
            rowKey={(r) => r.products.sku}
            columns={columns}
            dataSource={rows}
            loading={tableQuery.isFetching}
            pagination={false}
            onRow={() => ({ style: { height: ROW_MIN_HEIGHT } })}
            locale={{ emptyText: tableQuery.isLoading ? ' ' : <EmptyState filtered={state.filtersChanged} /> }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(String)),
              getTitleCheckboxProps: selectPageLabel(t),
              // antd leaves row checkboxes unnamed; screen readers (and axe) need a name.
              renderCell: (_checked, r, _i, node) =>
                isValidElement<{ 'aria-label'?: string }>(node) ? cloneElement(node, { 'aria-label': t('unrelated.row.select', { name: r.products.name }) }) : node,
            }}
          />
        </div>
      )}
      <SelectionBar
        count={chosen.length}
        busy={binding.busy}
        onBind={() => void binding.bindMany(chosen)}
        onNoSuitable={() => void binding.noSuitable(chosen)}
        onReset={() => setSelected([])}
      />
      {phone ? (
        <MobilePager
          current={currentPage}
          pageSize={pageSize}
          total={result.total ?? 0}
          onChange={(page) => {
            state.setPage(page, pageSize);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : (
        <div style={{ marginTop: 16 }}>
          <Pagination current={currentPage} pageSize={pageSize} total={result.total ?? 0} onChange={state.setPage} />
        </div>
      )}
      {drawer && Drawer && <Drawer row={drawer.row} tab={drawer.tab} binding={binding} onClose={() => setDrawer(undefined)} />}
    </ProductsFrame>
  );
}
