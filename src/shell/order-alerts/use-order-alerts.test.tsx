import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { setLeaveGuard } from '../../controls/leave-guard';
import { alertListUrl, useOrderAlerts, type AlertingResource } from './use-order-alerts';
import { ShellRouterProvider } from '../shell-router';
import { onArrivals } from '../../engine/live/arrivals';

vi.mock('../../engine/use-resource-refresh', () => ({ useResourceRefresh: () => async () => undefined }));
const countRecords = vi.hoisted(() => vi.fn<() => Promise<number>>());
vi.mock('../../engine/list-count', () => ({ countRecords }));
vi.mock('@refinedev/core', async (original) => ({ ...(await original<typeof import('@refinedev/core')>()), useDataProvider: () => () => ({}) }));

/** As the orders descriptor names its alert (resources/orders/index.tsx). */
const orders: AlertingResource = { name: 'orders', route: '/orders', alert: { filters: [{ field: 'status', operator: 'in', value: ['waiting_confirmation'] }] } };
const WAITING_ORDERS_URL = alertListUrl(orders);

setupTestI18n([]);

let show: () => void = () => undefined;
let address = '';
function Probe() {
  show = useOrderAlerts(orders, false).show;
  const { pathname, search } = useLocation();
  address = `${pathname}${search}`;
  return null;
}

const renderAt = (url: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={<ShellRouterProvider><Probe /></ShellRouterProvider>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the new-order banner\'s "Показать"', () => {
  it('on the orders list goes to the waiting orders without asking to leave: the page stays', () => {
    const guard = vi.fn();
    const removeGuard = setLeaveGuard(guard);
    renderAt('/orders?currentPage=2');
    act(() => show());
    expect(guard).not.toHaveBeenCalled();
    expect(address).toBe(WAITING_ORDERS_URL);
    expect(WAITING_ORDERS_URL).toBe('/orders?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=waiting_confirmation');
    removeGuard();
  });

  it("elsewhere asks the page's guard first, and goes once it agrees", () => {
    const guard = vi.fn<(leave: () => void) => void>();
    const removeGuard = setLeaveGuard(guard);
    renderAt('/reviews');
    act(() => show());
    expect(guard).toHaveBeenCalledTimes(1);
    expect(address).toBe('/reviews');
    act(() => guard.mock.calls[0][0]());
    expect(address).toBe(WAITING_ORDERS_URL);
    removeGuard();
  });
});

describe('the polled count', () => {
  afterEach(() => localStorage.clear());

  it('an answer that arrives after the seller looked leaves the banner closed (the state is read after the call)', async () => {
    localStorage.setItem('partner.orderAlerts.pollMs', '1000');
    let answer: (count: number) => void = () => undefined;
    countRecords
      .mockResolvedValueOnce(5) // the baseline
      .mockResolvedValueOnce(6) // one new order: the banner
      .mockImplementationOnce(() => new Promise<number>((resolve) => (answer = resolve)))
      .mockResolvedValue(6);
    let alerts: ReturnType<typeof useOrderAlerts> | undefined;
    function Banner() {
      alerts = useOrderAlerts(orders, true);
      return null;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/reviews']}>
          <ShellRouterProvider>
            <Banner />
          </ShellRouterProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(alerts?.fresh).toBe(1), { timeout: 3000 });
    await vi.waitFor(() => expect(countRecords).toHaveBeenCalledTimes(3), { timeout: 3000 });
    act(() => alerts!.dismiss()); // the seller looks while the third call is out
    await act(async () => answer(6));
    expect(alerts!.fresh).toBe(0);
  });

  it('a rise the open list shows in place (issue 34) needs no banner; one it does not show gets it', async () => {
    localStorage.setItem('partner.orderAlerts.pollMs', '1000');
    countRecords.mockReset();
    countRecords.mockResolvedValueOnce(5).mockResolvedValueOnce(6).mockResolvedValueOnce(6).mockResolvedValueOnce(8).mockResolvedValue(8);
    let shows = true;
    const taker = vi.fn(async () => shows);
    const stopTaking = onArrivals('orders', taker);
    let alerts: ReturnType<typeof useOrderAlerts> | undefined;
    function Banner() {
      alerts = useOrderAlerts(orders, true);
      return null;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/orders']}>
          <ShellRouterProvider>
            <Banner />
          </ShellRouterProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(taker).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(alerts!.fresh).toBe(0);
    shows = false; // the list moved to another page
    await vi.waitFor(() => expect(alerts?.fresh).toBe(2), { timeout: 5000 });
    expect(taker).toHaveBeenCalledTimes(2); // asked on each rise only
    stopTaking();
  });
});
