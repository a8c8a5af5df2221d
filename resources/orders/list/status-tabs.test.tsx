import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Refine, type CrudFilter, type DataProvider } from '@refinedev/core';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { NoMotion } from '../../../tests/setup/antd-test';
import { ordersTexts } from '../texts';
import { commonTexts } from '../../../src/controls/common-texts';
import { createAppError } from '../../../providers/http/normalize-error';
import { StatusTabs } from './status-tabs';
import { STATUS_GROUPS } from '../rules/status-groups';
import type { CountByAnswer, CountByParams } from '../../../providers/count-by';

vi.mock('../orders-services', () => ({ ORDERS_KEYS: { counts: (...parts: unknown[]) => ['counts', ...parts] } }));

setupTestI18n([commonTexts, ordersTexts]);

const notUsed = async (): Promise<never> => {
  throw new Error('not used');
};

/** The tabs count through the data provider's countBy (providers/count-by.ts). */
function renderTabs(countBy: (params: CountByParams) => Promise<CountByAnswer>, filters: CrudFilter[] = []) {
  const provider = { getApiUrl: () => '', getList: notUsed, getOne: notUsed, create: notUsed, update: notUsed, deleteOne: notUsed, countBy } as unknown as DataProvider;
  return render(
    <NoMotion>
      <Refine dataProvider={provider} options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}>
        <StatusTabs filters={filters} setFilter={() => undefined} />
      </Refine>
    </NoMotion>,
  );
}

const byValue = (n: number) => Object.fromEntries(STATUS_GROUPS.map((s) => [s, n]));

describe('<StatusTabs> counts', () => {
  it("ask countBy once for every status group, with the list's filters other than the status", async () => {
    const countBy = vi.fn(async () => ({ total: 42, byValue: { ...byValue(1), canceled: 3 } }));
    const period = { field: 'created_at', operator: 'between', value: ['2026-01-01T00:00:00.000Z', '2026-01-08T00:00:00.000Z'] } as const;
    renderTabs(countBy, [{ field: 'status', operator: 'in', value: ['completed', 'canceled'] }, period]);
    await waitFor(() => expect(screen.getByTestId('tab-count-all')).toHaveTextContent('42'));
    expect(screen.getByTestId('tab-count-canceled')).toHaveTextContent('3');
    expect(screen.getByTestId('tab-count-completed')).toHaveTextContent('1');
    expect(countBy).toHaveBeenCalledTimes(1);
    expect(countBy).toHaveBeenCalledWith(expect.objectContaining({ resource: 'orders', field: 'status', values: STATUS_GROUPS, filters: [period] }));
  });

  it('failed counts show "—" and the reason with one "Повторить", not "…" for ever; the retry fills them', async () => {
    const countBy = vi.fn(async (): Promise<CountByAnswer> => {
      throw createAppError({ statusCode: 503, key: 'errors.server', message: 'service unavailable' });
    });
    renderTabs(countBy);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось посчитать заказы по статусам');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    expect(screen.getByTestId('tab-count-all')).toHaveTextContent('—');
    expect(screen.getByTestId('tab-count-canceled')).toHaveTextContent('—');

    countBy.mockResolvedValue({ total: 49, byValue: byValue(7) });
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByTestId('tab-count-all')).toHaveTextContent('49'));
    expect(screen.getByTestId('tab-count-canceled')).toHaveTextContent('7');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
