import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { OpenNotificationParams } from '@refinedev/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../orders-api';
import { ordersTexts } from '../texts';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { OrderProductsTable } from './order-products-table';
import { makeLine, makeOrder, OrdersHarness } from './test-fixtures';
import { useProductEditing } from './use-product-editing';

const api = vi.hoisted(() => ({ cancelProducts: vi.fn() }));
vi.mock('../orders-services', () => ({ ordersApi: api, ORDERS_KEYS: { all: ['orders-extra'] } }));

setupTestI18n([ordersTexts]);

function Host({ order, variant }: { order: Order; variant: 'details' | 'list' }) {
  const editing = useProductEditing(order);
  return <OrderProductsTable order={order} editing={editing} variant={variant} />;
}

function setup(order = makeOrder(), variant: 'details' | 'list' = 'details') {
  const toasts: OpenNotificationParams[] = [];
  render(
    <OrdersHarness toasts={toasts}>
      <Host order={order} variant={variant} />
    </OrdersHarness>,
  );
  return { toasts };
}

const quantity = (sku: string) => screen.getByRole('textbox', { name: `Количество «Товар ${sku}»` });
const startEditing = () => fireEvent.click(screen.getByRole('button', { name: /Редактировать состав/ }));
const rowOf = (sku: string) => screen.getByRole('row', { name: new RegExp(`Товар ${sku}`) });

beforeEach(() => {
  api.cancelProducts.mockReset();
  api.cancelProducts.mockResolvedValue(makeOrder());
});

describe('<OrderProductsTable>', () => {
  it('shows the lines with SKUs, money and state, and no edit button when the order cannot be edited', () => {
    setup(makeOrder({ storage_type: 'fbo', products: [makeLine('111', 3), makeLine('222', 0, { is_active: false, initial_quantity: 1 })] }));
    expect(screen.getByText('Товар 111')).toBeInTheDocument();
    expect(screen.getByText(/SKU 111 · Артикул M-111/)).toBeInTheDocument();
    expect(within(rowOf('111')).getByText('3 000 ₸')).toBeInTheDocument();
    expect(within(rowOf('111')).getByText('В заказе')).toBeInTheDocument();
    expect(within(rowOf('222')).getByText('Отменён')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Редактировать состав/ })).not.toBeInTheDocument();
    expect(screen.getByText(/склада маркетплейса \(FBO\)/)).toBeInTheDocument();
  });

  it('caps a quantity at the initial one with the tooltip', async () => {
    setup();
    startEditing();
    fireEvent.change(quantity('111'), { target: { value: '9' } });
    expect(quantity('111')).toHaveValue('3');
    expect(await screen.findByText('Количество не может быть больше исходного (3 шт.)')).toBeInTheDocument();
    expect(quantity('111')).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks a line removed at 0 and restores it to the initial quantity', () => {
    setup();
    startEditing();
    fireEvent.change(quantity('111'), { target: { value: '1' } });
    fireEvent.change(quantity('111'), { target: { value: '0' } });
    expect(within(rowOf('111')).getByText('Убран')).toBeInTheDocument();
    // A removed line costs nothing and earns the marketplace nothing.
    expect(within(rowOf('111')).getAllByText('0 ₸')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть «Товар 111»' }));
    expect(quantity('111')).toHaveValue('3');
    expect(within(rowOf('111')).getByText('В заказе')).toBeInTheDocument();
  });

  it('ignores an empty quantity', () => {
    setup();
    startEditing();
    fireEvent.change(quantity('222'), { target: { value: '' } });
    expect(screen.getByText('Изменений: 0')).toBeInTheDocument();
    fireEvent.blur(quantity('222'));
    expect(quantity('222')).toHaveValue('2');
  });

  it('Escape and cancel bring back the lines as they were', () => {
    setup();
    startEditing();
    fireEvent.change(quantity('111'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Убрать «Товар 222»' }));
    fireEvent.keyDown(quantity('111'), { key: 'Escape' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(rowOf('111')).getByText('3')).toBeInTheDocument();
    expect(within(rowOf('222')).getByText('2')).toBeInTheDocument();
    expect(screen.queryByText('Убран')).not.toBeInTheDocument();

    startEditing();
    fireEvent.change(quantity('222'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отменить изменения' }));
    expect(within(rowOf('222')).getByText('2')).toBeInTheDocument();
  });

  it('saves only the changed lines, initial minus current', async () => {
    const order = makeOrder({ products: [makeLine('111', 3), makeLine('222', 2), makeLine('333', 1)] });
    const { toasts } = setup(order);
    startEditing();
    fireEvent.change(quantity('111'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Убрать «Товар 333»' }));
    expect(screen.getByText('Изменений: 2')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' })));
    await waitFor(() => expect(api.cancelProducts).toHaveBeenCalledTimes(1));
    expect(api.cancelProducts.mock.calls[0].slice(0, 2)).toEqual(['604748909', [{ sku: '111', quantity: 1 }, { sku: '333', quantity: 1 }]]);
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(toasts.map((t) => t.message)).toContain('Состав заказа изменён: товар убран или возвращён');
  });

  it('keeps what was typed when the save fails', async () => {
    api.cancelProducts.mockRejectedValue(Object.assign(new Error('bad'), { statusCode: 400, key: 'errors.bad_request' }));
    const { toasts } = setup();
    startEditing();
    fireEvent.change(quantity('111'), { target: { value: '2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' })));
    await waitFor(() => expect(toasts.some((t) => t.type === 'error')).toBe(true));
    expect(quantity('111')).toHaveValue('2');
  });

  it('while the order is locked (423) says so and can stop waiting, keeping what was typed', async () => {
    api.cancelProducts.mockRejectedValue({ statusCode: 423, key: 'errors.locked', message: 'order is locked' });
    setup();
    startEditing();
    fireEvent.change(quantity('111'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/Заказ обрабатывается/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Сохранить/ })).toHaveClass('ant-btn-loading');
    expect(quantity('111')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Перестать ждать' }));
    await waitFor(() => expect(screen.queryByText(/Заказ обрабатывается/)).not.toBeInTheDocument());
    expect(quantity('111')).toHaveValue('2');
    expect(api.cancelProducts.mock.calls.length).toBeGreaterThanOrEqual(1);
  });

  it('removing every product offers cancelling the whole order', async () => {
    setup();
    startEditing();
    fireEvent.click(screen.getByRole('button', { name: 'Убрать «Товар 111»' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.change(quantity('222'), { target: { value: '0' } });
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ?' });
    expect(within(dialog).getByText('Вы убрали все товары, может хотите отменить весь заказ?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуться к редактированию' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Saving with everything removed asks again instead of sending.
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('dialog', { name: 'Отменить заказ?' })).toBeInTheDocument();
    expect(api.cancelProducts).not.toHaveBeenCalled();
  });

  it('hides the state column when every line is simply in the order', () => {
    setup();
    expect(screen.queryByRole('columnheader', { name: 'Состояние' })).not.toBeInTheDocument();
    startEditing();
    expect(screen.getByRole('columnheader', { name: 'Состояние' })).toBeInTheDocument();
  });

  it('in a list row, shows the bottom bar with the order number and the count of changes while editing', () => {
    setup(makeOrder(), 'list');
    startEditing();
    fireEvent.change(quantity('111'), { target: { value: '1' } });
    const bar = screen.getByRole('region', { name: 'Заказ №604748909: редактирование состава' });
    expect(within(bar).getByText('Изменений: 1')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Отменить изменения' }));
    expect(screen.queryByRole('region', { name: /редактирование состава/ })).not.toBeInTheDocument();
  });
});
