import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ordersTexts } from '../texts';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { formatDateTime } from '../../../src/format/dates';
import { formatMoney } from '../../../src/format/money';
import { makeOrder, makeProduct } from './mobile-fixtures';
import { OrderCard } from './order-card';
import { COLORS } from '../../../src/controls/colors';

setupTestI18n([ordersTexts]);

afterEach(() => vi.useRealTimers());

function renderCard(order = makeOrder(), now = Date.parse(order.max_confirm_time) - (3600 + 125) * 1000) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  render(
    <NoMotion>
      <MemoryRouter>
        <OrderCard order={order} fromList="/orders?currentPage=2" />
      </MemoryRouter>
    </NoMotion>,
  );
  return screen.getByRole('link');
}

describe('<OrderCard>', () => {
  it('shows number, status, date, the first product with how many more, pieces, total and the countdown', () => {
    const link = renderCard();
    expect(link).toHaveAttribute('href', '/orders/604748909');
    expect(link).toHaveTextContent('№604748909');
    expect(screen.getByText('Ожидает подтверждения')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime('2026-03-02T08:30:00.000Z'))).toBeInTheDocument();
    expect(link).toHaveTextContent('Товар 111');
    expect(link).toHaveTextContent('и ещё 2');
    expect(link).not.toHaveTextContent('Товар 222');
    expect(screen.getByText('6 шт.')).toBeInTheDocument();
    expect(link.textContent).toContain(formatMoney(12345));
    expect(link).toHaveTextContent('Подтвердить за 01:02:05');
  });

  it('has no countdown once the order is accepted, and no "more" for a single product', () => {
    const link = renderCard(makeOrder({ status: 'on_assembly', products: [makeProduct('111')], products_count: 2 }));
    expect(screen.getByText('На сборке')).toBeInTheDocument();
    expect(link).not.toHaveTextContent('Подтвердить за');
    expect(link).not.toHaveTextContent('ещё');
    expect(screen.getByText('2 шт.')).toBeInTheDocument();
  });

  it('colours the countdown by the deadline bands and says the band in a word', () => {
    const order = makeOrder();
    const at = (minutesLeft: number) => Date.parse(order.max_confirm_time) - minutesLeft * 60_000;
    const line = () => screen.getByText(/Подтвердить за/);
    const cases = [
      [180, 'plain', 'Подтвердить за 03:00:00', undefined],
      [90, 'soon', 'Подтвердить за 01:30:00 · скоро', COLORS.warning],
      [20, 'urgent', 'Подтвердить за 00:20:00 · срочно', COLORS.danger],
      [-5, 'overdue', 'Подтвердить за 00:00:00 · просрочено', COLORS.dangerStrong],
    ] as const;
    for (const [minutes, band, text, colour] of cases) {
      renderCard(order, at(minutes));
      expect(line()).toHaveAttribute('data-band', band);
      expect(line()).toHaveTextContent(text);
      if (colour) expect(line()).toHaveStyle({ color: colour });
      else expect(line().style.fontWeight).toBe('');
      cleanup();
    }
  });

  it('marks an express order', () => {
    const link = renderCard(makeOrder({ shipping: { type: 'express' } }));
    expect(link).toHaveTextContent('Экспресс');
    cleanup();
    expect(renderCard(makeOrder())).not.toHaveTextContent('Экспресс');
  });
});
