import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Installment } from '../installments-api';
import { session } from '../../../providers/session';
import { rightsQueryKey } from '../../../src/engine/rights-call';
import { installmentsTexts } from '../texts';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import ParticipationDialog from './participation-dialog';

setupTestI18n([installmentsTexts]);

const cat = (slug: string, ru: string, is_exist = true) => ({ slug, title: { ru }, is_exist, is_participating: false });
const partial = {
  installment_id: 1,
  status: 'merch_available',
  categories: [cat('smartphones', 'Смартфоны'), cat('tv', 'Телевизоры'), cat('cookware', 'Посуда', false)],
  commissions: [
    { id: 11, duration: 3, discount_amount: 0, commission: 400, value: 400, is_participating: false },
    { id: 12, duration: 12, discount_amount: 250, commission: 1000, value: 750, is_participating: false },
  ],
} as unknown as Installment;

/** `rights`: the signed-in employee's as the service answered (seeded in the cache); none: unknown (live). */
function open(installment: Installment, onSubmit = vi.fn(async () => true), rights?: string[]) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (rights) {
    session.set({ mid: 'm-1', tdid: 't-1', merchant_access_token: 'token' });
    client.setQueryData(rightsQueryKey('m-1', 't-1'), rights);
  }
  render(
    <QueryClientProvider client={client}>
      <NoMotion>
        <ParticipationDialog installment={installment} mode="subscribe" saving={false} onSubmit={onSubmit} onClose={onClose} />
      </NoMotion>
    </QueryClientProvider>,
  );
  return { onSubmit, onClose };
}
const button = (name: string) => screen.getByRole('button', { name });
afterEach(() => session.clear());

// The whole wizard under jsdom: 24 s once on a shared, loaded machine (the project's default is 20 s).
describe('<ParticipationDialog>', { timeout: 60_000 }, () => {
  it('goes categories → commissions → agreement and back, next disabled with nothing checked, then submits the choice', async () => {
    const { onSubmit, onClose } = open(partial);
    // The shop's categories come checked; the foreign one cannot be.
    expect(screen.getByRole('checkbox', { name: 'Посуда' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Смартфоны' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Телевизоры' }));
    expect(button('Далее')).toBeDisabled();
    // Case-insensitive search over the Russian title.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск категории' }), { target: { value: 'ТЕЛЕ' } });
    expect(screen.queryByRole('checkbox', { name: 'Смартфоны' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Телевизоры' }));
    fireEvent.click(button('Далее'));

    expect(button('Далее')).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /12 мес\.: комиссия 7,5/ }));
    fireEvent.click(button('Назад'));
    expect(screen.getByRole('checkbox', { name: 'Телевизоры' })).toBeChecked();
    fireEvent.click(button('Далее'));
    expect(screen.getByRole('checkbox', { name: /12 мес\./ })).toBeChecked();
    fireEvent.click(button('Далее'));

    expect(screen.getByTestId('installment-agreement')).toHaveTextContent('Категории: Телевизоры. Сроки: 12 мес.');
    expect(button('Отмена')).toBeEnabled();
    fireEvent.click(button('Участвовать'));
    expect(onSubmit).toHaveBeenCalledWith({ categories: ['tv'], commissions: [12] });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('an all-categories promotion starts at commissions and has no way back from there', () => {
    open({ ...partial, categories: [] } as Installment);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Назад' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /3 мес\./ }));
    fireEvent.click(button('Далее'));
    expect(screen.getByTestId('installment-agreement')).toHaveTextContent('все категории');
    fireEvent.click(button('Назад'));
    expect(screen.getByRole('checkbox', { name: /3 мес\./ })).toBeChecked();
  });

  it('a refused save keeps the dialog open with the choice', async () => {
    const { onClose } = open({ ...partial, categories: [] } as Installment, vi.fn(async () => false));
    fireEvent.click(screen.getByRole('checkbox', { name: /3 мес\./ }));
    fireEvent.click(button('Далее'));
    fireEvent.click(button('Участвовать'));
    await new Promise((r) => setTimeout(r, 0));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('installment-agreement')).toBeInTheDocument();
  });

  it('without installments.manage (an operator) the final submit is disabled with the reason; with it, live', () => {
    const onSubmit = vi.fn(async () => true);
    open({ ...partial, categories: [] } as Installment, onSubmit, ['orders.decide']);
    fireEvent.click(screen.getByRole('checkbox', { name: /3 мес\./ }));
    fireEvent.click(button('Далее'));
    expect(button('Участвовать')).toBeDisabled();
    expect(screen.getByText('Недостаточно прав: управление рассрочкой')).toBeInTheDocument();
    fireEvent.click(button('Участвовать'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with installments.manage (an accountant) the final submit is live', () => {
    open({ ...partial, categories: [] } as Installment, vi.fn(async () => true), ['installments.manage', 'documents.manage']);
    fireEvent.click(screen.getByRole('checkbox', { name: /3 мес\./ }));
    fireEvent.click(button('Далее'));
    expect(button('Участвовать')).toBeEnabled();
    expect(screen.queryByText(/Недостаточно прав/)).toBeNull();
  });
});
