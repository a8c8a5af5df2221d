import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { OrderProduct } from '../orders-api';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { ordersTexts } from '../texts';
import i18n from 'i18next';
import { DividableLabel, PickupPointName, productsSummary, productsTitle } from './order-cells';

vi.mock('../shared/use-pickup-points', () => ({
  usePickupPoints: () => ({ byId: (id: string) => (id === 'PP1' ? { store_id: 'PP1', name: 'Склад на Абая' } : undefined) }),
}));

setupTestI18n([ordersTexts]);

const product = (title: string, quantity: number) => ({ title: { ru: title }, quantity }) as OrderProduct;

describe('order cells', () => {
  it('a single product shows its title only, as the cell\'s own text', () => {
    const { container } = render(<>{productsSummary([product('Чайник', 1)], i18n.t.bind(i18n))}</>);
    expect(container).toHaveTextContent(/^Чайник$/);
    expect(container.children).toHaveLength(0);
  });

  it('more products show the first title, how many more, and all of them with quantities on hover', () => {
    const products = [product('Телевизор', 1), product('Кронштейн', 2), product('Кабель', 3)];
    render(<>{productsSummary(products, i18n.t.bind(i18n))}</>);
    expect(screen.getByText('Телевизор')).toBeInTheDocument();
    expect(screen.getByLabelText('Ещё товаров: 2')).toHaveTextContent('+2');
    // The cell's hover text (the column's cellTitle).
    expect(productsTitle(products)).toBe('Телевизор × 1\nКронштейн × 2\nКабель × 3');
    expect(productsTitle([])).toBeUndefined();
  });

  it('the pickup point shows its name; an unknown one its id; none a dash', () => {
    const { rerender } = render(<PickupPointName id="PP1" />);
    expect(screen.getByText('Склад на Абая')).toBeInTheDocument();
    rerender(<PickupPointName id="PP9" />);
    expect(screen.getByText('PP9')).toBeInTheDocument();
    rerender(<PickupPointName id={null} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('payment.dividable in words', () => {
    const { rerender } = render(<DividableLabel dividable />);
    expect(screen.getByText('Делимый')).toBeInTheDocument();
    rerender(<DividableLabel dividable={false} />);
    expect(screen.getByText('Неделимый')).toBeInTheDocument();
  });
});
