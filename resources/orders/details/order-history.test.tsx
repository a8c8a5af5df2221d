import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventsQuery, HistoryEvent } from '../orders-api';
import { ordersTexts } from '../texts';
import { controlsTexts } from '../../../src/controls/texts';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { currentQuery } from '../../../tests/setup/engine-harness';
import { makeLine, makeOrder, OrdersHarness } from '../products/test-fixtures';
import { OrderHistory } from './order-history';
import { useDetailsParams } from './use-details-params';

const api = vi.hoisted(() => ({ events: vi.fn() }));
vi.mock('../orders-services', () => ({
  ordersApi: api,
  ORDERS_KEYS: { all: ['orders-extra'], history: (id: string, page: number, dir: string) => ['orders-extra', 'history', id, page, dir] },
}));

setupTestI18n([ordersTexts, controlsTexts]);

const order = makeOrder({ products: [makeLine('111', 3, { title: { ru: 'Смартфон Galaxy' } })] });

function event(i: number, extra: Partial<HistoryEvent> = {}): HistoryEvent {
  return {
    id: `e${i}`,
    entity_id: order.id,
    entity_type: 'order',
    event_type: 'statusChanged',
    status: 'success',
    meta: { status: 'on_assembly', 'old-status': 'waiting_confirmation', user: `Сотрудник ${i}`, user_phone: '77010000002' },
    created_at: new Date(Date.UTC(2026, 10, 20, 8, i)).toISOString(),
    ...extra,
  };
}

function Host() {
  const view = useDetailsParams();
  return <OrderHistory order={order} page={view.page} dir={view.dir} onPage={view.setPage} onSort={view.setDir} />;
}

const setup = (url = '/orders/604748909?tab=history') =>
  render(
    <OrdersHarness url={url}>
      <Host />
    </OrdersHarness>,
  );

const lastQuery = (): EventsQuery => api.events.mock.calls.at(-1)![0] as EventsQuery;

beforeEach(() => {
  api.events.mockReset();
  api.events.mockImplementation(async (q: EventsQuery) => ({
    events: Array.from({ length: 20 }, (_, i) => event((q.page ?? 1) * 100 + i)),
    total: 45,
  }));
});

describe('<OrderHistory>', () => {
  it('shows status changes, quantity changes with the product, names and formatted phones', async () => {
    api.events.mockResolvedValueOnce({
      events: [
        event(1),
        event(2, {
          entity_type: 'order_product',
          event_type: 'oms.product_change_qty',
          meta: { sku: '111', total_count_product_before: 3, total_count_product_confirmed: 2, user: 'Дана Ахметова', user_phone: '77010000003' },
        }),
      ],
      total: 2,
    });
    setup();
    const row = (await screen.findByText('Дана Ахметова')).closest('tr')!;
    expect(within(row).getByText('Смартфон Galaxy')).toBeInTheDocument();
    expect(within(row).getByText('SKU 111')).toBeInTheDocument();
    expect(within(row).getByText('3 → 2 шт.')).toBeInTheDocument();
    expect(within(row).getByText('+7 (701) 000-00-03')).toBeInTheDocument();
    const statusRow = screen.getByText('Сотрудник 1').closest('tr')!;
    expect(within(statusRow).getByText('Ожидает подтверждения')).toBeInTheDocument();
    expect(within(statusRow).getByText('На сборке')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ entity_id: '604748909', page: 1, limit: 20, sort_dir: 'desc' });
    expect(screen.queryByRole('listitem', { name: '2' })).not.toBeInTheDocument();
  });

  it('sorting by date toggles sort_dir between desc and asc and keeps it in the URL', async () => {
    setup();
    await screen.findByText('Сотрудник 100');
    const header = screen.getByRole('columnheader', { name: /Дата и время/ });
    fireEvent.click(header);
    await waitFor(() => expect(lastQuery().sort_dir).toBe('asc'));
    expect(currentQuery().get('dir')).toBe('asc');
    fireEvent.click(screen.getByRole('columnheader', { name: /Дата и время/ }));
    await waitFor(() => expect(lastQuery().sort_dir).toBe('desc'));
    expect(currentQuery().get('dir')).toBeNull();
  });

  it('pages through the events 20 at a time, and a new sort goes back to page 1', async () => {
    setup();
    await screen.findByText('Сотрудник 100');
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2, limit: 20 }));
    expect(await screen.findByText('Сотрудник 200')).toBeInTheDocument();
    expect(currentQuery().get('page')).toBe('2');
    expect(currentQuery().get('tab')).toBe('history');
    fireEvent.click(screen.getByRole('columnheader', { name: /Дата и время/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, sort_dir: 'asc' }));
  });
});
