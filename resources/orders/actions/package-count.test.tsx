import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '../orders-api';
import { linesOf } from '../products/use-product-editing';
import { badRequest, inApp, makeOrder, POINTS, product, setupActionsI18n } from './actions-test-kit';
import { ChangePickupPointButton, OrderActions } from './order-actions';

const api = vi.hoisted(() => ({ decide: vi.fn(), setPackagesCount: vi.fn(), setPickupPoint: vi.fn(), stickers: vi.fn(), act: vi.fn(), pickupPoints: vi.fn() }));
vi.mock('../orders-services', async (original) => ({ ...(await original<typeof import('../orders-services')>()), ordersApi: api }));

setupActionsI18n();

const onAssembly = (extra: Partial<Order> = {}) => makeOrder({ status: 'on_assembly', products: [product('S1', 2), product('S2', 1), product('S3', 4, { is_active: false, quantity: 0 })], ...extra });

beforeEach(() => {
  vi.clearAllMocks();
  api.pickupPoints.mockResolvedValue(POINTS);
  api.setPackagesCount.mockImplementation(async (_id: string, count: number) => onAssembly({ packages_count: count }));
  api.decide.mockResolvedValue(onAssembly({ status: 'assembled' }));
});

describe('ready for delivery (desktop)', () => {
  it('validates the count with the two tooltips, digits only, then sends the count and the assembled decision', async () => {
    const order = onAssembly();
    // The editor removed S2: at most 2 places are left (S3 is inactive).
    const lines = linesOf(order).map((l) => (l.sku === 'S2' ? { ...l, quantity: 0, removed: true } : l));
    const onChanged = vi.fn();
    render(inApp(<OrderActions variant="details" order={order} lines={lines} onChanged={onChanged} />));
    fireEvent.click(screen.getByRole('button', { name: 'Готов к выдаче' }));
    const d = await screen.findByRole('dialog', { name: 'Заказ №604748909 готов к выдаче' });
    const input = within(d).getByRole('textbox', { name: 'Количество грузомест' });
    const ok = within(d).getByRole('button', { name: 'Готов к выдаче' });
    expect(within(d).getByText('Одна коробка или сейф-пакет — одно грузоместо. Не больше 2.')).toBeInTheDocument();
    expect(ok).toBeDisabled();

    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getAllByText('Количество грузомест должно быть больше 0').length).toBeGreaterThan(0);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(ok).toBeDisabled();

    fireEvent.change(input, { target: { value: '3' } });
    expect(screen.getAllByText('Грузомест не может быть больше, чем товаров в заказе (2)').length).toBeGreaterThan(0);
    expect(ok).toBeDisabled();

    fireEvent.change(input, { target: { value: '2 шт' } });
    expect(input).toHaveValue('2');
    expect(ok).toBeEnabled();
    fireEvent.click(ok);
    expect(await screen.findByText('Заказ готов к выдаче')).toBeInTheDocument();
    expect(api.setPackagesCount).toHaveBeenCalledWith('604748909', 2);
    expect(api.decide).toHaveBeenCalledWith('604748909', { solution: 'assembled', products: [{ sku: 'S1', quantity: 2 }] }, expect.any(AbortSignal));
    expect(api.setPackagesCount.mock.invocationCallOrder[0]).toBeLessThan(api.decide.mock.invocationCallOrder[0]);
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'assembled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refused count stops before the decision and says why in the user’s language (the server’s words only as the detail)', async () => {
    api.setPackagesCount.mockRejectedValue(badRequest('count must not exceed 3', 'order_packages_max'));
    render(inApp(<OrderActions variant="details" order={onAssembly()} />));
    fireEvent.click(screen.getByRole('button', { name: 'Готов к выдаче' }));
    const d = await screen.findByRole('dialog');
    fireEvent.change(within(d).getByRole('textbox'), { target: { value: '3' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Готов к выдаче' }));
    expect(await screen.findByText('Грузомест не может быть больше, чем товаров в заказе')).toBeInTheDocument();
    expect(screen.queryByText('count must not exceed 3')).toBeNull();
    expect(api.decide).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('package count of an assembled order', () => {
  it('starts from the current count and sends only the count', async () => {
    render(inApp(<OrderActions variant="details" order={onAssembly({ status: 'assembled', packages_count: 1 })} />));
    fireEvent.click(screen.getByRole('button', { name: 'Изменить грузоместа' }));
    const d = await screen.findByRole('dialog', { name: 'Грузоместа заказа №604748909' });
    const input = within(d).getByRole('textbox', { name: 'Количество грузомест' });
    expect(input).toHaveValue('1');
    fireEvent.change(input, { target: { value: '' } });
    expect(within(d).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Количество грузомест изменено')).toBeInTheDocument();
    expect(api.setPackagesCount).toHaveBeenCalledTimes(1);
    expect(api.setPackagesCount).toHaveBeenCalledWith('604748909', 3);
    expect(api.decide).not.toHaveBeenCalled();
  });
});

describe('on a phone', () => {
  it('uses a 1..total stepper in a bottom drawer', async () => {
    render(inApp(<OrderActions variant="mobile" order={onAssembly()} />));
    fireEvent.click(screen.getByRole('button', { name: 'Готов к выдаче' }));
    const d = await screen.findByRole('dialog');
    expect(d.closest('.ant-drawer-bottom')).not.toBeNull();
    const value = within(d).getByRole('textbox', { name: 'Количество грузомест' });
    const less = within(d).getByRole('button', { name: /Уменьшить/ });
    const more = within(d).getByRole('button', { name: /Увеличить/ });
    expect(value).toHaveValue('1');
    expect(less).toBeDisabled();
    for (let i = 0; i < 5; i += 1) fireEvent.click(more);
    expect(value).toHaveValue('3');
    expect(more).toBeDisabled();
    fireEvent.click(less);
    fireEvent.click(within(d).getByRole('button', { name: 'Готов к выдаче' }));
    await waitFor(() => expect(api.setPackagesCount).toHaveBeenCalledWith('604748909', 2));
  });
});

describe('<ChangePickupPointButton>', () => {
  it('renders only for a waiting fbs order', () => {
    const { rerender } = render(inApp(<ChangePickupPointButton order={makeOrder({ storage_type: 'fbo' })} />));
    expect(screen.queryByRole('button')).toBeNull();
    rerender(inApp(<ChangePickupPointButton order={makeOrder({ status: 'on_assembly' })} />));
    expect(screen.queryByRole('button')).toBeNull();
    rerender(inApp(<ChangePickupPointButton order={makeOrder()} />));
    expect(screen.getByRole('button', { name: /Сменить точку самовывоза/ })).toBeInTheDocument();
  });

  it('changes the point, refuses a disabled one and says a refusal in the user’s language', async () => {
    api.setPickupPoint.mockRejectedValueOnce(badRequest('pickup point can be changed only while waiting for confirmation', 'order_pickup_status')).mockResolvedValue(makeOrder({ pickup_point_id: 'P2' }));
    const onChanged = vi.fn();
    render(inApp(<ChangePickupPointButton order={makeOrder()} onChanged={onChanged} />));
    fireEvent.click(screen.getByRole('button', { name: /Сменить точку самовывоза/ }));
    const d = await screen.findByRole('dialog', { name: 'Точка самовывоза заказа №604748909' });
    const save = within(d).getByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect(within(d).getByRole('radio', { name: /Склад Самал/ })).toBeChecked());
    expect(save).toBeDisabled();
    fireEvent.click(within(d).getByRole('radio', { name: /Старый склад/ }));
    expect(await screen.findByText('Эта точка самовывоза отключена, выберите другую')).toBeInTheDocument();
    fireEvent.click(within(d).getByRole('radio', { name: /Пункт Есиль/ }));
    fireEvent.click(save);
    expect(await screen.findByText('Заказ уже изменился: показываем его актуальное состояние')).toBeInTheDocument();
    expect(screen.queryByText('pickup point can be changed only while waiting for confirmation')).toBeNull();
    fireEvent.click(save);
    expect(await screen.findByText('Точка самовывоза изменена')).toBeInTheDocument();
    expect(api.setPickupPoint).toHaveBeenLastCalledWith('604748909', 'P2');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
