import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { FilterSpec, ListBlockProps } from './descriptor';
import { readFilter } from './filter-mapping';
import { filtersWith } from './list-count';
import type { PartnerDataProvider } from '../../providers/data-provider';
import { ErrorState } from './states';
import { VisuallyHidden } from '../controls/visually-hidden';
import { COLORS } from '../controls/colors';
import { ChoiceTabs } from '../controls/choice-tabs';

const COUNT_STYLE = { marginInlineStart: 6, fontVariantNumeric: 'tabular-nums', color: COLORS.textSecondary } as const;

/** Counts change only with decisions (which invalidate them) and time: re-read after this. */
const COUNTS_STALE_MS = 30_000;

/**
 * A list's status tabs (issue 16 for orders, issue 34 for refunds): all, then one tab per
 * status group, each with its count. Choosing one sets the list's multi-select filter `field`.
 */
export interface StatusTabsSpec {
  resource: string;
  field: string;
  groups: readonly string[];
  /** The counts' cache key for the list's other filters (under the descriptor's `relatedQueries`, so a refresh re-reads them). */
  queryKey(others: readonly CrudFilter[]): readonly unknown[];
  /** Translation keys: the tabs' name, "all", a group's label, the counts' failure and the dash's spoken text. */
  texts: { label: string; all: string; group(value: string): string; countsError: string; countUnknown: string };
}

/** Every tab's count (`all` too): undefined while pending or failed, so a tab shows no number rather than a wrong one. */
export function tabCounts(groups: readonly string[], answer: { total: number; byValue: Record<string, number> } | undefined): Record<string, number | undefined> {
  return Object.fromEntries([['all', answer?.total], ...groups.map((g) => [g, answer?.byValue[g]])]);
}

/** The tab a status filter selects: all when none or every group is chosen, the group when one, none for a combination. */
export function activeTab(statuses: readonly string[] | undefined, groups: readonly string[]): string | undefined {
  if (!statuses || statuses.length === 0 || statuses.length === groups.length) return 'all';
  if (statuses.length === 1 && groups.includes(statuses[0])) return statuses[0];
  return undefined;
}

/**
 * The tabs' counts: the data provider's `countBy` (one designed call where the backend has it,
 * else one one-row list call per group), with the list's filters other than the status, cached
 * under one key. It starts with the list and never holds the rows back: the tabs show "…" until
 * it answers, "—" and one retry when it fails.
 */
export function useStatusCounts(spec: StatusTabsSpec, filters: readonly CrudFilter[]) {
  const dataProvider = useDataProvider()() as PartnerDataProvider;
  const others = filtersWith(filters, spec.field);
  const query = useQuery({
    queryKey: spec.queryKey(others),
    queryFn: ({ signal }) => dataProvider.countBy({ resource: spec.resource, field: spec.field, values: spec.groups, filters: others, signal }),
    staleTime: COUNTS_STALE_MS,
  });
  const failed = query.data === undefined && query.isError;
  return {
    counts: tabCounts(spec.groups, query.data),
    /** No count to show after a failure: said, with one retry (not "…" for ever). */
    failed,
    error: failed ? query.error : null,
    retrying: failed && query.isFetching,
    retry: () => void query.refetch(),
  };
}

/**
 * All and the status groups with their counts above a list (sideways-scrolling chips on a
 * phone). Choosing one sets the status filter; a combination chosen in the multi-select leaves
 * no tab selected.
 */
export function StatusTabs({ spec, filters, setFilter, compact }: ListBlockProps & { spec: StatusTabsSpec; compact?: boolean }) {
  const { t } = useTranslation();
  const { counts, failed, error, retrying, retry } = useStatusCounts(spec, filters);
  const filter: FilterSpec = { kind: 'multiSelect', field: spec.field, options: [] };
  const statuses = readFilter(filter, filters);
  const current = activeTab(Array.isArray(statuses) ? statuses : undefined, spec.groups);
  const tabs = ['all', ...spec.groups];
  const label = (tab: string) => t(tab === 'all' ? spec.texts.all : spec.texts.group(tab));

  return (
    <div style={{ overflowX: 'auto', marginBottom: 8, scrollbarWidth: 'none' }} data-testid="status-tabs">
      {/* antd's Segmented look in one element a tab (controls/choice-tabs.tsx), chosen at once (no sliding thumb). */}
      <ChoiceTabs
        label={t(spec.texts.label)}
        large={compact}
        value={current}
        onChange={(tab) => setFilter?.(spec.field, tab === 'all' ? undefined : [tab])}
        options={tabs.map((tab) => ({
          value: tab,
          label: (
            <>
              {label(tab)}
              <span style={COUNT_STYLE} data-testid={`tab-count-${tab}`}>
                {failed ? <><span aria-hidden>—</span><VisuallyHidden>{t(spec.texts.countUnknown)}</VisuallyHidden></> : (counts[tab] ?? '…')}
              </span>
            </>
          ),
        }))}
      />
      {error && (
        <div style={{ marginTop: 4, maxWidth: 640 }}>
          <ErrorState compact error={error} title={t(spec.texts.countsError)} retrying={retrying} onRetry={retry} />
        </div>
      )}
    </div>
  );
}
