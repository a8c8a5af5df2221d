import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { session } from '../../../providers/session';
import { createAppError } from '../../../providers/http/normalize-error';
import { productsTexts } from '../texts';
import type { ProductOnSale } from '../types';
import { productsOnSaleOf } from '../../../sandbox/seed/products';
import { NoMotion } from '../../../tests/setup/antd-test';
import { createMemoryProvider } from '../../../tests/setup/engine-harness';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { useNotificationProvider } from '../../../src/shell/notification-provider';
import { rightsQueryKey } from '../../../src/engine/rights-call';
import { commonTexts } from '../../../src/controls/common-texts';
import { engineTexts } from '../../../src/engine/texts';
import { OnSaleBar } from './on-sale-bar';
import { patchRow, settlePatches } from './row-patches';

const api = vi.hoisted(() => ({ toggle: vi.fn(), setPrice: vi.fn() }));
vi.mock('../products-services', async (original) => ({ ...(await original<typeof import('../products-services')>()), productsApi: api }));

setupTestI18n([commonTexts, engineTexts, productsTexts]);

const MID = 'm-1001';
const TDID = 't-1';
const seed = productsOnSaleOf(MID, 'small').filter((p) => p.is_enabled).slice(0, 3) as unknown as ProductOnSale[];
const withPrice = (p: ProductOnSale, current: number, e: ProductOnSale['price_extremum']): ProductOnSale => ({ ...p, price: { ...p.price, current }, price_extremum: e });
/** Dearer than the cheapest other seller; the best already; the sole seller. */
const [dear, best, sole] = [
  withPrice(seed[0], 5000, { min: 4000, max: 6000, count: 3, min_price_counter: 1 }),
  withPrice(seed[1], 4000, { min: 4000, max: 6000, count: 3, min_price_counter: 1 }),
  withPrice(seed[2], 3000, { min: 3000, max: 3000, count: 1, min_price_counter: 1 }),
];

const NO_PRICE = 'Недостаточно прав: изменение цен';
const NO_SALE = 'Недостаточно прав: снятие и выставление товаров на продажу';
const ALL_RIGHTS = ['products.price', 'products.sale'];

function withRights(node: ReactNode, rights: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(rightsQueryKey(MID, TDID), rights);
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
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => session.set({ mid: MID, tdid: TDID, merchant_access_token: 'token' }));
afterEach(() => {
  session.clear();
  api.toggle.mockReset();
  api.setPrice.mockReset();
  for (const p of seed) patchRow(p.sku, undefined);
  settlePatches();
});

describe('the on-sale selection bar and the rights (issue 34, as issue 28 gates the single controls)', () => {
  it('nothing selected: no bar', () => {
    withRights(<OnSaleBar rows={[]} onClear={() => undefined} />, ALL_RIGHTS);
    expect(screen.queryByRole('region', { name: 'Действия с выбранными' })).toBeNull();
  });

  it('with both rights: the count and every action live', () => {
    withRights(<OnSaleBar rows={[dear, best]} onClear={() => undefined} />, ALL_RIGHTS);
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    for (const name of ['Выставить на продажу', 'Снять с продажи', 'Установить лучшую цену', 'Изменить цену']) {
      expect(button(name)).toBeEnabled();
      expect(reasonOf(button(name))).toBeUndefined();
    }
  });

  it('without products.price: the price actions disabled with the reason, a click opens nothing; on/off sale live', () => {
    withRights(<OnSaleBar rows={[dear, best]} onClear={() => undefined} />, ['products.sale']);
    for (const name of ['Установить лучшую цену', 'Изменить цену']) {
      expect(button(name)).toBeDisabled();
      expect(reasonOf(button(name))).toBe(NO_PRICE);
      fireEvent.click(button(name));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button('Снять с продажи')).toBeEnabled();
  });

  it('without products.sale: on/off sale disabled with the reason, a click sends nothing; the price actions live', () => {
    withRights(<OnSaleBar rows={[dear, best]} onClear={() => undefined} />, ['products.price']);
    for (const name of ['Выставить на продажу', 'Снять с продажи']) {
      expect(button(name)).toBeDisabled();
      expect(reasonOf(button(name))).toBe(NO_SALE);
      fireEvent.click(button(name));
    }
    expect(api.toggle).not.toHaveBeenCalled();
    expect(button('Установить лучшую цену')).toBeEnabled();
  });
});

describe('the bulk runs from the bar', () => {
  it('best price: the preview says which rows are skipped and why; confirm sends only the valid row', async () => {
    api.setPrice.mockResolvedValue({ price: { ...dear.price, current: 3999 }, price_extremum: { min: 3999, max: 6000, count: 3, min_price_counter: 1 } });
    const onClear = vi.fn();
    withRights(<OnSaleBar rows={[dear, best, sole]} onClear={onClear} />, ALL_RIGHTS);
    fireEvent.click(button('Установить лучшую цену'));
    const dialog = await screen.findByRole('dialog', { name: 'Лучшая цена для выбранных товаров' });
    const table = dialog;
    const row = (p: ProductOnSale) => within(table).getByText(p.title.ru).closest('tr')!;
    expect(row(dear).textContent).toMatch(/5\s000\s₸.*3\s999\s₸/);
    expect(row(best).textContent).toContain('Уже лучшая цена: нечего менять');
    expect(row(sole).textContent).toContain('Нет других продавцов: не с чем сравнить');
    expect(within(dialog).getByText('Изменится цен: 1 · Пропущено: 2')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Изменить цены (1)' }));
    await waitFor(() => expect(onClear).toHaveBeenCalled());
    expect(api.setPrice.mock.calls).toEqual([[dear.sku, 3999]]);
  });

  it('a percent down: the rounding said in the row, a price below 101 refused in its row', () => {
    const cheap = withPrice(best, 110, best.price_extremum);
    withRights(<OnSaleBar rows={[withPrice(dear, 1999, dear.price_extremum), cheap]} onClear={() => undefined} />, ALL_RIGHTS);
    fireEvent.click(button('Изменить цену'));
    const dialog = screen.getByRole('dialog', { name: 'Изменить цену выбранных товаров' });
    expect(within(dialog).getByRole('button', { name: 'Изменить цены (0)' })).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Процент, %' }), { target: { value: '15%' } });
    const text = dialog.textContent!;
    expect(text).toMatch(/1\s699\s₸/);
    expect(text).toContain('Точно 1\u2009699,15 ₸, округлено до целого');
    expect(text).toContain('Меньше 101 ₸: не изменится');
    expect(within(dialog).getByRole('button', { name: 'Изменить цены (1)' })).toBeEnabled();
  });

  it('off sale: a failure is listed with its translated reason, and "retry the failed" sends that one alone', async () => {
    api.toggle.mockImplementation((sku: string) =>
      sku === best.sku && api.toggle.mock.calls.filter(([s]) => s === sku).length === 1
        ? Promise.reject(createAppError({ statusCode: 503, key: 'errors.server', message: 'service unavailable', serverMessage: 'service unavailable' }))
        : Promise.resolve({}),
    );
    const onClear = vi.fn();
    withRights(<OnSaleBar rows={[dear, best]} onClear={onClear} />, ALL_RIGHTS);
    fireEvent.click(button('Снять с продажи'));
    const failures = await screen.findByRole('list', { name: 'Товары, которые не удалось изменить' });
    expect(within(failures).getAllByRole('listitem')).toHaveLength(1);
    expect(failures.textContent).toContain(`${best.title.ru} (${best.merchant_sku}): Сервис временно недоступен`);
    expect(failures.textContent).not.toContain('service unavailable');
    expect(screen.getByText('Готово: 1, не удалось: 1')).toBeInTheDocument();
    expect(onClear).not.toHaveBeenCalled();
    fireEvent.click(button('Повторить для не выполненных (1)'));
    await waitFor(() => expect(onClear).toHaveBeenCalled());
    expect(api.toggle.mock.calls).toEqual([[dear.sku, false], [best.sku, false], [best.sku, false]]);
    expect(screen.queryByRole('list', { name: 'Товары, которые не удалось изменить' })).toBeNull();
  });
});
