import { useQueries } from '@tanstack/react-query';
import { useDataProvider, type CrudFilter } from '@refinedev/core';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterSpec, ListBlockProps } from '../../../src/engine/descriptor';
import { readFilter } from '../../../src/engine/filter-mapping';
import { countRecords, filtersWith } from '../../../src/engine/list-count';
import { ErrorState } from '../../../src/engine/states';
import { VisuallyHidden } from '../../../src/controls/visually-hidden';
import { ORDERS_KEYS } from '../orders-services';
import { ORDERS_RESOURCE } from '../paths';
import { activeTab, STATUS_TABS, tabCounts, type StatusTab } from '../bulk/status-counts';

const STATUS_FIELD = 'status';
const STATUS: FilterSpec = { kind: 'multiSelect', field: STATUS_FIELD, options: [] };
/** Counts change only with decisions (which invalidate them) and time: re-read after this. */
const COUNTS_STALE_MS = 30_000;

/**
 * The per-tab counts: one list call per tab, in parallel, cached, through the data provider
 * (the descriptor's path, dialect and filter mapping) with the list's own filters and the tab's
 * status in place of the list's, for one row: its total. A count cannot disagree with the list.
 */
export function useStatusCounts(filters: readonly CrudFilter[]) {
  const dataProvider = useDataProvider()();
  const results = useQueries({
    queries: STATUS_TABS.map((tab) => {
      const counted = filtersWith(filters, STATUS_FIELD, tab === 'all' ? undefined : { field: STATUS_FIELD, operator: 'in', value: [tab] });
      return {
        queryKey: ORDERS_KEYS.count(tab, counted),
        queryFn: ({ signal }: { signal: AbortSignal }) => countRecords(dataProvider, ORDERS_RESOURCE, counted, signal),
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
