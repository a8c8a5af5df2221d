import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { NoMotion } from '../../../tests/setup/antd-test';
import { ordersTexts } from '../texts';
import { commonTexts } from '../../../src/controls/common-texts';
import { createAppError } from '../../../providers/http/normalize-error';
import { StatusTabs } from './status-tabs';

const api = vi.hoisted(() => ({ list: vi.fn() }));
vi.mock('../orders-services', () => ({ ordersApi: api, ORDERS_KEYS: { count: (...parts: string[]) => ['count', ...parts] } }));

setupTestI18n([commonTexts, ordersTexts]);

describe('<StatusTabs> counts', () => {
  it('failed counts show "—" and the reason with one "Повторить", not "…" for ever; the retry fills them', async () => {
    api.list.mockImplementation(async (q: { status?: string[] }) => {
      if (q.status) throw createAppError({ statusCode: 503, key: 'errors.server', message: 'service unavailable' });
      return { total_count: 42, orders: [] };
    });
    render(
      <NoMotion>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <StatusTabs filters={[]} setFilter={() => undefined} />
        </QueryClientProvider>
      </NoMotion>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось посчитать заказы по статусам');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    expect(screen.getByTestId('tab-count-all')).toHaveTextContent('42');
    expect(screen.getByTestId('tab-count-canceled')).toHaveTextContent('—');

    const calls = api.list.mock.calls.length;
    api.list.mockResolvedValue({ total_count: 7, orders: [] });
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findAllByText('7')).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('tab-count-all')).toHaveTextContent('42');
    // Only the failed ones were asked again.
    expect(api.list.mock.calls.length - calls).toBe(calls - 1);
  });
});
