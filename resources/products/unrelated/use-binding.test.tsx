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
import { undoTexts } from '../../../src/engine/undo/texts';
import { useBinding, type Binding } from './use-binding';

const api = vi.hoisted(() => ({ bind: vi.fn(), noSuitable: vi.fn() }));
vi.mock('../products-services', async (original) => ({ ...(await original<typeof import('../products-services')>()), productsApi: api }));

setupTestI18n([commonTexts, unrelatedTexts, undoTexts]);

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
  api.noSuitable.mockReset();
});

describe('"Нет подходящего" waits for its undo toast (issue 33: PUT …/no-bp has no inverse call)', () => {
  it('the rows leave at once and nothing is sent; "Отменить" brings them back, still nothing sent', async () => {
    const { binding } = setup();
    await act(() => binding().noSuitable([rows[0]]));
    expect(binding().setAside).toEqual([rows[0].products.sku]);
    const undo = await screen.findByRole('button', { name: 'Отменить: Перенесено в «Нет подходящего»: 1' });
    await act(async () => undo.click());
    expect(binding().setAside).toEqual([]);
    expect(api.noSuitable).not.toHaveBeenCalled();
  });

  it('the call goes once the toast goes (closed here), with the rows’ skus', async () => {
    api.noSuitable.mockResolvedValue({});
    const { binding } = setup();
    await act(() => binding().noSuitable([rows[1], rows[2]]));
    expect(api.noSuitable).not.toHaveBeenCalled();
    const notice = (await screen.findByText('Перенесено в «Нет подходящего»: 2')).closest('.ant-notification-notice')!;
    await act(async () => (notice.querySelector('.ant-notification-notice-close') as HTMLElement).click());
    await vi.waitFor(() => expect(api.noSuitable).toHaveBeenCalledWith([rows[1].products.sku, rows[2].products.sku]));
    expect(api.noSuitable).toHaveBeenCalledTimes(1);
  });
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

describe('binding one row (the row’s button and the drawer’s): the refusal’s toast in the user’s language', () => {
  const refusals = [
    ['a category closed to the shop', () => createAppError({ statusCode: 400, key: 'bind_category_closed', message: 'cannot bind category: the base product X is in a category closed to this shop', serverMessage: 'cannot bind category: the base product X is in a category closed to this shop' }), 'unrelated.errors.category'],
    ['bound by staff', () => createAppError({ statusCode: 422, key: 'bind_product_connected', message: 'product is connected: X was bound by marketplace staff', serverMessage: 'product is connected: X was bound by marketplace staff' }), 'unrelated.errors.connected'],
    ['being moderated', () => createAppError({ statusCode: 409, key: 'bind_product_moderated', message: 'binding X is refused: the base product is being moderated', serverMessage: 'binding X is refused: the base product is being moderated' }), 'unrelated.errors.moderated'],
    // A service that sends no code: the spec's status and words (spec 3 §8).
    ['a category closed, no code', categoryRefusal, 'unrelated.errors.category'],
  ] as const;
  it.each(['ru', 'kz', 'en'] as const)('%s: each refusal toasts its catalogue text, never the server’s sentence', async (lng) => {
    const i18n = setupTestI18n([commonTexts, unrelatedTexts], lng);
    try {
      for (const [, refusal, text] of refusals) {
        api.bind.mockReset();
        api.bind.mockRejectedValueOnce(refusal());
        const { binding } = setup();
        await act(async () => void (await binding().bindOne(rows[0], rows[0].variants.hits[0].id)));
        expect(await screen.findByText(i18n.t(text), { selector: '.ant-notification-notice-message, .ant-notification-notice-message *' })).toBeTruthy();
        expect(screen.queryByText((refusal().serverMessage ?? '').slice(0, 20), { exact: false })).toBeNull();
      }
    } finally {
      setupTestI18n([commonTexts, unrelatedTexts], 'ru');
    }
  });
});
