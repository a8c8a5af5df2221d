import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { createAppError } from '../../../providers/http/normalize-error';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { commonTexts } from '../../../src/controls/common-texts';
import { profileTexts } from '../texts';

const api = vi.hoisted(() => ({ list: vi.fn(), count: vi.fn() }));
vi.mock('../profile-services', () => ({
  documentsApi: api,
  DOCUMENTS_KEY: ['documents'],
  countKey: (mid: string) => ['documents', 'count', mid],
  currentMid: () => 'm-1',
}));
const { DocumentsCard } = await import('./documents-card');

setupTestI18n([commonTexts, profileTexts]);

describe('<DocumentsCard> count', () => {
  it('upload waits for the count: a failed count says why the button is off, and "Повторить" turns it on', async () => {
    api.list.mockResolvedValue([]);
    api.count.mockRejectedValueOnce(createAppError({ statusCode: 503, key: 'errors.server', message: 'service unavailable' }));
    render(
      <NoMotion>
        <App>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <DocumentsCard blocked={false} />
          </QueryClientProvider>
        </App>
      </NoMotion>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось проверить, можно ли добавить документы');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    expect(screen.getByRole('button', { name: /Загрузить документы/ })).toBeDisabled();

    api.count.mockResolvedValueOnce({ count: 2, is_add_allowed: true });
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('documents-counter')).toHaveTextContent('2 из 20');
    expect(screen.getByRole('button', { name: /Загрузить документы/ })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
