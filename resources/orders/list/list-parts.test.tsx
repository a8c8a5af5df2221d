import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CrudFilter } from '@refinedev/core';
import type { ReactNode } from 'react';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { NoMotion } from '../../../tests/setup/antd-test';
import { ordersTexts } from '../texts';
import { dayjs } from '../../../src/format/dates';
import { formatMoney } from '../../../src/format/money';
import { menuPages } from '../../../src/shell/menu-pages';
import { periodOf, reportFileName } from './order-period';
import { ProfitCards } from './profit-cards';
import { ReportButtons } from './report-buttons';
import { uploadFeedTarget } from './upload-feed-link';

const api = vi.hoisted(() => ({ profit: vi.fn(), report: vi.fn() }));
const toasts = vi.hoisted(() => ({ open: vi.fn(), close: vi.fn() }));
vi.mock('../orders-services', () => ({ ordersApi: api, ORDERS_KEYS: { profit: (f: string, t: string) => ['profit', f, t] } }));
vi.mock('@refinedev/core', async (original) => ({ ...(await original<typeof import('@refinedev/core')>()), useNotification: () => toasts }));

setupTestI18n([ordersTexts]);

// Local days, as the period filter holds them: from the start of the 14th to the 21st.
const FROM = dayjs('2026-11-14T00:00:00').toISOString();
const TO = dayjs('2026-11-21T15:30:00').toISOString();
const withPeriod: CrudFilter[] = [
  { field: 'status', operator: 'in', value: ['canceled'] },
  { field: 'created_at', operator: 'between', value: [FROM, TO] },
];
// Testing Library collapses the thin spaces of money into plain ones.
const money = (value: number) => formatMoney(value).replace(/\s+/g, ' ');
const noPeriod: CrudFilter[] = [{ field: 'status', operator: 'in', value: ['canceled'] }];

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NoMotion>{node}</NoMotion>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.profit.mockReset();
  api.report.mockReset();
  toasts.open.mockReset();
  toasts.close.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('the period of the list', () => {
  it('is the created_at range, or nothing when it is cleared', () => {
    expect(periodOf(withPeriod)).toEqual({ from: FROM, to: TO });
    expect(periodOf(noPeriod)).toBeUndefined();
    expect(periodOf([{ field: 'created_at', operator: 'between', value: undefined }])).toBeUndefined();
  });

  it('names the report file by kind and local days', () => {
    expect(reportFileName('delivered', { from: FROM, to: TO })).toBe('orders-delivered-2026-11-14_2026-11-21.csv');
  });
});

describe('<ProfitCards>', () => {
  it('asks for the profit of the filters’ period and shows both sums', async () => {
    api.profit.mockResolvedValue({ profit_sum: 8_876_269, expected_sum: 98_219_073 });
    wrap(<ProfitCards filters={withPeriod} />);
    expect(await screen.findByText(money(98_219_073))).toBeInTheDocument();
    expect(screen.getByText(money(8_876_269))).toBeInTheDocument();
    expect(api.profit).toHaveBeenCalledWith(FROM, TO);
    expect(screen.getByText('Ожидается по активным заказам')).toBeInTheDocument();
    expect(screen.getByText('Доход по выполненным заказам')).toBeInTheDocument();
  });

  it('asks nothing without a period', () => {
    wrap(<ProfitCards filters={noPeriod} />);
    expect(screen.getAllByText('Выберите период')).toHaveLength(1);
    expect(api.profit).not.toHaveBeenCalled();
  });

  it('a failure shows a notice with a retry that asks again', async () => {
    api.profit.mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce({ profit_sum: 1, expected_sum: 2 });
    wrap(<ProfitCards filters={withPeriod} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(api.profit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText(/Не удалось загрузить доход/)).toBeNull());
  });
});

describe('<ReportButtons>', () => {
  it('refuses without a period: the spec’s toast, no call', () => {
    wrap(<ReportButtons filters={noPeriod} />);
    fireEvent.click(screen.getByRole('button', { name: 'Отчёт: доставленные' }));
    expect(api.report).not.toHaveBeenCalled();
    expect(toasts.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', message: 'Выберите период, чтобы скачать отчёт' }));
  });

  it('downloads the report of the period under a file name with the kind and the days', async () => {
    api.report.mockResolvedValue(new Blob(['order_id,status\n'], { type: 'text/csv' }));
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    wrap(<ReportButtons filters={withPeriod} />);
    fireEvent.click(screen.getByRole('button', { name: 'Отчёт: отменённые' }));
    await waitFor(() => expect(names).toEqual(['orders-canceled-2026-11-14_2026-11-21.csv']));
    expect(api.report).toHaveBeenCalledWith({ type: 'canceled', from: FROM, to: TO, withPayment: true });
    expect(toasts.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'progress', message: 'Формируем отчёт…' }));
  });

  it('a failed report ends the pending toast with an error', async () => {
    api.report.mockRejectedValue(new Error('500'));
    wrap(<ReportButtons filters={withPeriod} />);
    fireEvent.click(screen.getByRole('button', { name: 'Отчёт: доставленные' }));
    await waitFor(() => expect(toasts.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', message: 'Не удалось сформировать отчёт. Попробуйте ещё раз' })));
    expect(toasts.close).toHaveBeenCalled();
  });
});

describe('the upload link', () => {
  it('leads to the help article while the upload page is not built, to the page once it is', () => {
    expect(uploadFeedTarget(menuPages.map((p) => ({ ...p, available: false }))).to).toBe('/faq/load-price-list');
    expect(uploadFeedTarget(menuPages.map((p) => ({ ...p, available: true }))).to).toBe('/products/upload/manual');
  });
});
