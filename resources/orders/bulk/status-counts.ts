import type { OrderStatus } from '../orders-api';
import { STATUS_GROUPS } from '../rules/status-groups';

/** A tab: every order (`all`) or one status group. */
export type StatusTab = 'all' | OrderStatus;
export const STATUS_TABS: StatusTab[] = ['all', ...STATUS_GROUPS];

/**
 * The tabs' counts from the per-group totals (`countBy`, providers/count-by.ts): undefined
 * while the counts are pending or failed, so a tab shows no number rather than a wrong one.
 */
export function tabCounts(totals: ReadonlyArray<number | undefined>): Record<StatusTab, number | undefined> {
  return Object.fromEntries(STATUS_TABS.map((tab, i) => [tab, totals[i]])) as Record<StatusTab, number | undefined>;
}

/** The tab a status filter selects: all when none or every group is chosen, the group when one, none for a combination. */
export function activeTab(statuses: readonly string[] | undefined): StatusTab | undefined {
  if (!statuses || statuses.length === 0 || statuses.length === STATUS_GROUPS.length) return 'all';
  if (statuses.length === 1 && (STATUS_GROUPS as string[]).includes(statuses[0])) return statuses[0] as OrderStatus;
  return undefined;
}
