import { act, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderStatus } from '../orders-api';
import { ordersTexts } from '../texts';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { makeOrder } from './mobile-fixtures';
import { OrderCard } from './order-card';

// Every card renders one status tag, so the tag's renders count the cards' renders.
const tags = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../shared/status-tag', async (importOriginal) => {
  const original = await importOriginal<typeof import('../shared/status-tag')>();
  return {
    ...original,
    StatusTag: (props: { status: OrderStatus }) => {
      tags.renders += 1;
      return <original.StatusTag {...props} />;
    },
  };
});

setupTestI18n([ordersTexts]);

// 20 ms past a whole second is where the shared clock ticks: no aligning timeout to wait for.
const NOW = Date.parse('2026-03-02T11:00:00.020Z');
const ORDERS = [1, 2, 3].map((minutes) =>
  makeOrder({ id: `60474890${minutes}`, max_confirm_time: new Date(Date.parse('2026-03-02T11:00:00.000Z') + minutes * 60_000).toISOString() }),
);

/** The phone list's card loop; `showOrders` re-renders it the way new list data would. */
let showOrders: (orders: Order[]) => void = () => {};
function CardList({ initial }: { initial: Order[] }) {
  const [orders, setOrders] = useState(initial);
  showOrders = setOrders;
  return (
    <ul>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} fromList="/orders" />
        </li>
      ))}
    </ul>
  );
}

function renderCards(orders: Order[], onCommit = () => {}) {
  return render(
    <NoMotion>
      <MemoryRouter>
        <Profiler id="cards" onRender={onCommit}>
          <CardList initial={orders} />
        </Profiler>
      </MemoryRouter>
    </NoMotion>,
  );
}

// Under 30 minutes left the card says so beside the time (the deadline bands of the list).
const countdowns = () => screen.getAllByText(/^Подтвердить за/).map((el) => el.textContent?.trim());
const tick = (ms = 1000) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  tags.renders = 0;
  // Only the clock's timers: antd's own timeouts stay real and out of the count.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('phone order cards and the shared clock', () => {
  it('tick with one interval for every countdown, and none once they are gone', () => {
    const view = renderCards(ORDERS);
    expect(countdowns()).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('change each countdown every second', () => {
    renderCards(ORDERS);
    expect(countdowns()).toEqual(['Подтвердить за 00:00:59 · срочно', 'Подтвердить за 00:01:59 · срочно', 'Подтвердить за 00:02:59 · срочно']);
    tick();
    expect(countdowns()).toEqual(['Подтвердить за 00:00:58 · срочно', 'Подтвердить за 00:01:58 · срочно', 'Подтвердить за 00:02:58 · срочно']);
    tick(3000);
    expect(countdowns()).toEqual(['Подтвердить за 00:00:55 · срочно', 'Подтвердить за 00:01:55 · срочно', 'Подтвердить за 00:02:55 · срочно']);
  });

  it('re-render only the countdown text on a tick, never the cards', () => {
    renderCards(ORDERS);
    expect(tags.renders).toBe(3);
    tick(10_000);
    expect(countdowns()[0]).toBe('Подтвердить за 00:00:49 · срочно');
    expect(tags.renders).toBe(3);
  });

  it('are not re-rendered by the list for the same order, only for a changed one', () => {
    renderCards(ORDERS);
    act(() => showOrders([...ORDERS]));
    expect(tags.renders).toBe(3);
    act(() => showOrders([ORDERS[0], { ...ORDERS[1], status: 'on_assembly' }, ORDERS[2]]));
    expect(tags.renders).toBe(4);
    expect(countdowns()).toHaveLength(2);
  });

  it('stop rendering once the time is up, showing 00:00:00', () => {
    let commits = 0;
    renderCards(ORDERS.slice(0, 1), () => (commits += 1));
    tick(60_000);
    expect(countdowns()).toEqual(['Подтвердить за 00:00:00 · просрочено']);
    const atDeadline = commits;
    tick(5000);
    expect(commits).toBe(atDeadline);
  });
});
