import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { App } from 'antd';
import { createAppError } from '../../../providers/http/normalize-error';
import { productsTexts } from '../texts';
import type { ProductOnSale } from '../types';
import { productsOnSaleOf } from '../../../sandbox/seed/products';
import { NoMotion } from '../../../tests/setup/antd-test';
import { createMemoryProvider } from '../../../tests/setup/engine-harness';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { useNotificationProvider } from '../../../src/shell/notification-provider';
import { commonTexts } from '../../../src/controls/common-texts';
import { PriceEditor } from './price-editor';
import { rowPatch } from './row-patches';

const api = vi.hoisted(() => ({ setPrice: vi.fn() }));
const track = vi.hoisted(() => vi.fn());
vi.mock('../products-services', async (original) => ({ ...(await original<typeof import('../products-services')>()), productsApi: api }));
vi.mock('../../../providers/analytics', async (original) => ({ ...(await original<typeof import('../../../providers/analytics')>()), trackEvent: track }));

setupTestI18n([commonTexts, productsTexts]);

const product = productsOnSaleOf('m-1001', 'small').find((p) => p.price.current > 1000) as unknown as ProductOnSale;
const current = product.price.current;

function setup(initial = current) {
  const onClose = vi.fn();
  render(
    <NoMotion>
      <App>
        <Refine dataProvider={createMemoryProvider({ products: [] }).provider} notificationProvider={useNotificationProvider} resources={[{ name: 'products' }]} options={{ disableTelemetry: true }}>
          <PriceEditor product={product} initial={initial} onClose={onClose} />
        </Refine>
      </App>
    </NoMotion>,
  );
  return { onClose, input: screen.getByRole('textbox', { name: `Новая цена товара «${product.title.ru}»` }), save: screen.getByRole('button', { name: 'Сохранить' }) };
}

beforeEach(() => {
  api.setPrice.mockReset();
  track.mockReset();
});

describe('the price editor (spec 3 §5)', () => {
  it('keeps digits only; below 101 the tooltip and no submit', async () => {
    const { input, save, onClose } = setup();
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: '1a0-0' } });
    expect(input).toHaveValue('100');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Цена не может быть меньше 101\s₸$/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    fireEvent.submit(input.closest('form')!);
    expect(api.setPrice).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '101' } });
    expect(save).toBeEnabled();
  });

  it('an unchanged price just closes; Esc and the cancel link close', () => {
    const first = setup();
    fireEvent.click(first.save);
    expect(first.onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(first.input, { key: 'Escape' });
    expect(first.onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(first.onClose).toHaveBeenCalledTimes(3);
    expect(api.setPrice).not.toHaveBeenCalled();
  });

  it('above 100 000 000 (the service’s bound): every digit stays, the tooltip says the limit, nothing is sent', async () => {
    const { input, save } = setup();
    fireEvent.change(input, { target: { value: '99999999999' } });
    expect(input).toHaveValue('99999999999');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Цена не может быть больше 100 000 000 ₸');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    fireEvent.submit(input.closest('form')!);
    expect(api.setPrice).not.toHaveBeenCalled();
  });

  it('a refused save keeps the typed price and says why in the user’s language (never the server’s sentence); a later one sends the integer, patches the row and tracks', async () => {
    api.setPrice.mockRejectedValueOnce(createAppError({ statusCode: 400, key: 'price_too_high', message: 'price must be at most 100000000', serverMessage: 'price must be at most 100000000' }));
    const { input, save, onClose } = setup(current - 1);
    expect(input).toHaveValue(String(current - 1));
    fireEvent.change(input, { target: { value: '12 345 ₸' } });
    fireEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Цена не сохранена: Цена не может быть больше 100 000 000 ₸');
    expect(screen.queryByText(/price must be at most/)).toBeNull();
    expect(input).toHaveValue('12345');
    expect(onClose).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();

    api.setPrice.mockResolvedValueOnce(undefined);
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.setPrice.mock.calls).toEqual([[product.sku, 12345], [product.sku, 12345]]);
    expect(track).toHaveBeenCalledWith('sku_change_price', { sku: product.sku, price: 12345 });
    expect(rowPatch(product.sku)?.price?.current).toBe(12345);
    expect(await screen.findByText(/Цена товара .* изменена: 12\s345\s₸/)).toBeInTheDocument();
  });
});
