import type { ReactNode } from 'react';
import { Refine, type BaseRecord, type DataProvider, type GetOneResponse, type NotificationProvider, type OpenNotificationParams } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Order, OrderProduct } from '../orders-api';
import { testLine, testOrder } from '../test-orders';
import { NoMotion } from '../../../tests/setup/antd-test';
import { LocationProbe } from '../../../tests/setup/engine-harness';

/** Test data and a Refine + router + antd wrapper for the orders component tests (not shipped). */
export function makeLine(sku: string, quantity: number, extra: Partial<OrderProduct> = {}): OrderProduct {
  return testLine(sku, quantity, { category_commission: 8000 * quantity, category_percent: 8, ...extra });
}

export function makeOrder(extra: Partial<Order> = {}): Order {
  return testOrder({ products: [makeLine('111', 3), makeLine('222', 2)], ...extra });
}

const unused = async (): Promise<never> => {
  throw new Error('not used');
};

/** Wraps a component in Refine (toasts recorded into `toasts`), a memory router at `url` and antd without motion. */
export function OrdersHarness({ children, url = '/orders/604748909', path = '/orders/:id', toasts = [], loadOrder }: {
  children: ReactNode;
  url?: string;
  path?: string;
  toasts?: OpenNotificationParams[];
  /** Answers Refine's getOne of an order. */
  loadOrder?(id: string): Promise<Order>;
}) {
  const notificationProvider: NotificationProvider = { open: (p) => toasts.push(p), close: () => undefined };
  const dataProvider: DataProvider = {
    getApiUrl: () => '',
    getList: async () => ({ data: [], total: 0 }),
    getOne: async <TData extends BaseRecord = BaseRecord>({ id }: { id: string | number }): Promise<GetOneResponse<TData>> => {
      if (!loadOrder) return unused();
      return { data: (await loadOrder(String(id))) as unknown as TData };
    },
    create: unused,
    update: unused,
    deleteOne: unused,
  };
  return (
    <NoMotion>
      <MemoryRouter initialEntries={[url]}>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          notificationProvider={notificationProvider}
          resources={[{ name: 'orders', list: '/orders', show: '/orders/:id' }]}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
        >
          <Routes>
            <Route path={path} element={children} />
            <Route path="/orders" element={<p>Список заказов</p>} />
          </Routes>
          <LocationProbe />
        </Refine>
      </MemoryRouter>
    </NoMotion>
  );
}
