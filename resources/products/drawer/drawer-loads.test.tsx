import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAppError } from '../../../providers/http/normalize-error';
import { unrelatedTexts } from '../texts';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { commonTexts } from '../../../src/controls/common-texts';

const api = vi.hoisted(() => ({ search: vi.fn(), baseProduct: vi.fn() }));
vi.mock('../products-services', () => ({ productsApi: api }));
const { SearchTab } = await import('./search-tab');

setupTestI18n([commonTexts, unrelatedTexts]);

describe('the binding drawer’s loads', () => {
  it('a failed search says why with "Повторить", which asks again', async () => {
    api.search.mockRejectedValueOnce(createAppError({ statusCode: 0, key: 'errors.network', message: 'Network Error' }));
    render(
      <NoMotion>
        <QueryClientProvider client={new QueryClient()}>
          <SearchTab query="чайник" onQuery={() => undefined} onDetails={() => undefined} />
        </QueryClientProvider>
      </NoMotion>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Нет связи с сервером');
    api.search.mockResolvedValueOnce({ hits: [{ id: 'v1', picture: '', brand: 'Tefal', name: 'Чайник Tefal' }], total: 1 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(/Чайник Tefal/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.search).toHaveBeenCalledTimes(2);
  });
});
