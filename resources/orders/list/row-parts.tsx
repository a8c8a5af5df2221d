import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { Order } from '../orders-api';

// The descriptor is loaded with the app (menu, routes); the row actions with their dialogs and
// the product editor load with the first row that needs them. Each row suspends on its own,
// so the table never blanks while they load.
const OrderActions = lazy(() => import('../actions/order-actions').then((m) => ({ default: m.OrderActions })));
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
