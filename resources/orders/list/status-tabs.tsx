import { useQueries } from '@tanstack/react-query';
import type { CrudFilter } from '@refinedev/core';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrdersQuery } from '../orders-api';
import type { FilterSpec, ListBlockProps } from '../../../src/engine/descriptor';
import { readFilter } from '../../../src/engine/filter-mapping';
import { ErrorState } from '../../../src/engine/states';
import { VisuallyHidden } from '../../../src/controls/visually-hidden';
import { ORDERS_KEYS, ordersApi } from '../orders-services';
import { activeTab, STATUS_TABS, tabCounts, type StatusTab } from '../bulk/status-counts';
import { periodOf } from './order-period';

const SEARCH: FilterSpec = { kind: 'search', field: 'id' };
const STATUS: FilterSpec = { kind: 'multiSelect', field: 'status', options: [] };
/** Counts change only with decisions (which invalidate them) and time: re-read after this. */
const COUNTS_STALE_MS = 30_000;

/** The per-tab counts for the list's period and search: one limit=1 list call per tab, in parallel, cached. */
export function useStatusCounts(filters: readonly CrudFilter[]) {
  const period = periodOf(filters);
  const search = readFilter(SEARCH, filters);
  const id = typeof search === 'string' ? search : '';
  const results = useQueries({
    queries: STATUS_TABS.map((tab) => {
      const query: OrdersQuery = { page: 1, limit: 1, status: tab === 'all' ? undefined : [tab], dateFrom: period?.from, dateTo: period?.to, id: id || undefined };
      return {
        queryKey: ORDERS_KEYS.count(tab, period?.from ?? '', period?.to ?? '', id),
        queryFn: ({ signal }: { signal: AbortSignal }) => ordersApi.list(query, signal).then((r) => r.total_count),
        staleTime: COUNTS_STALE_MS,
      };
    }),
  });
  const failed = results.filter((r) => r.data === undefined && r.isError);
  return {
    counts: tabCounts(results.map((r) => r.data)),
    /** Tabs whose count failed with none to show: said, with one retry for them all (not "…" for ever). */
    failedTabs: new Set(STATUS_TABS.filter((_, i) => results[i].data === undefined && results[i].isError)),
    error: failed[0]?.error ?? null,
    retrying: failed.some((r) => r.isFetching),
    retry: () => failed.forEach((r) => void r.refetch()),
  };
}

/**
 * All and the seven status groups with their counts above the orders table (sideways-scrolling
 * chips on a phone). Choosing one sets the status filter; a combination chosen in the
 * multi-select leaves no tab selected.
 */
export function StatusTabs({ filters, setFilter, compact }: ListBlockProps & { compact?: boolean }) {
  const { t } = useTranslation();
  const { counts, failedTabs, error, retrying, retry } = useStatusCounts(filters);
  const statuses = readFilter(STATUS, filters);
  const current = activeTab(Array.isArray(statuses) ? statuses : undefined);
  const label = (tab: StatusTab) => (tab === 'all' ? t('orders.queue.tabs.all') : t(`orders.statuses.${tab}`));

  return (
    <div style={{ overflowX: 'auto', marginBottom: 8, scrollbarWidth: 'none' }} data-testid="status-tabs">
      <Segmented<StatusTab | ''>
        aria-label={t('orders.queue.tabs.label')}
        size={compact ? 'large' : 'middle'}
        value={current ?? ''}
        onChange={(tab) => tab && setFilter?.('status', tab === 'all' ? undefined : [tab])}
        options={STATUS_TABS.map((tab) => ({
          value: tab,
          label: (
            <span style={{ whiteSpace: 'nowrap' }}>
              {label(tab)}
              <span style={{ marginInlineStart: 6, fontVariantNumeric: 'tabular-nums', color: 'rgba(0,0,0,0.55)' }} data-testid={`tab-count-${tab}`}>
                {failedTabs.has(tab) ? <><span aria-hidden>—</span><VisuallyHidden>{t('orders.queue.tabs.countUnknown')}</VisuallyHidden></> : (counts[tab] ?? '…')}
              </span>
            </span>
          ),
        }))}
      />
      {error && (
        <div style={{ marginTop: 4, maxWidth: 640 }}>
          <ErrorState compact error={error} title={t('orders.queue.tabs.countsError')} retrying={retrying} onRetry={retry} />
        </div>
      )}
    </div>
  );
}
