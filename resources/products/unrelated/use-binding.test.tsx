import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { App } from 'antd';
import { createAppError } from '../../../providers/http/normalize-error';
import { unrelatedTexts } from '../texts';
import type { UnrelatedRow } from '../types';
import { unrelatedOf } from '../../../sandbox/seed/products';
import { NoMotion } from '../../../tests/setup/antd-test';
import { createMemoryProvider } from '../../../tests/setup/engine-harness';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { useNotificationProvider } from '../../../src/shell/notification-provider';
import { commonTexts } from '../../../src/controls/common-texts';
import { useBinding, type Binding } from './use-binding';

const api = vi.hoisted(() => ({ bind: vi.fn(), noSuitable: vi.fn() }));
vi.mock('../products-services', async (original) => ({ ...(await original<typeof import('../products-services')>()), productsApi: api }));

setupTestI18n([commonTexts, unrelatedTexts]);

const rows = (unrelatedOf('m-1001', 'full') as unknown as UnrelatedRow[]).filter((r) => r.variants.hits.length > 0).slice(0, 3);
const categoryRefusal = () => createAppError({ statusCode: 400, key: 'errors.bad_request', message: 'cannot bind category: closed', serverMessage: 'cannot bind category: closed' });
const connectedRefusal = () => createAppError({ statusCode: 422, key: 'errors.bad_request', message: 'product is connected: by staff', serverMessage: 'product is connected: by staff' });

function setup() {
  const setSelection = vi.fn();
  const current: { binding?: Binding } = {};
  function Probe() {
    current.binding = useBinding(setSelection);
    return null;
  }
  render(
    <NoMotion>
      <App>
        <Refine dataProvider={createMemoryProvider({ unrelated: [], products: [] }).provider} notificationProvider={useNotificationProvider} resources={[{ name: 'unrelated' }, { name: 'products' }]} options={{ disableTelemetry: true }}>
          <Probe />
        </Refine>
      </App>
    </NoMotion>,
  );
  return { setSelection, binding: () => current.binding! };
}

/** The bind answers in the rows' order: undefined succeeds, an error refuses. */
const answers = (...errors: unknown[]) => {
  api.bind.mockReset();
  errors.forEach((e) => (e ? api.bind.mockRejectedValueOnce(e) : api.bind.mockResolvedValueOnce({})));
};

beforeEach(() => {
  api.bind.mockReset();
});

describe('bulk bind: the outcome picks the toast and what stays selected (spec 3 §4, §8)', () => {
  it('all bound: the selection is cleared, the success toast', async () => {
    answers(undefined, undefined, undefined);
    const { setSelection, binding } = setup();
    await act(() => binding().bindMany(rows));
    expect(api.bind.mock.calls).toEqual(rows.map((r) => [r.products.sku, r.variants.hits[0].id]));
    expect(setSelection).toHaveBeenLastCalledWith([]);
    expect(await screen.findByText('Все выбранные товары привязаны: 3')).toBeInTheDocument();
    expect(binding().errors).toEqual({});
  });

  it('some bound: the half-success toast, a warning with the counts; the failed rows stay selected with their cards', async () => {
    answers(undefined, categoryRefusal(), connectedRefusal());
    const { setSelection, binding } = setup();
    await act(() => binding().bindMany(rows));
    expect(setSelection).toHaveBeenLastCalledWith([rows[1].products.sku, rows[2].products.sku]);
    const toast = (await screen.findByText('Привязано 1 из 3. Товары с ошибкой остались выбранными')).closest('.ant-notification-notice')!;
    // A partial outcome is no success: the warning's icon, not the success tick.
    expect(toast.querySelector('.ant-notification-notice-icon-warning')).not.toBeNull();
    expect(toast.querySelector('.ant-notification-notice-icon-success')).toBeNull();
    expect(binding().errors).toEqual({ [rows[1].products.sku]: 'category', [rows[2].products.sku]: 'connected' });
  });

  it('none bound: the failure toast, everything stays selected with the generic card', async () => {
    answers(new Error('boom'), createAppError({ statusCode: 409, key: 'errors.conflict', message: 'refused', serverMessage: 'refused' }), categoryRefusal());
    const { setSelection, binding } = setup();
    await act(() => binding().bindMany(rows));
    expect(setSelection).toHaveBeenLastCalledWith(rows.map((r) => r.products.sku));
    expect(await screen.findByText('Не удалось привязать ни одного товара')).toBeInTheDocument();
    expect(binding().errors).toEqual({ [rows[0].products.sku]: 'generic', [rows[1].products.sku]: 'generic', [rows[2].products.sku]: 'category' });
  });

  it('a later success clears a row’s card', async () => {
    answers(categoryRefusal(), undefined, undefined);
    const { binding } = setup();
    await act(() => binding().bindMany(rows));
    expect(binding().errors).toEqual({ [rows[0].products.sku]: 'category' });
    answers(undefined);
    await act(() => binding().bindMany([rows[0]]));
    expect(binding().errors).toEqual({});
  });
});
