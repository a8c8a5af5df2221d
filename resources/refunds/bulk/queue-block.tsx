import { lazy, Suspense } from 'react';
import type { ListBlockProps } from '../../../src/engine/descriptor';
import { StatusTabs, type StatusTabsSpec } from '../../../src/engine/status-tabs';
import { GROUP_KEYS } from '../rules/refund-rules';
import { REFUNDS_KEYS } from '../refunds-keys';
import { endBulk, useBulkRequest } from './bulk-store';

const BulkDialog = lazy(() => import('./bulk-dialog'));

/**
 * The refunds' tabs: all and the spec's five filter groups (spec 2 §4), the groups a seller
 * works by: new requests to accept, returns on their way, returns to check, the marketplace's
 * moderation, finished. A tab is the status filter's own value, so the tab, the filter and the
 * URL say one thing. Counted by the spec's list call, one row per group (no counts call is
 * designed for rms; `backend.counts` would switch to one).
 */
const REFUND_TABS: StatusTabsSpec = {
  resource: 'refunds',
  field: 'status',
  groups: GROUP_KEYS,
  queryKey: (others) => REFUNDS_KEYS.counts(others),
  texts: {
    label: 'refunds.queue.tabs.label',
    all: 'refunds.queue.tabs.all',
    group: (group) => `refunds.groups.${group}`,
    countsError: 'refunds.queue.tabs.countsError',
    countUnknown: 'refunds.queue.tabs.countUnknown',
  },
};

/** Above the refunds table: the status tabs, and the open bulk dialog (it outlives the selection bar). */
export function RefundsQueueBlock(props: ListBlockProps) {
  const request = useBulkRequest();
  return (
    <>
      <StatusTabs spec={REFUND_TABS} {...props} />
      {request && (
        <Suspense fallback={null}>
          <BulkDialog request={request} onClose={endBulk} />
        </Suspense>
      )}
    </>
  );
}
