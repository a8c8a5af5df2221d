import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { QueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { EnrolledProduct, OldInstallment } from '../installments-api';
import { session } from '../../../providers/session';
import { enrolledProducts, oldInstallments } from '.';
import { oldInstallmentsTexts } from './texts';
import { NoMotion } from '../../../tests/setup/antd-test';
import { createMemoryProvider } from '../../../tests/setup/engine-harness';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { useNotificationProvider } from '../../../src/shell/notification-provider';
import type { AnyResource } from '../../../src/engine/descriptor';
import { rightsQueryKey } from '../../../src/engine/rights-call';
import { commonTexts } from '../../../src/controls/common-texts';
import { ENROLLED_ROUTE, OLD_ROUTE } from '../routes';
import EnrolledProducts from './enrolled-products';
import RunningPromotions from './running-promotions';

const api = vi.hoisted(() => ({ categories: vi.fn(async () => ({ categories: [] })) }));
vi.mock('../installments-services', async (original) => {
  const real = await original<typeof import('../installments-services')>();
  return { ...real, installmentsApi: { ...real.installmentsApi, ...api } };
});

setupTestI18n([commonTexts, oldInstallmentsTexts]);

const REASON = 'Недостаточно прав: управление рассрочкой';
const period = { start_at: '2026-11-01T00:00:00Z', end_at: '2026-12-31T00:00:00Z' };
const promotion: OldInstallment = { id: 5, title: { ru: 'Рассрочка 0-0-12' }, ...period, duration: 12, min_product_price: 10000, max_product_price: 500000, commission: 500, categories: [] };
const enrolled: EnrolledProduct = {
  sku: 'SKU-1', image_url: '/f3/api/v1/files/tv-1.svg', title: { ru: 'Телевизор' }, category: { slug: 'tv', title: { ru: 'Телевизоры' } },
  installment: { id: 5, title: { ru: 'Рассрочка 0-0-12' }, ...period }, price: { current: 100000 },
  commissions: { category: { value: 1000, rate: 100 }, installment: { value: 5000, rate: 500 }, total: { value: 6000, rate: 600 } },
};

/** A screen of the old programme with the signed-in employee's rights as the service answered them. */
function setup(url: string, rights: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  session.set({ mid: 'm-1', tdid: 't-1', merchant_access_token: 'token' });
  client.setQueryData(rightsQueryKey('m-1', 't-1'), rights);
  const memory = createMemoryProvider({ 'old-installments': [promotion] as never, 'enrolled-products': [enrolled] as never });
  render(
    <NoMotion>
      <App>
        <MemoryRouter initialEntries={[url]}>
          <Refine
            dataProvider={memory.provider}
            routerProvider={routerProvider}
            notificationProvider={useNotificationProvider}
            resources={[{ name: 'old-installments', list: OLD_ROUTE }, { name: 'enrolled-products', list: ENROLLED_ROUTE }]}
            options={{ disableTelemetry: true, reactQuery: { clientConfig: client } }}
          >
            <Routes>
              <Route path={OLD_ROUTE} element={<RunningPromotions resource={oldInstallments as unknown as AnyResource} />} />
              <Route path={ENROLLED_ROUTE} element={<EnrolledProducts resource={enrolledProducts as unknown as AnyResource} />} />
            </Routes>
          </Refine>
        </MemoryRouter>
      </App>
    </NoMotion>,
  );
}

afterEach(() => session.clear());

describe('the old programme and installments.manage', () => {
  it('without it (an operator): "participate" stays on the card, disabled, with the reason', async () => {
    setup(OLD_ROUTE, ['orders.decide']);
    const card = await screen.findByTestId('old-installment-card');
    const participate = within(card).getByRole('button', { name: 'Участвовать в акции «Рассрочка 0-0-12»' });
    expect(participate).toBeDisabled();
    expect(within(card).getByText(REASON)).toBeInTheDocument();
  });

  it('with it: "participate" is a live link to the add-products page', async () => {
    setup(OLD_ROUTE, ['installments.manage']);
    const card = await screen.findByTestId('old-installment-card');
    const participate = within(card).getByRole('link', { name: 'Участвовать в акции «Рассрочка 0-0-12»' });
    expect(participate).toHaveAttribute('href', `${OLD_ROUTE}/5`);
    expect(screen.queryByText(REASON)).toBeNull();
  });

  it('without it: leaving a promotion ("remove") is disabled with the reason even with a product selected', async () => {
    setup(ENROLLED_ROUTE, ['orders.decide']);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Телевизор' }));
    expect(screen.getByRole('button', { name: 'Убрать из акции' })).toBeDisabled();
    expect(screen.getByText(REASON)).toBeInTheDocument();
  });

  it('with it: "remove" is live once a product is selected', async () => {
    setup(ENROLLED_ROUTE, ['installments.manage']);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Телевизор' }));
    expect(screen.getByRole('button', { name: 'Убрать из акции' })).toBeEnabled();
  });
});

describe('the products tab (spec 3 §3 Product in promotion)', () => {
  it('shows each product’s picture and its commission for the category, for the installment, and in all', async () => {
    setup(ENROLLED_ROUTE, ['installments.manage']);
    const row = (await screen.findByRole('checkbox', { name: 'Телевизор' })).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Фото «Телевизор»' })).toHaveAttribute('src', expect.stringContaining('tv-1.svg'));
    const text = (row.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain('За категорию: 1 000 ₸ (1 %)');
    expect(text).toContain('За рассрочку: 5 000 ₸ (5 %)');
    expect(text).toContain('Итого: 6 000 ₸ (6 %)');
  });

  it('is titled by its own programme, not by the new one’s name', async () => {
    setup(ENROLLED_ROUTE, ['installments.manage']);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Рассрочка: акции');
  });
});
