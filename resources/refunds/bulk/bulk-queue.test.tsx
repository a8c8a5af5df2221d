import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { session } from '../../../providers/session';
import { rightsQueryKey } from '../../../src/engine/rights-call';
import { createAppError } from '../../../providers/http/normalize-error';
import type { CountByParams } from '../../../providers/count-by';
import type { RefundProduct, RefundRequest, RefundStatus } from '../refunds-api';
import { refundsTexts } from '../texts';
import { commonTexts } from '../../../src/controls/common-texts';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { useNotificationProvider } from '../../../src/shell/notification-provider';
import { RefundsBulkControls } from './bulk-controls';
import { RefundsQueueBlock } from './queue-block';
import { endBulk } from './bulk-store';

const api = vi.hoisted(() => ({ changeStatus: vi.fn(), requestCourier: vi.fn() }));
vi.mock('../refunds-services', async (original) => ({ ...(await original<typeof import('../refunds-services')>()), refundsApi: api }));

setupTestI18n([commonTexts, refundsTexts]);

const unused = async (): Promise<never> => {
  throw new Error('not used');
};
const countBy = vi.fn(async ({ values }: CountByParams) => ({ total: 40, byValue: Object.fromEntries(values.map((v, i) => [v, i + 1])) }));
const provider = { getApiUrl: () => '', getList: async () => ({ data: [], total: 0 }), getOne: unused, create: unused, update: unused, deleteOne: unused, countBy } as unknown as DataProvider;

function inApp(ui: ReactNode, rights: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(rightsQueryKey('m-1', 't-1'), rights);
  client.setQueryData(['pickup-points'], []);
  return (
    <MemoryRouter>
      <NoMotion>
        <App>
          <Refine dataProvider={provider} notificationProvider={useNotificationProvider} options={{ disableTelemetry: true }}>
            <QueryClientProvider client={client}>{ui}</QueryClientProvider>
          </Refine>
        </App>
      </NoMotion>
    </MemoryRouter>
  );
}

const product = (uuid: string, status: RefundStatus): RefundProduct => ({
  uuid, status, images: [], sku: `SKU-${uuid}`, name: `Товар ${uuid}`, reason: 'Брак', comment: '', end_at: '2030-01-01T00:00:00Z', total_price: 1000,
});
const request = (n: number, ...products: RefundProduct[]): RefundRequest => ({
  request_id: 30000 + n, request_uuid: `req-${n}`, merchant_order_id: 'm', order_id: `60${n}`, quantity: products.length, created_at: '2026-11-01T00:00:00Z',
  client_name: 'Айгерим', client_phone: '77010000001', dividable: true, pickup_point_id: null, is_delivery_requested: false, products,
});
const fresh = [1, 2, 3].map((n) => request(n, product(`p${n}`, 'created')));

beforeEach(() => {
  session.set({ mid: 'm-1', tdid: 't-1', merchant_access_token: 'token' });
  api.changeStatus.mockReset();
  api.requestCourier.mockReset();
});
afterEach(() => {
  endBulk();
  session.clear();
});

describe('the refunds bulk bar', () => {
  it('offers what every selected request allows, live with refunds.decide', () => {
    render(inApp(<RefundsBulkControls records={fresh} done={() => undefined} />, ['refunds.decide']));
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Принять без курьера (3)', 'Принять с курьером (3)']);
    for (const b of buttons) expect(b).toBeEnabled();
    expect(screen.queryByText(/Недостаточно прав/)).toBeNull();
  });

  it('without refunds.decide: the same buttons, disabled, with the reason; clicking opens nothing', () => {
    render(inApp(<><RefundsBulkControls records={fresh} done={() => undefined} /><RefundsQueueBlock filters={[]} /></>, ['orders.decide']));
    const accept = screen.getByRole('button', { name: 'Принять без курьера (3)' });
    expect(accept).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Принять с курьером (3)' })).toBeDisabled();
    expect(screen.getAllByText('Недостаточно прав: решения по возвратам')).toHaveLength(2);
    fireEvent.click(accept);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a selection with nothing in common says so', () => {
    render(inApp(<RefundsBulkControls records={[fresh[0], request(9, product('x', 'in_progress'))]} done={() => undefined} />, ['refunds.decide']));
    expect(screen.getByText('У выбранных заявок нет общего действия')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a bulk accept', () => {
  it('runs each request once, lists a failure with the catalogue’s text, and retries the failed one alone', async () => {
    const done = vi.fn();
    let refuseSecond = true;
    api.changeStatus.mockImplementation(async (uuid: string) => {
      if (uuid === 'req-2' && refuseSecond) {
        refuseSecond = false;
        throw createAppError({ statusCode: 400, key: 'refund_transition_not_allowed', message: 'status change from finished to delivery_to_partner is not allowed', serverMessage: 'x' });
      }
      return fresh.find((q) => q.request_uuid === uuid);
    });
    render(inApp(<><RefundsQueueBlock filters={[]} /><RefundsBulkControls records={fresh} done={done} /></>, ['refunds.decide']));
    // The tabs: all and the five groups, counted.
    await waitFor(() => expect(screen.getByTestId('tab-count-all')).toHaveTextContent('40'));
    expect(screen.getByTestId('tab-count-needs_confirmation')).toHaveTextContent('1');
    expect(countBy).toHaveBeenCalledWith(expect.objectContaining({ resource: 'refunds', field: 'status', values: ['needs_confirmation', 'delivery', 'seller_check', 'moderation', 'finished'] }));

    fireEvent.click(screen.getByRole('button', { name: 'Принять без курьера (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Принять без курьера: 3' });
    expect(dialog).toHaveTextContent('Заявки: №30001, №30002, №30003');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Принять заявки: 3' }));

    const result = await screen.findByTestId('bulk-result');
    await waitFor(() => expect(result).toHaveTextContent('Принято заявок: 2'));
    expect(done).toHaveBeenCalledTimes(1);
    expect(within(result).getByRole('list', { name: 'Заявки, которые не удалось изменить' })).toHaveTextContent('№30002: Заявка уже изменилась: показываем её актуальный статус и действия');
    expect(api.changeStatus.mock.calls.map((c) => c.slice(0, 2))).toEqual([
      ['req-1', [{ uuid: 'p1', status: 'delivery_to_partner' }]],
      ['req-2', [{ uuid: 'p2', status: 'delivery_to_partner' }]],
      ['req-3', [{ uuid: 'p3', status: 'delivery_to_partner' }]],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Повторить неудавшиеся (1)' }));
    await waitFor(() => expect(screen.getByTestId('bulk-result')).toHaveTextContent('Принято заявок: 1'));
    expect(api.changeStatus.mock.calls.slice(3).map((c) => c[0])).toEqual(['req-2']);
    expect(screen.queryByRole('button', { name: /Повторить неудавшиеся/ })).toBeNull();
    expect(api.requestCourier).not.toHaveBeenCalled();
  });
});
