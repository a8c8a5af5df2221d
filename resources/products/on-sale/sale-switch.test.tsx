import { describe, expect, it, vi, beforeEach } from 'vitest';
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
import { undoTexts } from '../../../src/engine/undo/texts';
import { SaleStatus, SaleSwitch } from './sale-switch';
import { settlePatches } from './row-patches';

const api = vi.hoisted(() => ({ toggle: vi.fn() }));
const track = vi.hoisted(() => vi.fn());
vi.mock('../products-services', async (original) => ({ ...(await original<typeof import('../products-services')>()), productsApi: api }));
vi.mock('../../../providers/analytics', async (original) => ({ ...(await original<typeof import('../../../providers/analytics')>()), trackEvent: track }));

setupTestI18n([commonTexts, productsTexts, undoTexts]);

const [first, second] = productsOnSaleOf('m-1001', 'small').filter((p) => p.is_enabled) as unknown as ProductOnSale[];
const off = productsOnSaleOf('m-1001', 'small').find((p) => !p.is_enabled) as unknown as ProductOnSale;

function setup(products = [first, second]) {
  const memory = createMemoryProvider({ products: [] });
  render(
    <NoMotion>
      <App>
        <Refine dataProvider={memory.provider} notificationProvider={useNotificationProvider} resources={[{ name: 'products' }]} options={{ disableTelemetry: true }}>
          {products.map((p) => (
            <div key={p.sku}>
              <SaleSwitch product={p} />
              <span data-testid={`status-${p.sku}`}>
                <SaleStatus product={p} />
              </span>
            </div>
          ))}
        </Refine>
      </App>
    </NoMotion>,
  );
}

const switchOf = (p: ProductOnSale) => screen.getByRole('switch', { name: `Продавать «${p.title.ru}»` });

beforeEach(() => {
  api.toggle.mockReset();
  track.mockReset();
});

describe('the on-sale switch (spec 3 §4, §8)', () => {
  it('moves at once, and back with the failure toast when the call fails', async () => {
    let fail: (e: unknown) => void = () => undefined;
    api.toggle.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    setup();
    fireEvent.click(switchOf(first));
    expect(switchOf(first)).not.toBeChecked();
    expect(screen.getByTestId(`status-${first.sku}`)).toHaveTextContent('Снят с продажи');
    // A second click while the call runs sends nothing.
    fireEvent.click(switchOf(first));
    expect(api.toggle).toHaveBeenCalledTimes(1);
    fail(createAppError({ statusCode: 503, key: 'errors.server', message: 'disable: product service is unavailable', serverMessage: 'disable: product service is unavailable' }));
    await waitFor(() => expect(switchOf(first)).toBeChecked());
    expect(screen.getByTestId(`status-${first.sku}`)).toHaveTextContent('В продаже');
    expect(await screen.findByText(/Не удалось изменить статус товара .*Сервис временно недоступен/)).toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
  });

  it('quick changes on two rows never undo each other; each sends its event', async () => {
    const pending: Array<() => void> = [];
    api.toggle.mockImplementation(() => new Promise<void>((resolve) => pending.push(resolve)));
    setup();
    fireEvent.click(switchOf(first));
    fireEvent.click(switchOf(second));
    expect(api.toggle.mock.calls).toEqual([[first.sku, false], [second.sku, false]]);
    pending[1]();
    await waitFor(() => expect(track).toHaveBeenCalledWith('sku_change_status_sale_cancel', { sku: second.sku }));
    expect(switchOf(first)).not.toBeChecked();
    pending[0]();
    await waitFor(() => expect(track).toHaveBeenCalledTimes(2));
    expect(switchOf(first)).not.toBeChecked();
    expect(switchOf(second)).not.toBeChecked();
  });

  it('switching on sends enable with the sku, the success toast and the for-sale event', async () => {
    api.toggle.mockResolvedValue({ sku: off.sku, is_enabled: true });
    setup([off]);
    expect(switchOf(off)).not.toBeChecked();
    fireEvent.click(switchOf(off));
    expect(switchOf(off)).toBeChecked();
    expect(api.toggle.mock.calls).toEqual([[off.sku, true]]);
    expect(await screen.findByText(`Товар «${off.title.ru}» выставлен на продажу`)).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('sku_change_status_for_sale', { sku: off.sku });
    expect(screen.getByTestId(`status-${off.sku}`)).toHaveTextContent('В продаже');
  });
});

describe('taking a product off sale can be undone (issue 33)', () => {
  beforeEach(() => settlePatches()); // the rows as the list gives them (enabled), not as earlier tests left them
  it('"Отменить" sends enable, and the switch is on again', async () => {
    api.toggle.mockResolvedValue({});
    setup([first]);
    fireEvent.click(switchOf(first));
    const undo = await screen.findByRole('button', { name: `Отменить: Товар «${first.title.ru}» снят с продажи` });
    fireEvent.click(undo);
    await waitFor(() => expect(switchOf(first)).toBeChecked());
    expect(api.toggle.mock.calls).toEqual([
      [first.sku, false],
      [first.sku, true],
    ]);
  });

  it('an undo that fails says so, and the switch shows the real state (off)', async () => {
    api.toggle.mockResolvedValueOnce({}).mockRejectedValueOnce(createAppError({ statusCode: 503, key: 'errors.unavailable', message: 'down', serverMessage: 'down' }));
    setup([first]);
    fireEvent.click(switchOf(first));
    fireEvent.click(await screen.findByRole('button', { name: /^Отменить: / }));
    expect(await screen.findByText(/^Не удалось отменить: /)).toBeInTheDocument();
    expect(switchOf(first)).not.toBeChecked();
    expect(screen.getByTestId(`status-${first.sku}`)).toHaveTextContent('Снят с продажи');
  });
});
