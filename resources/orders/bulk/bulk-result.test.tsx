import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BulkResultView } from './bulk-result';
import { inApp, makeOrder, setupActionsI18n } from '../actions/actions-test-kit';

beforeAll(() => setupActionsI18n());

const a = makeOrder({ id: '600000001' });
const b = makeOrder({ id: '600000002', shipping: { type: 'express' } });

describe('<BulkResultView>', () => {
  it('all ok: the count, no failures; the express orders named with the fast-courier notice', () => {
    render(inApp(<BulkResultView kind="accept" result={{ kind: 'all', succeeded: [a, b], failed: [] }} />));
    expect(screen.getByText('Подтверждено заказов: 2')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Экспресс-доставка: №600000002')).toBeInTheDocument();
  });

  it('some failed: the count done, how many failed, each with the server’s message', () => {
    render(inApp(<BulkResultView kind="ready" result={{ kind: 'some', succeeded: [a], failed: [{ item: b, message: 'order is locked' }] }} />));
    expect(screen.getByText('Готовы к выдаче: 1')).toBeInTheDocument();
    expect(screen.getByText(/Не удалось: 1/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Заказы, которые не удалось изменить' })).toHaveTextContent('№600000002: order is locked');
  });

  it('none: said plainly, every failure listed', () => {
    render(inApp(<BulkResultView kind="accept" result={{ kind: 'none', succeeded: [], failed: [{ item: a, message: 'x' }, { item: b, message: 'y' }] }} />));
    expect(screen.getByText('Не удалось подтвердить ни одного заказа (2)')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
