import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Installment } from '../installments-api';
import { installmentsTexts } from '../texts';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { CategoriesTab, CATEGORY_LIST_MAX_HEIGHT } from '../details/categories-tab';
import { contrastRatio } from '../rules/contrast';
import { InstallmentCard } from './installment-card';

setupTestI18n([installmentsTexts]);

const cat = (slug: string, ru: string, is_participating: boolean, is_exist = true) => ({ slug, title: { ru }, is_exist, is_participating });
const promotion = (over: Partial<Installment>): Installment =>
  ({
    installment_id: 5001,
    title: { ru: 'Рассрочка 0-0-12', kz: 'Бөліп төлеу 0-0-12' },
    background_color: '#1B5FD9',
    text_color: '#FFFFFF',
    status: 'merch_available',
    categories: [cat('smartphones', 'Смартфоны', false), cat('tv', 'Телевизоры', false)],
    commissions: [
      { id: 1, duration: 3, discount_amount: 0, commission: 400, value: 400, is_participating: false },
      { id: 2, duration: 12, discount_amount: 250, commission: 1000, value: 750, is_participating: false },
    ],
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-01T00:00:00.000Z',
    ...over,
  }) as Installment;

function card(x: Installment) {
  render(
    <MemoryRouter>
      <NoMotion>
        <InstallmentCard installment={x} href={`/newInstallments/active/${x.installment_id}`} />
      </NoMotion>
    </MemoryRouter>,
  );
}

describe('<InstallmentCard>', () => {
  it('links to the details and shows status, commission tags in percent, period and the category count', () => {
    card(promotion({}));
    expect(screen.getByRole('link', { name: 'Открыть акцию «Рассрочка 0-0-12»' })).toHaveAttribute('href', '/newInstallments/active/5001');
    expect(screen.getByTestId('installment-status')).toHaveTextContent('Можно участвовать');
    // 400 and 750 hundredths of a percent (Testing Library reads the no-break space as a space).
    expect(screen.getByText('3 мес. — 4 %')).toBeInTheDocument();
    expect(screen.getByText('12 мес. — 7,5 %')).toBeInTheDocument();
    expect(screen.getByText('Категорий: 2')).toBeInTheDocument();
    expect(screen.getByTestId('installment-card')).toHaveTextContent('Период:');
  });

  it('a promotion the shop cannot join is no link and says why', () => {
    card(promotion({ status: 'merch_is_not_available' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Акция не охватывает категории, в которых вы продаёте')).toBeInTheDocument();
    expect(screen.getByTestId('installment-status')).toHaveTextContent('Недоступна');
  });

  it('paints the title in the promotion colours, adjusted when the pair fails AA', () => {
    card(promotion({ background_color: '#FDE68A', text_color: '#FFFFFF', categories: [] }));
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.style.backgroundColor).toBe('rgb(253, 230, 138)');
    expect(heading.style.color).toBe('rgb(0, 0, 0)');
    expect(contrastRatio('#FDE68A', '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(screen.getByText('Все категории')).toBeInTheDocument();
  });
});

describe('<CategoriesTab>', () => {
  const subscribed = promotion({
    status: 'subscribed',
    categories: [cat('smartphones', 'Смартфоны', true), cat('tv', 'Телевизоры', false), cat('cookware', 'Посуда', false, false)],
  });

  it('shows the selected count and the chosen categories, the others on demand, in a list at most 416 px high', () => {
    render(
      <NoMotion>
        <CategoriesTab installment={subscribed} />
      </NoMotion>,
    );
    expect(screen.getByText('Выбрано категорий: 1 из 3')).toBeInTheDocument();
    const list = screen.getByTestId('installment-categories');
    expect(CATEGORY_LIST_MAX_HEIGHT).toBe(416);
    expect(list.style.maxHeight).toBe('416px');
    expect(list.style.overflowY).toBe('auto');
    expect(list).toHaveTextContent('Смартфоны');
    expect(list).not.toHaveTextContent('Телевизоры');

    const toggle = screen.getByRole('button', { name: 'Показать остальные категории' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(list).toHaveTextContent('Телевизоры');
    expect(list).toHaveTextContent('Посуда');
    expect(list).toHaveTextContent('вы не продаёте в этой категории');
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть остальные категории' }));
    expect(list).not.toHaveTextContent('Телевизоры');
  });

  it('an all-categories promotion says so instead of a list', () => {
    render(
      <NoMotion>
        <CategoriesTab installment={promotion({ status: 'subscribed', categories: [] })} />
      </NoMotion>,
    );
    expect(screen.getByText('Акция действует во всех категориях ваших товаров')).toBeInTheDocument();
    expect(screen.queryByTestId('installment-categories')).toBeNull();
  });
});
