import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '../orders-api';
import { linesOf } from '../products/use-product-editing';
import { badRequest, inApp, locked, makeOrder, pause, point, POINTS, setupActionsI18n } from './actions-test-kit';
import { OrderActions, type OrderActionsProps } from './order-actions';

const api = vi.hoisted(() => ({
  decide: vi.fn(),
  setPackagesCount: vi.fn(),
  setPickupPoint: vi.fn(),
  stickers: vi.fn(),
  act: vi.fn(),
  pickupPoints: vi.fn(),
}));
vi.mock('../orders-services', async (original) => ({ ...(await original<typeof import('../orders-services')>()), ordersApi: api }));

setupActionsI18n();

function setup(props: Partial<OrderActionsProps> = {}) {
  const onChanged = vi.fn();
  const onRejected = vi.fn();
  const order = props.order ?? makeOrder();
  render(inApp(<OrderActions variant="details" order={order} onChanged={onChanged} onRejected={onRejected} {...props} />));
  return { order, onChanged, onRejected };
}

const accepted = (o: Order): Order => ({ ...o, status: 'on_assembly' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const dialog = () => screen.getByRole('dialog');
/** The pickup points answered and React Query handed them over (until then accept opens the choice). */
const pointsLoaded = async () => {
  await waitFor(() => expect(api.pickupPoints).toHaveBeenCalled());
  await act(() => pause(30));
};

beforeEach(() => {
  vi.clearAllMocks();
  api.pickupPoints.mockResolvedValue(POINTS);
  api.decide.mockImplementation(async (_id: string, body: { solution: string }) => (body.solution === 'accept' ? accepted(makeOrder()) : makeOrder({ status: 'canceled' })));
  api.setPickupPoint.mockImplementation(async (_id: string, pickup: string) => makeOrder({ pickup_point_id: pickup }));
});
afterEach(() => vi.useRealTimers());

describe('accept', () => {
  it('asks for a pickup point when the shop has more than one active; a disabled one is refused; a new one is saved first', async () => {
    setup();
    await pointsLoaded();
    fireEvent.click(button('Подтвердить'));
    const d = await screen.findByRole('dialog', { name: 'Откуда курьер заберёт заказ?' });
    expect(within(d).getAllByRole('radio')).toHaveLength(3);
    expect(within(d).getByRole('radio', { name: /Склад Самал/ })).toBeChecked();

    fireEvent.click(within(d).getByRole('radio', { name: /Старый склад/ }));
    expect(await screen.findByText('Эта точка самовывоза отключена, выберите другую')).toBeInTheDocument();
    expect(within(d).getByRole('radio', { name: /Склад Самал/ })).toBeChecked();

    fireEvent.click(within(d).getByRole('radio', { name: /Пункт Есиль/ }));
    fireEvent.click(within(d).getByRole('button', { name: 'Подтвердить заказ' }));
    await screen.findByText('Заказ №604748909 подтверждён', { selector: '.ant-notification-notice-message' });
    expect(api.setPickupPoint).toHaveBeenCalledWith('604748909', 'P2');
    expect(api.decide).toHaveBeenCalledWith('604748909', { solution: 'accept', products: [{ sku: 'S1', quantity: 2 }, { sku: 'S2', quantity: 1 }] }, expect.any(AbortSignal));
    expect(api.setPickupPoint.mock.invocationCallOrder[0]).toBeLessThan(api.decide.mock.invocationCallOrder[0]);
    // Not express: the assembly tip with the one-hour courier.
    expect(await screen.findByText(/курьер приедет в течение 1 часа после подтверждения/)).toBeInTheDocument();
  });

  it('with the pickup points failing, accept shows the failure and its retry, and never decides without them', async () => {
    api.pickupPoints.mockRejectedValue(Object.assign(new Error('x'), { statusCode: 503, key: 'errors.server', message: 'service unavailable' }));
    setup();
    await pointsLoaded();
    fireEvent.click(button('Подтвердить'));
    const d = await screen.findByRole('dialog', { name: 'Откуда курьер заберёт заказ?' });
    const alert = await within(d).findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить точки самовывоза');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    expect(alert).not.toHaveTextContent('service unavailable');
    expect(within(d).getByRole('button', { name: 'Подтвердить заказ' })).toBeDisabled();
    expect(api.decide).not.toHaveBeenCalled();

    // While asking again the dialog says why confirm is off; then the choice is there.
    api.pickupPoints.mockResolvedValue(POINTS);
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await within(d).findByRole('radio', { name: /Пункт Есиль/ })).toBeInTheDocument();
    expect(api.decide).not.toHaveBeenCalled();
    fireEvent.click(within(d).getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(api.decide).toHaveBeenCalledTimes(1));
  });

  it('a click while the points still load opens the choice and says why it waits', async () => {
    let answer: (points: typeof POINTS) => void = () => undefined;
    api.pickupPoints.mockReturnValue(new Promise((r) => (answer = r)));
    setup();
    fireEvent.click(button('Подтвердить'));
    const d = await screen.findByRole('dialog', { name: 'Откуда курьер заберёт заказ?' });
    expect(within(d).getByRole('status')).toHaveTextContent('Загружаем точки самовывоза магазина');
    expect(within(d).getByRole('button', { name: 'Подтвердить заказ' })).toBeDisabled();
    await act(async () => answer(POINTS));
    expect(await within(d).findByRole('radio', { name: /Склад Самал/ })).toBeChecked();
    expect(api.decide).not.toHaveBeenCalled();
  });

  it('keeps the order’s point without a pickup-point call, and sends only the lines not removed', async () => {
    const order = makeOrder();
    const lines = linesOf(order).map((l) => (l.sku === 'S2' ? { ...l, quantity: 0, removed: true } : l));
    setup({ order, lines });
    await pointsLoaded();
    fireEvent.click(button('Подтвердить'));
    fireEvent.click(await screen.findByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(api.decide).toHaveBeenCalledWith('604748909', { solution: 'accept', products: [{ sku: 'S1', quantity: 2 }] }, expect.any(AbortSignal)));
    expect(api.setPickupPoint).not.toHaveBeenCalled();
  });

  it('is refused with its toast when every product was removed', async () => {
    const order = makeOrder();
    setup({ order, lines: linesOf(order).map((l) => ({ ...l, quantity: 0, removed: true })) });
    fireEvent.click(button('Подтвердить'));
    expect(await screen.findByText('Нельзя подтвердить заказ: все товары убраны из заказа')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.decide).not.toHaveBeenCalled();
  });

  it('accepts straight away with one active point and shows the fast-courier notice for an express order', async () => {
    api.pickupPoints.mockResolvedValue([point('P1', 'Склад Самал'), point('P3', 'Старый склад', false)]);
    api.decide.mockResolvedValue(accepted(makeOrder({ shipping: { type: 'express' } })));
    const { onChanged } = setup({ order: makeOrder({ shipping: { type: 'express' } }) });
    await pointsLoaded();
    fireEvent.click(button('Подтвердить'));
    expect(await screen.findByRole('dialog', { name: 'Заказ №604748909: экспресс-доставка' })).toBeInTheDocument();
    expect(api.decide).toHaveBeenCalledTimes(1);
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'on_assembly' }));
  });

  it('a double click sends one decision', async () => {
    api.pickupPoints.mockResolvedValue([point('P1', 'Склад Самал')]);
    let release: (o: Order) => void = () => {};
    api.decide.mockReturnValue(new Promise<Order>((r) => (release = r)));
    setup();
    await pointsLoaded();
    fireEvent.click(button('Подтвердить'));
    fireEvent.click(button(/Подтвердить/));
    await act(() => Promise.resolve());
    expect(api.decide).toHaveBeenCalledTimes(1);
    await act(async () => release(accepted(makeOrder())));
    expect(api.decide).toHaveBeenCalledTimes(1);
  });

  it('a decision the order no longer allows (spec 2 §8 “undefined solution command”): the translated “already changed” toast, never the server’s words', async () => {
    api.pickupPoints.mockResolvedValue([point('P1', 'Склад Самал')]);
    api.decide.mockRejectedValue(badRequest('undefined solution command'));
    const { onChanged } = setup();
    await pointsLoaded();
    fireEvent.click(button('Подтвердить'));
    expect(await screen.findByText('Заказ уже изменился: показываем его актуальное состояние')).toBeInTheDocument();
    expect(screen.queryByText('undefined solution command')).toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('a locked order (423)', () => {
  async function startLockedAccept() {
    api.pickupPoints.mockResolvedValue([point('P1', 'Склад Самал')]);
    setup();
    await pointsLoaded();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(button('Подтвердить'));
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
  const acceptButton = () => screen.getAllByRole('button').find((b) => b.textContent?.includes('Подтвердить'));

  it('keeps the button loading, repeats every second and succeeds when the lock ends', async () => {
    api.decide.mockRejectedValueOnce(locked()).mockRejectedValueOnce(locked()).mockResolvedValue(accepted(makeOrder()));
    await startLockedAccept();
    expect(api.decide).toHaveBeenCalledTimes(1);
    expect(acceptButton()).toHaveClass('ant-btn-loading');
    expect(screen.getByText('Заказ обрабатывается, повторяем запрос каждую секунду…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api.decide).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api.decide).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
    expect(await screen.findByText('Заказ №604748909 подтверждён', { selector: '.ant-notification-notice-message' })).toBeInTheDocument();
  });

  it('says so after a minute, and "stop waiting" ends the calls without an error', async () => {
    api.decide.mockRejectedValue(locked());
    await startLockedAccept();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText(/дольше обычного \(больше минуты\)/)).toBeInTheDocument();
    const calls = api.decide.mock.calls.length;
    expect(calls).toBeGreaterThan(55);
    fireEvent.click(button('Перестать ждать'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.decide).toHaveBeenCalledTimes(calls);
    expect(acceptButton()).not.toHaveClass('ant-btn-loading');
    expect(document.querySelector('.ant-popover:not(.ant-popover-hidden)')).toBeNull();
    expect(document.querySelector('.ant-notification-notice-error')).toBeNull();
  });
});

describe('reject and cancel', () => {
  it('rejects with "not available" by default, every line, the toast with the id, then onRejected', async () => {
    const { onRejected, onChanged } = setup();
    fireEvent.click(button('Отклонить'));
    const d = await screen.findByRole('dialog', { name: 'Отклонить заказ №604748909?' });
    expect(within(d).getByRole('radio', { name: 'Нет в наличии' })).toBeChecked();
    fireEvent.click(within(d).getByRole('button', { name: 'Отклонить заказ' }));
    await waitFor(() => expect(onRejected).toHaveBeenCalled());
    expect(api.decide).toHaveBeenCalledWith('604748909', { solution: 'reject', reason: 'not available', products: [{ sku: 'S1', quantity: 2 }, { sku: 'S2', quantity: 1 }] }, expect.any(AbortSignal));
    expect(await screen.findByText('Заказ №604748909 отменён')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels an assembled order with another reason, which needs its text', async () => {
    const order = makeOrder({ status: 'assembled', packages_count: 1 });
    // Unsaved removals do not change what a cancellation lists.
    setup({ order, lines: linesOf(order).map((l) => (l.sku === 'S2' ? { ...l, quantity: 0, removed: true } : l)) });
    fireEvent.click(button('Отменить заказ'));
    const d = await screen.findByRole('dialog', { name: 'Отменить заказ №604748909?' });
    fireEvent.click(within(d).getByRole('radio', { name: 'Другая причина' }));
    const ok = within(d).getByRole('button', { name: 'Отменить заказ' });
    expect(ok).toBeDisabled();
    const text = within(d).getByRole('textbox', { name: 'Опишите причину' });
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.blur(text);
    expect(await within(d).findByText('Укажите причину')).toBeInTheDocument();
    fireEvent.change(text, { target: { value: ' Покупатель попросил отменить ' } });
    expect(ok).toBeEnabled();
    fireEvent.click(ok);
    await waitFor(() => expect(api.decide).toHaveBeenCalledTimes(1));
    expect(api.decide.mock.calls[0][1]).toEqual({ solution: 'reject', reason: 'Покупатель попросил отменить', products: [{ sku: 'S1', quantity: 2 }, { sku: 'S2', quantity: 1 }] });
  });

  it('a failed rejection keeps the dialog open and says why in the user’s language', async () => {
    api.decide.mockRejectedValue(badRequest('undefined solution command', 'order_decision_not_allowed'));
    const { onRejected } = setup();
    fireEvent.click(button('Отклонить'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отклонить заказ' }));
    expect(await screen.findByText('Заказ уже изменился: показываем его актуальное состояние')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(onRejected).not.toHaveBeenCalled();
  });
});

describe('variants and statuses', () => {
  it('shows the actions of each status', () => {
    const names = (o: Order) => {
      const view = render(inApp(<OrderActions variant="details" order={o} />));
      const all = within(view.container).queryAllByRole('button').map((b) => b.textContent);
      view.unmount();
      return all;
    };
    expect(names(makeOrder())).toEqual(['Подтвердить', 'Отклонить']);
    expect(names(makeOrder({ status: 'reassembly' }))).toEqual(['Готов к выдаче', 'Отменить заказ']);
    expect(names(makeOrder({ status: 'assembled' }))).toEqual(['Изменить грузоместа', 'Стикеры', 'Акт приёма-передачи', 'Отменить заказ']);
    expect(names(makeOrder({ status: 'delivering' }))).toEqual([]);
    expect(names(makeOrder({ status: 'canceled' }))).toEqual([]);
  });

  it('in a table row, clicks on the buttons and inside their dialogs do not reach the row', async () => {
    const onRow = vi.fn();
    render(
      inApp(
        <div onClick={onRow}>
          <OrderActions variant="row" order={makeOrder({ status: 'on_assembly' })} />
        </div>,
      ),
    );
    fireEvent.click(button('Готов к выдаче'));
    const d = await screen.findByRole('dialog');
    fireEvent.click(within(d).getByRole('textbox'));
    fireEvent.click(within(d).getByRole('button', { name: 'Назад' }));
    expect(onRow).not.toHaveBeenCalled();
  });
});

describe('documents', () => {
  it('downloads the stickers and the act as PDFs named after the order', async () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    api.stickers.mockResolvedValue(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    api.act.mockRejectedValueOnce(badRequest('boom', 'errors.server')).mockResolvedValue(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    setup({ order: makeOrder({ status: 'assembled', packages_count: 2 }) });
    fireEvent.click(button(/Стикеры/));
    await waitFor(() => expect(names).toEqual(['order-604748909-stickers.pdf']));
    fireEvent.click(button(/Акт приёма-передачи/));
    expect(await screen.findByText('Не удалось сформировать акт приёма-передачи. Попробуйте ещё раз.')).toBeInTheDocument();
    fireEvent.click(button(/Акт приёма-передачи/));
    await waitFor(() => expect(names).toEqual(['order-604748909-stickers.pdf', 'order-604748909-act.pdf']));
    expect(api.stickers).toHaveBeenCalledWith('604748909');
  });
});
