import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Refine, type CrudFilter, type DataProvider, type GetListParams } from '@refinedev/core';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { NoMotion } from '../../../tests/setup/antd-test';
import { ordersTexts } from '../texts';
import { commonTexts } from '../../../src/controls/common-texts';
import { createAppError } from '../../../providers/http/normalize-error';
import { StatusTabs } from './status-tabs';

vi.mock('../orders-services', () => ({ ORDERS_KEYS: { count: (...parts: unknown[]) => ['count', ...parts] } }));

setupTestI18n([commonTexts, ordersTexts]);

const notUsed = async (): Promise<never> => {
  throw new Error('not used');
};

/** The tabs count through the data provider's getList (the orders descriptor's call). */
function renderTabs(getList: (params: GetListParams) => Promise<{ data: never[]; total: number }>, filters: CrudFilter[] = []) {
  const provider = { getApiUrl: () => '', getList, getOne: notUsed, create: notUsed, update: notUsed, deleteOne: notUsed } as unknown as DataProvider;
  return render(
    <NoMotion>
      <Refine dataProvider={provider} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
        <StatusTabs filters={filters} setFilter={() => undefined} />
      </Refine>
    </NoMotion>,
  );
}

const statusOf = (params: GetListParams) => params.filters?.find((f) => 'field' in f && f.field === 'status');

describe('<StatusTabs> counts', () => {
  it("ask the orders list call for one row, with the list's filters and the tab's status in place of the list's", async () => {
    const getList = vi.fn(async (params: GetListParams) => ({ data: [] as never[], total: statusOf(params) ? 3 : 42 }));
    const period = { field: 'created_at', operator: 'between', value: ['2026-01-01T00:00:00.000Z', '2026-01-08T00:00:00.000Z'] } as const;
    renderTabs(getList, [{ field: 'status', operator: 'in', value: ['completed', 'canceled'] }, period]);
    await waitFor(() => expect(screen.getByTestId('tab-count-all')).toHaveTextContent('42'));
    await waitFor(() => expect(screen.getByTestId('tab-count-canceled')).toHaveTextContent('3'));
    expect(getList).toHaveBeenCalledTimes(8);
    for (const [params] of getList.mock.calls) {
      expect(params.resource).toBe('orders');
      expect(params.pagination).toMatchObject({ currentPage: 1, pageSize: 1 });
    }
    expect(getList.mock.calls.map(([p]) => p.filters)).toContainEqual([period]);
    expect(getList.mock.calls.map(([p]) => p.filters)).toContainEqual([period, { field: 'status', operator: 'in', value: ['waiting_confirmation'] }]);
  });

  it('failed counts show "—" and the reason with one "Повторить", not "…" for ever; the retry fills them', async () => {
    const getList = vi.fn(async (params: GetListParams) => {
      if (statusOf(params)) throw createAppError({ statusCode: 503, key: 'errors.server', message: 'service unavailable' });
      return { data: [] as never[], total: 42 };
    });
    renderTabs(getList);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось посчитать заказы по статусам');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    expect(screen.getByTestId('tab-count-all')).toHaveTextContent('42');
    expect(screen.getByTestId('tab-count-canceled')).toHaveTextContent('—');

    const calls = getList.mock.calls.length;
    getList.mockResolvedValue({ data: [], total: 7 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findAllByText('7')).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('tab-count-all')).toHaveTextContent('42');
    // Only the failed ones were asked again.
    expect(getList.mock.calls.length - calls).toBe(calls - 1);
  });
});
