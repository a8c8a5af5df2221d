import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../orders-api';
import { orders } from '..';
import { ordersTexts } from '../texts';
import { loadResource } from '../../../src/engine/load-resource';
import { titlesOf } from '../../../src/engine/titles';
import { createMemoryProvider, renderTree, Route } from '../../../tests/setup/engine-harness';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { formatMoney } from '../../../src/format/money';
import { makeOrder } from './mobile-fixtures';
import MobileOrderDetails from './mobile-order-details';

// The orders calls outside Refine (pickup points, decisions) are not under test here.
vi.mock('../orders-services', () => ({
  ordersApi: { pickupPoints: vi.fn(async () => []), cancelProducts: vi.fn() },
  ORDERS_KEYS: { all: ['orders-extra'], pickupPoints: ['pickup-points'] },
}));

setupTestI18n([ordersTexts, titlesOf([orders])]);
const resource = await loadResource(orders);

function setup(order: Order = makeOrder()) {
  const memory = createMemoryProvider({ orders: [order] });
  render(
    renderTree({
      descriptor: resource,
      provider: memory.provider,
      url: `/orders/${order.id}`,
      routes: <Route path="/orders/:id" element={<MobileOrderDetails resource={resource} />} />,
    }),
  );
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('<MobileOrderDetails>', () => {
  it('shows the header, the composition and the info block (free delivery, earnings)', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ №604748909' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Состав заказа' })).toBeInTheDocument();
    expect(screen.getByText('Товар 222')).toBeInTheDocument();
    expect(screen.getByText('Бесплатно')).toBeInTheDocument();
    expect(document.body.textContent).toContain(formatMoney(12345 - 1234)); // total − commission/100 − delivery
    expect(screen.getByRole('timer')).toHaveTextContent(/^\d{2}:\d{2}:\d{2}$/);
    expect(screen.getByRole('link', { name: 'К заказам' })).toHaveAttribute('href', '/orders');
  });

  it('caps a quantity with the message, and removing every product asks to cancel the order', async () => {
    setup();
    await screen.findByText('Товар 111');
    click('Изменить');
    click('Увеличить количество: Товар 111');
    expect(screen.getByRole('textbox', { name: 'Количество: Товар 111' })).toHaveValue('2');
    expect(screen.getByRole('alert')).toHaveTextContent('Количество не может быть больше исходного (2 шт.)');

    for (const sku of ['111', '222', '333']) click(`Убрать товар: Товар ${sku}`);
    const ask = await screen.findByRole('dialog', { name: 'Отменить заказ?' });
    expect(ask).toHaveTextContent('Вы убрали все товары, может хотите отменить весь заказ?');
    click('Нет, вернуться');
    expect(screen.queryByRole('dialog', { name: 'Отменить заказ?' })).not.toBeInTheDocument();

    click('Отмена');
    expect(screen.queryByRole('button', { name: /Вернуть товар/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Изменить' })).toBeInTheDocument();
  });

  it('offers no editing for an fbo or indivisible order', async () => {
    setup(makeOrder({ storage_type: 'fbo' }));
    await screen.findByText('Товар 111');
    expect(screen.queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
  });
});
