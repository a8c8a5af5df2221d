import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { Order } from '../orders-api';
import type { OrderActionsProps } from '../actions/order-actions';
import { preloadable } from '../../../src/controls/preloadable';
import { whenIdle } from '../../../src/controls/idle';

// The descriptor is loaded with the app (menu, routes); the row actions with their dialogs and
// the product editor load with the first row that needs them. Each row suspends on its own,
// so the table never blanks while they load. A row's actions are created on its first hover
// or focus: their code loads once the browser is idle after the rows, so it is there by then.
const actions = preloadable<OrderActionsProps>(() => import('../actions/order-actions').then((m) => ({ default: m.OrderActions })));
const OrderActions = actions.Component;
whenIdle(() => void actions.load().catch(() => undefined));
const OrderExpansion = lazy(() => import('./order-expansion').then((m) => ({ default: m.OrderExpansion })));

/** The status's actions over a hovered or focused row. */
export function RowOrderActions({ order }: { order: Order }) {
  return (
    <Suspense fallback={null}>
      <OrderActions order={order} variant="row" />
    </Suspense>
  );
}

/** The expanded row: the order's products. */
export function ExpandedOrder({ order }: { order: Order }) {
  return (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} />}>
      <OrderExpansion order={order} />
    </Suspense>
  );
}
