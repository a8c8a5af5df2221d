import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OpenNotificationParams } from '@refinedev/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderPickupPoint } from '../orders-api';
import { orders } from '..';
import { ordersTexts } from '../texts';
import { loadResource } from '../../../src/engine/load-resource';
import { titlesOf } from '../../../src/engine/titles';
import { engineTexts } from '../../../src/engine/texts';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { makeOrder, OrdersHarness } from '../products/test-fixtures';
import DesktopOrderDetails from './desktop-order-details';

const api = vi.hoisted(() => ({ pickupPoints: vi.fn(), events: vi.fn() }));
vi.mock('../orders-services', () => ({
  ordersApi: api,
  ORDERS_KEYS: {
    all: ['orders-extra'],
    pickupPoints: ['merchant-profile', 'pickup-points'],
    history: (id: string, page: number, dir: string) => ['orders-extra', 'history', id, page, dir],
  },
}));

setupTestI18n([ordersTexts, titlesOf([orders]), engineTexts]);
const resource = await loadResource(orders);

const POINT: OrderPickupPoint = {
  store_id: 'pp-1',
  name: 'Склад Алматы, Самал',
  is_active: true,
  address: { street: 'улица Мендикулова', house: '105', apartment: '3', floor: '2' },
  contact: { info: 'Асель Касымова', phone: '77071112233' },
  schedule: [1, 2, 3, 4, 5, 6, 7].map((week_day) => ({ week_day, time_ranges: week_day <= 5 ? [{ from: '09:00', to: '19:00' }] : [] })),
};

function setup(answer: () => Promise<Order>) {
  const toasts: OpenNotificationParams[] = [];
  const getOne = vi.fn(answer);
  render(
    <OrdersHarness toasts={toasts} loadOrder={getOne}>
      <DesktopOrderDetails resource={resource} />
    </OrdersHarness>,
  );
  return { toasts, getOne };
}

beforeEach(() => {
  api.pickupPoints.mockResolvedValue([POINT]);
  api.events.mockResolvedValue({ events: [], total: 0 });
});
afterEach(() => vi.useRealTimers());

describe('<DesktopOrderDetails>', () => {
  it('shows the title, fields, earnings and pickup point of the order', async () => {
    setup(async () => makeOrder({ delivery_price: '1500', payment: { type: 'installment', dividable: false } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ №604748909' })).toBeInTheDocument();
    expect(screen.getByText('Ожидает подтверждения')).toBeInTheDocument();
    expect(screen.getByText('Рассрочка, Неделимый')).toBeInTheDocument();
    expect(screen.getByText('Склад продавца (FBS)')).toBeInTheDocument();
    // 5000 − (40000/100 + 1500) = 3100
    expect(screen.getByText('3 100 ₸')).toBeInTheDocument();
    expect(await screen.findByText('Склад Алматы, Самал')).toBeInTheDocument();
    expect(screen.getByText('улица Мендикулова, 105, офис 3, этаж 2')).toBeInTheDocument();
    expect(screen.getByText('Асель Касымова, +7 (707) 111-22-33')).toBeInTheDocument();
    expect(screen.getByText('Пн–Пт 09:00–19:00')).toBeInTheDocument();
    expect(screen.getByText('Сб–Вс выходной')).toBeInTheDocument();
  });

  it('says free delivery when delivery_price is "0"', async () => {
    setup(async () => makeOrder({ delivery_price: '0', status: 'completed' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Бесплатная доставка').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('confirm-countdown')).not.toBeInTheDocument();
  });

  it('counts down to the confirmation deadline every second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-21T06:58:58.000Z'));
    setup(async () => makeOrder({ max_confirm_time: '2026-11-21T08:00:00.000Z' }));
    await vi.waitFor(() => expect(screen.getByTestId('confirm-countdown')).toHaveTextContent(/^01:01:0\d$/));
    const seconds = () => {
      const [h, m, s] = screen.getByTestId('confirm-countdown').textContent!.split(':').map(Number);
      return h * 3600 + m * 60 + s;
    };
    const before = seconds();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(seconds()).toBe(before - 1);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(seconds()).toBe(before - 4);
  });

  it('copies the order number with a toast', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { toasts } = setup(async () => makeOrder());
    fireEvent.click(await screen.findByRole('button', { name: 'Скопировать номер заказа' }));
    await waitFor(() => expect(toasts.map((t) => t.message)).toContain('Номер заказа скопирован'));
    expect(writeText).toHaveBeenCalledWith('604748909');
  });

  it('shows not-found for a 404', async () => {
    setup(async () => Promise.reject({ statusCode: 404, message: 'not found' }));
    expect(await screen.findByText('Запись не найдена')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Назад к списку' })).toHaveAttribute('href', '/orders');
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    const { getOne } = setup(async () => (fail ? Promise.reject({ statusCode: 500, message: 'boom' }) : makeOrder()));
    expect(await screen.findByText('Не удалось загрузить данные')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ №604748909' })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledTimes(2);
  });
});
