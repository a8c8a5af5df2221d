import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { commonTexts } from '../../controls/common-texts';
import { shellTexts } from '../texts';
import { MetricsPanel } from './metrics-panel';

const api = vi.hoisted(() => ({ metrics: vi.fn() }));
vi.mock('../shell-services', () => ({ shellApi: api }));

setupTestI18n([commonTexts, shellTexts]);
afterEach(() => vi.clearAllMocks());

const renderPanel = () =>
  render(
    <NoMotion>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MetricsPanel onClose={() => undefined} />
      </QueryClientProvider>
    </NoMotion>,
  );

describe('<MetricsPanel>', () => {
  it('a failed load shows what failed and the translated reason in the dropdown, and "Повторить" loads the figures', async () => {
    api.metrics.mockRejectedValueOnce(Object.assign(new Error('x'), { statusCode: 503, key: 'errors.server', message: 'service unavailable' }));
    renderPanel();
    const panel = screen.getByRole('dialog', { name: 'Метрики заказов' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить метрики');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    expect(alert).not.toHaveTextContent('service unavailable');

    api.metrics.mockResolvedValueOnce({ accepted_products: 95, canceled_products: 5, canceled_products_percent: 500, avg_order_accept_time: 3900 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await within(panel).findByText('95 шт.')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(api.metrics).toHaveBeenCalledTimes(2);
  });
});
