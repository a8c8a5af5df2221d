import { FilterOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Skeleton, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Order } from '../orders-api';
import type { Resource, ScreenProps } from '../../../src/engine/descriptor';
import { MobilePager } from '../../../src/controls/mobile-pager';
import { SearchInput } from '../../../src/controls/search-input';
import type { FilterSpec } from '../../../src/engine/descriptor';
import { toCrudFilter, type FilterValue } from '../../../src/engine/filter-mapping';
import { EmptyState, ErrorState } from '../../../src/engine/states';
import { SearchAsideNote } from '../../../src/engine/search-aside-note';
import { useListState } from '../../../src/engine/use-list-state';
import { SavedViewsBar } from '../../../src/engine/saved-views/saved-views-bar';
import { ARRIVED_CLASS, ArrivedMark } from '../../../src/engine/live/arrived-mark';
import { narrowedStatuses, type AppliedFilters } from './filter-draft';
import { FilterDrawer } from './filter-drawer';
import { OrderCard } from './order-card';
import { StatusTabs } from '../list/status-tabs';
import { COLORS } from '../../../src/controls/colors';

const strings = (value: FilterValue): string[] | undefined => (Array.isArray(value) ? value : undefined);

/**
 * Phone /orders (spec 2 §2 Mobile): search by number, the filter drawer and order cards.
 * Filters, page and sort live in the URL through the engine, so it is the same view as the
 * desktop table (a link opened on a phone shows the same orders).
 */
export default function MobileOrdersList({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const location = useLocation();
  const state = useListState<Order>(resource as Resource<Order>);
  const { tableQuery, result, values, specs, currentPage, pageSize, setFilters, setCurrentPage } = state;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const rows = result.data;
  const total = result.total ?? 0;
  const spec = (field: string): FilterSpec => specs.find((s) => s.field === field)!;
  const statuses = strings(values.status);
  const narrowed = narrowedStatuses(statuses);

  const apply = (applied: AppliedFilters) => {
    const next = [toCrudFilter(spec('status'), applied.status)];
    if (applied.created_at) next.push(toCrudFilter(spec('created_at'), applied.created_at));
    setFilters(next, 'merge');
    setCurrentPage(1);
    setDrawerOpen(false);
  };

  const body = () => {
    if (tableQuery.isError) return <ErrorState error={tableQuery.error} onRetry={() => void tableQuery.refetch()} />;
    if (tableQuery.isLoading) {
      return (
        <div aria-busy="true" aria-label={t('engine.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} active paragraph={{ rows: 2 }} style={{ background: COLORS.surface, padding: 12, borderRadius: 8, marginBottom: 8 }} />
          ))}
        </div>
      );
    }
    if (rows.length === 0) return <EmptyState filtered={state.filtersChanged} search={state.searchText} everywhere={state.searchAside !== undefined} />;
    const fromList = `${location.pathname}${location.search}`;
    return (
      <ul aria-labelledby={titleId} aria-busy={tableQuery.isFetching} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8, opacity: tableQuery.isFetching ? 0.6 : 1 }}>
        {rows.map((order) => (
          <li key={order.id} className={state.arrivedKeys.has(order.id) ? ARRIVED_CLASS : undefined}>
            <OrderCard order={order} fromList={fromList} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <ConfigProvider componentSize="large">
      <section aria-labelledby={titleId}>
        <Typography.Title level={1} id={titleId} style={{ fontSize: 20, margin: '0 0 8px' }}>
          {t('orders.titles.list')}
        </Typography.Title>
        <ArrivedMark count={state.arrivedKeys.size} />
        <SavedViewsBar resource={resource.name} specs={specs} state={{ filters: state.filters, sorters: state.sorters, pageSize }} apply={state.applyView} openedView={state.openedView} openedBare={state.openedBare} offerSave={!state.atDefaults} />
        <SearchInput
          label={t('orders.filters.id')}
          value={typeof values.id === 'string' ? values.id : undefined}
          onSearch={(v) => state.setFilterValue(spec('id'), v)}
          style={{ width: '100%', minWidth: 0 }}
        />
        <div style={{ marginTop: 8 }}>
          <StatusTabs filters={state.filters} setFilter={(field, value) => state.setFilterValue(spec(field), value)} compact />
        </div>
        {state.searchAside && (
          <div style={{ marginTop: 8 }}>
            <SearchAsideNote resource={resource.name} aside={state.searchAside.aside} onBack={state.endSearchAside} />
          </div>
        )}
        <Flex justify="space-between" align="center" gap={8} style={{ marginBlock: 8 }}>
          <Button
            icon={<FilterOutlined aria-hidden />}
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="dialog"
            type={narrowed > 0 ? 'primary' : 'default'}
            ghost={narrowed > 0}
          >
            {narrowed > 0 ? t('orders.mobile.filters.openCount', { count: narrowed }) : t('orders.mobile.filters.open')}
          </Button>
          {!tableQuery.isLoading && !tableQuery.isError && (
            <Typography.Text type="secondary">{t('orders.mobile.list.found', { count: total })}</Typography.Text>
          )}
        </Flex>
        {body()}
        <MobilePager
          current={currentPage}
          pageSize={pageSize}
          total={total}
          onChange={(page) => {
            setCurrentPage(page);
            window.scrollTo({ top: 0 });
          }}
        />
        <FilterDrawer
          open={drawerOpen}
          statuses={statuses}
          range={strings(values.created_at)}
          onApply={apply}
          onClose={() => setDrawerOpen(false)}
        />
      </section>
    </ConfigProvider>
  );
}
