import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { session } from '../../../providers/session';
import { rightsQueryKey } from '../../../src/engine/rights-call';
import type { RefundProduct, RefundRequest, RefundStatus } from '../refunds-api';
import { createAppError } from '../../../providers/http/normalize-error';
import { refundsTexts } from '../texts';
import { REFUNDS_LIST_KEY } from '../refunds-services';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { useNotificationProvider } from '../../../src/shell/notification-provider';
import { RefundActions } from './refund-actions';

const api = vi.hoisted(() => ({ changeStatus: vi.fn(), requestCourier: vi.fn() }));
vi.mock('../refunds-services', async (original) => ({ ...(await original<typeof import('../refunds-services')>()), refundsApi: api }));

setupTestI18n([refundsTexts]);

const unused = async (): Promise<never> => {
  throw new Error('not used');
};
const provider: DataProvider = { getApiUrl: () => '', getList: async () => ({ data: [], total: 0 }), getOne: unused, create: unused, update: unused, deleteOne: unused };

/** `rights`: the service's answer seeded in the cache (the signed-in employee's), or none (rights unknown: all live). */
function inApp(ui: ReactNode, rights?: string[], client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  if (rights) client.setQueryData(rightsQueryKey('m-1', 't-1'), rights);
  const inner = <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
  return (
    <NoMotion>
      <App>
        <Refine dataProvider={provider} notificationProvider={useNotificationProvider} options={{ disableTelemetry: true }}>
          {inner}
        </Refine>
      </App>
    </NoMotion>
  );
}

const product = (uuid: string, status: RefundStatus): RefundProduct => ({
  uuid, status, images: [], sku: `SKU-${uuid}`, name: `Товар ${uuid}`, reason: 'Брак', comment: '', end_at: '2030-01-01T00:00:00Z', total_price: 1000,
});
const request = (products: RefundProduct[]): RefundRequest => ({
  request_id: 30001, request_uuid: 'req-1', merchant_order_id: 'm', order_id: '600', quantity: products.length, created_at: '2026-11-01T00:00:00Z',
  client_name: 'Айгерим', client_phone: '77010000001', dividable: true, pickup_point_id: null, is_delivery_requested: false, products,
});
const toast = (text: string) => screen.findByText(text, { selector: '.ant-notification-notice-message, .ant-notification-notice-message *' });

beforeEach(() => {
  api.changeStatus.mockReset();
  api.requestCourier.mockReset();
});
afterEach(() => session.clear());

describe('refund actions on a product', () => {
  it.each([
    ['created', ['Принять с курьером', 'Принять без курьера', 'Отклонить заявку']],
    ['delivery_to_partner', ['Подтвердить получение']],
    ['in_progress', ['Одобрить возврат', 'Отклонить возврат']],
    ['finished', []],
    ['on_moderation_req', []],
  ] as const)('%s offers %j', (status, names) => {
    const q = request([product('a', status)]);
    render(inApp(<RefundActions request={q} product={q.products[0]} />));
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(names);
  });

  it('a double click sends one request; success shows its toast', async () => {
    const q = request([product('a', 'in_progress')]);
    let answer: (value: RefundRequest) => void = () => undefined;
    api.changeStatus.mockReturnValue(new Promise<RefundRequest>((resolve) => (answer = resolve)));
    render(inApp(<RefundActions request={q} product={q.products[0]} />));
    const approve = screen.getByRole('button', { name: 'Одобрить возврат' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    expect(api.changeStatus).toHaveBeenCalledTimes(1);
    expect(api.changeStatus).toHaveBeenCalledWith('req-1', [{ uuid: 'a', status: 'finished' }]);
    answer({ ...q, products: [{ ...q.products[0], status: 'finished' }] });
    expect(await toast('Возврат по заявке №30001 подтверждён')).toBeTruthy();
  });

  it('a refusal nobody catalogued: the action’s own text; the server’s words only as the secondary line', async () => {
    const q = request([product('a', 'delivery_to_partner')]);
    const message = 'the refunds service refuses this for a reason of its own';
    api.changeStatus.mockRejectedValue(createAppError({ statusCode: 400, key: 'errors.bad_request', message, serverMessage: message }));
    render(inApp(<RefundActions request={q} product={q.products[0]} />));
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить получение' }));
    expect(await toast('Не удалось изменить заявку')).toBeTruthy();
    expect(screen.getByText(message, { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Подтвердить получение' })).toBeEnabled();
  });

  it.each(['ru', 'kz', 'en'] as const)('a move the request no longer allows (changed behind the app’s back), %s: the “already changed” text, and the list is read again', async (lng) => {
    const i18n = setupTestI18n([refundsTexts], lng);
    try {
      const q = request([product('a', 'delivery_to_partner')]);
      const message = 'status change from finished to in_progress is not allowed';
      api.changeStatus.mockRejectedValue(createAppError({ statusCode: 400, key: 'refund_transition_not_allowed', message, serverMessage: message }));
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const listKey = [...REFUNDS_LIST_KEY, { pagination: { currentPage: 1 } }];
      client.setQueryData(listKey, { data: [q], total: 1 });
      render(inApp(<RefundActions request={q} product={q.products[0]} />, undefined, client));
      fireEvent.click(screen.getByRole('button', { name: i18n.t('refunds.actions.receive') }));
      expect(await toast(i18n.t('refunds.errors.alreadyChanged'))).toBeTruthy();
      expect(screen.queryByText(message)).toBeNull();
      await waitFor(() => expect(client.getQueryState(listKey)?.isInvalidated).toBe(true));
    } finally {
      setupTestI18n([refundsTexts], 'ru');
    }
  });

  it('a rejection asks for a reason before it sends anything; the reason goes with each product', async () => {
    const q = request([product('a', 'created'), product('b', 'created'), product('c', 'finished')]);
    api.changeStatus.mockResolvedValue(q);
    render(inApp(<RefundActions request={q} />));
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить заявку (2 тов.)' }));
    const ok = await screen.findByRole('button', { name: 'Отклонить' });
    fireEvent.click(ok);
    expect(await screen.findByText('Укажите причину')).toBeTruthy();
    expect(api.changeStatus).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Причина отказа'), { target: { value: 'На фото другой товар' } });
    fireEvent.click(ok);
    await waitFor(() =>
      expect(api.changeStatus).toHaveBeenCalledWith('req-1', [
        { uuid: 'a', status: 'on_moderation_req', reason: 'На фото другой товар' },
        { uuid: 'b', status: 'on_moderation_req', reason: 'На фото другой товар' },
      ]),
    );
  });
});

describe('refund decisions need refunds.decide', () => {
  const signedIn = () => session.set({ mid: 'm-1', tdid: 't-1', merchant_access_token: 'token' });

  it('without it (an operator): every move and the courier request stay in place, disabled, with the reason; nothing is sent', () => {
    signedIn();
    const q = request([product('a', 'created'), product('b', 'delivery_to_partner'), product('c', 'in_progress')]);
    render(inApp(<RefundActions request={q} />, ['orders.decide']));
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Принять с курьером (1 тов.)', 'Принять без курьера (1 тов.)', 'Отклонить заявку (1 тов.)', 'Подтвердить получение (1 тов.)', 'Одобрить возврат (1 тов.)', 'Отклонить возврат (1 тов.)', 'Вызвать курьера',
    ]);
    for (const b of buttons) expect(b).toBeDisabled();
    expect(screen.getAllByText('Недостаточно прав: решения по возвратам')).toHaveLength(buttons.length);
    fireEvent.click(screen.getByRole('button', { name: 'Одобрить возврат (1 тов.)' }));
    expect(api.changeStatus).not.toHaveBeenCalled();
  });

  it("a product's own actions (the expanded row) too", () => {
    signedIn();
    const q = request([product('a', 'delivery_to_partner')]);
    render(inApp(<RefundActions request={q} product={q.products[0]} />, ['installments.manage', 'documents.manage']));
    expect(screen.getByRole('button', { name: 'Подтвердить получение' })).toBeDisabled();
    expect(screen.getByText('Недостаточно прав: решения по возвратам')).toBeInTheDocument();
  });

  it('with it: live, no reason', () => {
    signedIn();
    const q = request([product('a', 'in_progress')]);
    render(inApp(<RefundActions request={q} product={q.products[0]} />, ['refunds.decide']));
    expect(screen.getByRole('button', { name: 'Одобрить возврат' })).toBeEnabled();
    expect(screen.queryByText(/Недостаточно прав/)).toBeNull();
  });
});
