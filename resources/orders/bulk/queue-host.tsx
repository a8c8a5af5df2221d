import { lazy, Suspense } from 'react';
import type { ListBlockProps } from '../../../src/engine/descriptor';
import { AcceptedNotice } from '../actions/accepted-notice';
import { StatusTabs } from '../list/status-tabs';
import { dismissAccepted, endBulk, useQueueState } from './bulk-store';

const BulkDialog = lazy(() => import('./bulk-dialog'));

/**
 * The orders list's block above the table: the status tabs, and what must outlive a row or
 * the selection bar: the open bulk dialog with its result, and the notice after a row's
 * accept (an accepted order leaves a "waiting" list at once, its row and actions with it).
 */
export function OrdersQueueBlock(props: ListBlockProps) {
  const { request, accepted } = useQueueState();
  return (
    <>
      <StatusTabs {...props} />
      {request && (
        <Suspense fallback={null}>
          <BulkDialog request={request} onClose={endBulk} />
        </Suspense>
      )}
      {accepted.map((order) => (
        <AcceptedNotice key={order.id} order={order} onClose={() => dismissAccepted(order.id)} />
      ))}
    </>
  );
}
