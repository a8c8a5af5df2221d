import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type CrudFilter } from '@refinedev/core';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterSpec, ListBlockProps } from '../../../src/engine/descriptor';
import { readFilter } from '../../../src/engine/filter-mapping';
import { filtersWith } from '../../../src/engine/list-count';
import type { PartnerDataProvider } from '../../../providers/data-provider';
import { STATUS_GROUPS } from '../rules/status-groups';
import { ErrorState } from '../../../src/engine/states';
import { VisuallyHidden } from '../../../src/controls/visually-hidden';
import { ORDERS_KEYS } from '../orders-services';
import { ORDERS_RESOURCE } from '../paths';
import { activeTab, STATUS_TABS, tabCounts, type StatusTab } from '../bulk/status-counts';
import { COLORS } from '../../../src/controls/colors';

const STATUS_FIELD = 'status';
const STATUS: FilterSpec = { kind: 'multiSelect', field: STATUS_FIELD, options: [] };
/** Counts change only with decisions (which invalidate them) and time: re-read after this. */
const COUNTS_STALE_MS = 30_000;

/**
 * The tabs' counts: the data provider's `countBy` (one designed call where the backend has it,
 * else one one-row list call per tab), with the list's filters other than the status, cached
 * under one key. It starts with the list and never holds the rows back: the tabs show "…" until
 * it answers, "—" and one retry when it fails.
 */
export function useStatusCounts(filters: readonly CrudFilter[]) {
  const dataProvider = useDataProvider()() as PartnerDataProvider;
  const others = filtersWith(filters, STATUS_FIELD);
  const query = useQuery({
    queryKey: ORDERS_KEYS.counts(others),
    queryFn: ({ signal }) => dataProvider.countBy({ resource: ORDERS_RESOURCE, field: STATUS_FIELD, values: STATUS_GROUPS, filters: others, signal }),
    staleTime: COUNTS_STALE_MS,
  });
  const failed = query.data === undefined && query.isError;
  const counts = tabCounts(STATUS_TABS.map((tab) => (tab === 'all' ? query.data?.total : query.data?.byValue[tab])));
  return {
    counts,
    /** No count to show after a failure: said, with one retry (not "…" for ever). */
    failed,
    error: failed ? query.error : null,
    retrying: failed && query.isFetching,
    retry: () => void query.refetch(),
  };
}

/**
 * All and the seven status groups with their counts above the orders table (sideways-scrolling
 * chips on a phone). Choosing one sets the status filter; a combination chosen in the
 * multi-select leaves no tab selected.
 */
export function StatusTabs({ filters, setFilter, compact }: ListBlockProps & { compact?: boolean }) {
  const { t } = useTranslation();
  const { counts, failed, error, retrying, retry } = useStatusCounts(filters);
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
              <span style={{ marginInlineStart: 6, fontVariantNumeric: 'tabular-nums', color: COLORS.textSecondary }} data-testid={`tab-count-${tab}`}>
                {failed ? <><span aria-hidden>—</span><VisuallyHidden>{t('orders.queue.tabs.countUnknown')}</VisuallyHidden></> : (counts[tab] ?? '…')}
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
