import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { session } from '../../providers/session';
import { setupTestI18n } from '../../tests/setup/i18n-test';
import { BulkBar } from './bulk-bar';
import type { BulkAction, RowAction } from './descriptor';
import { rightsQueryKey } from './rights-call';
import { RowActions } from './row-actions';

setupTestI18n([{ ru: { items: { actions: { approve: 'Подтвердить', archive: 'В архив' } } }, kz: {}, en: {} }]);

type Row = { id: number };
const MID = 'm-1';
const TDID = 't-1';

/** Renders with the rights cache as the service would have answered it: a list, null (an older service), or nothing yet. */
function withRights(node: ReactNode, rights: string[] | null | 'pending') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (rights !== 'pending') client.setQueryData(rightsQueryKey(MID, TDID), rights);
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

beforeEach(() => session.set({ mid: MID, tdid: TDID, merchant_access_token: 'token' }));
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('row actions that name a right', () => {
  const approve = vi.fn();
  const actions: RowAction<Row>[] = [
    { key: 'approve', right: 'orders.decide', run: approve },
    { key: 'archive', run: () => undefined },
  ];

  it('without the right: disabled, the reason said (translated), nothing runs', () => {
    withRights(<RowActions resource="items" actions={actions} record={{ id: 1 }} refresh={() => undefined} />, ['refunds.decide']);
    const button = screen.getByRole('button', { name: /Подтвердить/ });
    expect(button).toBeDisabled();
    expect(screen.getByText('Недостаточно прав: решения по заказам')).toBeInTheDocument();
    fireEvent.click(button);
    expect(approve).not.toHaveBeenCalled();
    // An action that names no right is untouched.
    expect(screen.getByRole('button', { name: 'В архив' })).toBeEnabled();
  });

  it('with the right: live', () => {
    withRights(<RowActions resource="items" actions={actions} record={{ id: 1 }} refresh={() => undefined} />, ['orders.decide']);
    const button = screen.getByRole('button', { name: 'Подтвердить' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('while the rights are on their way: disabled, "checking"', () => {
    // The query never answers in this test: the session's call is pending.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
    withRights(<RowActions resource="items" actions={actions} record={{ id: 1 }} refresh={() => undefined} />, 'pending');
    expect(screen.getByRole('button', { name: /Подтвердить/ })).toBeDisabled();
    expect(screen.getByText('Проверяем права доступа…')).toBeInTheDocument();
  });

  it('an older service that does not say: live (the service stays the judge)', () => {
    withRights(<RowActions resource="items" actions={actions} record={{ id: 1 }} refresh={() => undefined} />, null);
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
  });
});

describe('bulk actions and bulk controls that name a right', () => {
  const actions: BulkAction<Row>[] = [{ key: 'archive', right: 'products.sale', run: () => undefined }];
  const bar = (rights: string[]) =>
    withRights(
      <BulkBar resource="items" actions={actions} controls={() => <button type="button">Свои</button>} controlsRight="orders.decide" selected={[{ id: 1 }]} onClear={() => undefined} refresh={() => undefined} />,
      rights,
    );

  it('without the rights: the action disabled with the reason, the controls replaced by it', () => {
    bar([]);
    expect(screen.getByRole('button', { name: /В архив/ })).toBeDisabled();
    expect(screen.getByText('Недостаточно прав: снятие и выставление товаров на продажу')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Свои' })).toBeNull();
    expect(screen.getByText('Недостаточно прав: решения по заказам')).toBeInTheDocument();
  });

  it('with them: both live', () => {
    bar(['products.sale', 'orders.decide']);
    expect(screen.getByRole('button', { name: 'В архив' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Свои' })).toBeEnabled();
  });
});
