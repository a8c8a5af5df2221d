import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { session } from '../../../providers/session';
import { unrelatedTexts } from '../texts';
import type { UnrelatedRow } from '../types';
import { unrelatedOf } from '../../../sandbox/seed/products';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { rightsQueryKey } from '../../../src/engine/rights-call';
import { commonTexts } from '../../../src/controls/common-texts';
import { BindingDrawer } from '../drawer/binding-drawer';
import { RowActions } from './row-cells';
import { SelectionBar } from './selection-bar';
import type { Binding } from './use-binding';

const api = vi.hoisted(() => ({ baseProduct: vi.fn(), search: vi.fn() }));
vi.mock('../products-services', () => ({ productsApi: api }));

setupTestI18n([commonTexts, unrelatedTexts]);

const MID = 'm-1001';
const TDID = 't-1';
const row = (unrelatedOf(MID, 'full') as unknown as UnrelatedRow[]).find((r) => r.variants.hits.length > 0)!;
const NO_BIND = 'Недостаточно прав: привязка товаров';

/** Renders with the rights cache as the service answered it (the matrix: owner and manager have products.bind). */
function withRights(node: ReactNode, rights: string[] | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(rightsQueryKey(MID, TDID), rights);
  render(
    <NoMotion>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </NoMotion>,
  );
}

const reasonOf = (el: HTMLElement) => el.closest('[data-reason]')?.getAttribute('data-reason');

beforeEach(() => session.set({ mid: MID, tdid: TDID, merchant_access_token: 'token' }));
afterEach(() => {
  session.clear();
  vi.clearAllMocks();
});

describe('binding needs products.bind (issue 28)', () => {
  const handlers = () => ({ onBindFirst: vi.fn(), onNoSuitable: vi.fn(), onOpen: vi.fn() });

  it('row actions without it (an accountant): bind and no suitable disabled with the reason; the menu still opens the drawer to look', () => {
    const h = handlers();
    withRights(<RowActions row={row} busy={false} {...h} />, ['installments.manage', 'documents.manage']);
    const bind = screen.getByRole('button', { name: 'Привязать' });
    const none = screen.getByRole('button', { name: 'Нет подходящего' });
    expect(bind).toBeDisabled();
    expect(none).toBeDisabled();
    expect(reasonOf(bind)).toBe(NO_BIND);
    expect(reasonOf(none)).toBe(NO_BIND);
    fireEvent.click(bind);
    fireEvent.click(none);
    expect(h.onBindFirst).not.toHaveBeenCalled();
    expect(h.onNoSuitable).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: `Другие способы привязки «${row.products.name}»` })).toBeEnabled();
  });

  it('after a "category closed" refusal: "Привязать" disabled with that reason, "no suitable" and the other ways live', () => {
    const h = handlers();
    withRights(<RowActions row={row} error="category" busy={false} {...h} />, ['products.bind']);
    const bind = screen.getByRole('button', { name: 'Привязать' });
    expect(bind).toBeDisabled();
    expect(reasonOf(bind)).toBe('Привязка недоступна: категория этого товара закрыта для вашего магазина. Выберите «Нет подходящего» или другой товар');
    fireEvent.click(bind);
    expect(h.onBindFirst).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Нет подходящего' }));
    expect(h.onNoSuitable).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: `Другие способы привязки «${row.products.name}»` })).toBeEnabled();
  });

  it('after another refusal (already connected, generic) "Привязать" stays live: trying again may help', () => {
    const h = handlers();
    withRights(<RowActions row={row} error="generic" busy={false} {...h} />, ['products.bind']);
    fireEvent.click(screen.getByRole('button', { name: 'Привязать' }));
    expect(h.onBindFirst).toHaveBeenCalledTimes(1);
  });

  it('row actions with it: live', () => {
    const h = handlers();
    withRights(<RowActions row={row} busy={false} {...h} />, ['products.bind']);
    fireEvent.click(screen.getByRole('button', { name: 'Привязать' }));
    fireEvent.click(screen.getByRole('button', { name: 'Нет подходящего' }));
    expect(h.onBindFirst).toHaveBeenCalledTimes(1);
    expect(h.onNoSuitable).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(NO_BIND)).toBeNull();
  });

  it('the selection bar without it: bulk bind and no suitable disabled with the reason, reset live', () => {
    const onBind = vi.fn();
    const onReset = vi.fn();
    withRights(<SelectionBar count={2} busy={false} onBind={onBind} onNoSuitable={() => undefined} onReset={onReset} />, ['orders.decide']);
    const bind = screen.getByRole('button', { name: 'Привязать' });
    expect(bind).toBeDisabled();
    expect(reasonOf(bind)).toBe(NO_BIND);
    expect(screen.getByRole('button', { name: 'Нет подходящего варианта' })).toBeDisabled();
    fireEvent.click(bind);
    expect(onBind).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('the selection bar with it: live', () => {
    const onBind = vi.fn();
    withRights(<SelectionBar count={2} busy={false} onBind={onBind} onNoSuitable={() => undefined} onReset={() => undefined} />, ['products.bind']);
    fireEvent.click(screen.getByRole('button', { name: 'Привязать' }));
    expect(onBind).toHaveBeenCalledTimes(1);
  });

  const binding = () => ({ busy: false, noSuitable: vi.fn(), guarded: vi.fn(), bindOne: vi.fn() }) as unknown as Binding & { noSuitable: ReturnType<typeof vi.fn> };

  it('the drawer without it: the tabs stay for looking, "no suitable" and bind disabled with the reason', () => {
    const b = binding();
    withRights(<BindingDrawer row={row} tab="link" binding={b} onClose={() => undefined} />, ['orders.decide']);
    expect(screen.getByRole('tab', { name: /ссылке|Ссылка/i })).toBeInTheDocument();
    const none = screen.getByRole('button', { name: 'Нет подходящего варианта' });
    const bind = screen.getByRole('button', { name: 'Привязать' });
    expect(none).toBeDisabled();
    expect(bind).toBeDisabled();
    expect(reasonOf(none)).toBe(NO_BIND);
    expect(reasonOf(bind)).toBe(NO_BIND);
    fireEvent.click(none);
    expect(b.noSuitable).not.toHaveBeenCalled();
  });

  it('the drawer with it: "no suitable" live', () => {
    const b = binding();
    withRights(<BindingDrawer row={row} tab="link" binding={b} onClose={() => undefined} />, ['products.bind']);
    fireEvent.click(screen.getByRole('button', { name: 'Нет подходящего варианта' }));
    expect(b.noSuitable).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(NO_BIND)).toBeNull();
  });
});
