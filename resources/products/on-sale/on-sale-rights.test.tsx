import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { session } from '../../../providers/session';
import { productsTexts } from '../texts';
import type { ProductOnSale } from '../types';
import { productsOnSaleOf } from '../../../sandbox/seed/products';
import { NoMotion } from '../../../tests/setup/antd-test';
import { createMemoryProvider } from '../../../tests/setup/engine-harness';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { useNotificationProvider } from '../../../src/shell/notification-provider';
import { rightsQueryKey } from '../../../src/engine/rights-call';
import { formatMoney } from '../../../src/format/money';
import { commonTexts } from '../../../src/controls/common-texts';
import { PriceCard } from './price-card';
import { PriceCell } from './price-cell';
import { PriceEditor } from './price-editor';
import { SaleSwitch } from './sale-switch';

const api = vi.hoisted(() => ({ toggle: vi.fn(), setPrice: vi.fn() }));
vi.mock('../products-services', async (original) => ({ ...(await original<typeof import('../products-services')>()), productsApi: api }));

setupTestI18n([commonTexts, productsTexts]);

const MID = 'm-1001';
const TDID = 't-1';
const seed = productsOnSaleOf(MID, 'small').find((p) => p.is_enabled && p.price.current > 1000) as unknown as ProductOnSale;
/** Between the cheapest and the dearest: the card with the best-price suggestion. */
const expensive: ProductOnSale = { ...seed, price: { ...seed.price, current: 5000 }, price_extremum: { min: 4000, max: 6000, count: 3, min_price_counter: 1 } };
/** The sole seller: nothing to compare, a click goes straight to the editor. */
const sole: ProductOnSale = { ...seed, sku: `${seed.sku}-sole`, price: { ...seed.price, current: 5000 }, price_extremum: { min: 0, max: 0, count: 1, min_price_counter: 0 } };

const NO_PRICE = 'Недостаточно прав: изменение цен';
const NO_SALE = 'Недостаточно прав: снятие и выставление товаров на продажу';

/** Renders with the rights cache as the service answered it, or with the call still on its way. */
function withRights(node: ReactNode, rights: string[] | null | 'pending') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (rights !== 'pending') client.setQueryData(rightsQueryKey(MID, TDID), rights);
  render(
    <NoMotion>
      <App>
        <Refine
          dataProvider={createMemoryProvider({ products: [] }).provider}
          notificationProvider={useNotificationProvider}
          resources={[{ name: 'products' }]}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: client } }}
        >
          {node}
        </Refine>
      </App>
    </NoMotion>,
  );
}

const reasonOf = (el: HTMLElement) => el.closest('[data-reason]')?.getAttribute('data-reason');

beforeEach(() => session.set({ mid: MID, tdid: TDID, merchant_access_token: 'token' }));
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
  api.toggle.mockReset();
  api.setPrice.mockReset();
});

describe('the on-sale switch needs products.sale (issue 28)', () => {
  const switchOf = () => screen.getByRole('switch', { name: `Продавать «${seed.title.ru}»` });

  it('without it (an operator): in place, disabled, the reason said; a click sends nothing', () => {
    withRights(<SaleSwitch product={seed} />, ['orders.decide']);
    expect(switchOf()).toBeDisabled();
    expect(switchOf()).toBeChecked();
    expect(reasonOf(switchOf())).toBe(NO_SALE);
    expect(screen.getByText(NO_SALE)).toBeInTheDocument();
    fireEvent.click(switchOf());
    expect(api.toggle).not.toHaveBeenCalled();
  });

  it('with it (a manager): live', () => {
    api.toggle.mockResolvedValue({});
    withRights(<SaleSwitch product={seed} />, ['products.price', 'products.sale', 'products.bind']);
    expect(switchOf()).toBeEnabled();
    expect(screen.queryByText(NO_SALE)).toBeNull();
    fireEvent.click(switchOf());
    expect(api.toggle).toHaveBeenCalledWith(seed.sku, false);
  });

  it('while the rights are on their way: disabled, "checking"', () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
    withRights(<SaleSwitch product={seed} />, 'pending');
    expect(switchOf()).toBeDisabled();
    expect(screen.getByText('Проверяем права доступа…')).toBeInTheDocument();
  });
});

describe('the price editing needs products.price (issue 28)', () => {
  it('the comparison card stays readable; "Изменить цену" and the best-price button are disabled with the reason', () => {
    const onEdit = vi.fn();
    withRights(<PriceCard product={expensive} onEdit={onEdit} />, ['products.sale']);
    expect(screen.getByRole('heading', { name: 'Цены' })).toBeInTheDocument();
    const change = screen.getByRole('button', { name: 'Изменить цену' });
    const best = screen.getByRole('button', { name: /^Поставить/ });
    expect(change).toBeDisabled();
    expect(best).toBeDisabled();
    expect(reasonOf(change)).toBe(NO_PRICE);
    expect(reasonOf(best)).toBe(NO_PRICE);
    fireEvent.click(change);
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('with it the card’s buttons open the editor', () => {
    const onEdit = vi.fn();
    withRights(<PriceCard product={expensive} onEdit={onEdit} />, ['products.price']);
    fireEvent.click(screen.getByRole('button', { name: 'Изменить цену' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /^Поставить/ })).toBeEnabled();
    expect(screen.queryByText(NO_PRICE)).toBeNull();
  });

  it('a price with nothing to compare: shown, but its edit affordance is disabled with the reason', () => {
    withRights(<PriceCell product={sole} />, ['products.sale']);
    const price = formatMoney(5000);
    const cell = screen.getByRole('button', { name: `Цена ${price}: изменить` });
    expect(cell).toBeDisabled();
    expect(cell.textContent).toContain(price);
    expect(reasonOf(cell)).toBe(NO_PRICE);
  });

  it('with it that price opens the editor', () => {
    withRights(<PriceCell product={sole} />, ['products.price']);
    const cell = screen.getByRole('button', { name: `Цена ${formatMoney(5000)}: изменить` });
    expect(cell).toBeEnabled();
    expect(screen.queryByText(NO_PRICE)).toBeNull();
  });

  it('the editor itself, should it be reached without the right: field and save off with the reason, cancel live', () => {
    const onClose = vi.fn();
    withRights(<PriceEditor product={seed} initial={seed.price.current} onClose={onClose} />, []);
    expect(screen.getByRole('textbox', { name: `Новая цена товара «${seed.title.ru}»` })).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    expect(reasonOf(save)).toBe(NO_PRICE);
    fireEvent.submit(save.closest('form')!);
    expect(api.setPrice).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the editor with the right: field and save live', () => {
    withRights(<PriceEditor product={seed} initial={seed.price.current} onClose={() => undefined} />, ['products.price']);
    expect(screen.getByRole('textbox', { name: `Новая цена товара «${seed.title.ru}»` })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });
});
