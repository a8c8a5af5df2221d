import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RefundRequest } from '../refunds-api';
import type { RefundActionsProps } from '../actions/refund-actions';
import { preloadable } from '../../../src/controls/preloadable';
import { whenIdle } from '../../../src/controls/idle';

// The row actions with their dialogs, and the expanded products, load after the rows. A row's
// actions are created on its first hover or focus: their code loads once the browser is idle.
const actions = preloadable<RefundActionsProps>(() => import('../actions/refund-actions').then((m) => ({ default: m.RefundActions })));
const RefundActions = actions.Component;
whenIdle(() => void actions.load().catch(() => undefined));
const RefundProducts = lazy(() => import('./refund-products').then((m) => ({ default: m.RefundProducts })));

/** The request's actions over a hovered or focused row (each for all its products in that status). */
export function RowRefundActions({ request }: { request: RefundRequest }) {
  return (
    <Suspense fallback={null}>
      <RefundActions request={request} />
    </Suspense>
  );
}

/** The expanded row: the request's products, each with its own actions. */
export function ExpandedRefund({ request }: { request: RefundRequest }) {
  return (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} />}>
      <RefundProducts request={request} />
    </Suspense>
  );
}
