import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAppError } from '../../providers/http/normalize-error';
import { NoMotion } from '../../tests/setup/antd-test';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { commonTexts } from '../controls/common-texts';
import { FiltersBar } from './filters-bar';
import type { FilterSpec } from './descriptor';

setupTestI18n([commonTexts, { ru: { products: { filters: { brand: 'Бренд' } } }, kz: {}, en: {} }]);

const load = vi.fn();
const specs: FilterSpec[] = [{ kind: 'multiSelect', field: 'brand', options: [], optionsSource: { queryKey: ['brands'], load } }];

describe('options another call provides (useSourcedOptions in the filters bar)', () => {
  it('a failed load is not an empty list: the dropdown says why, and "Повторить" brings the options', async () => {
    load.mockRejectedValueOnce(createAppError({ statusCode: 0, key: 'errors.network', message: 'Network Error' }));
    render(
      <NoMotion>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <FiltersBar resource="products" specs={specs} values={{}} onChange={() => undefined} />
        </QueryClientProvider>
      </NoMotion>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Бренд' }));
    const dialog = await screen.findByRole('dialog', { name: 'Бренд' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить варианты');
    expect(alert).toHaveTextContent('Нет связи с сервером');
    expect(within(dialog).queryByText('Ничего не найдено')).toBeNull();

    load.mockResolvedValueOnce([{ value: 'samsung', label: 'Samsung' }]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Samsung' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
