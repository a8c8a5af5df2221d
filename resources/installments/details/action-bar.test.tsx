import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { Installment, InstallmentStatus } from '../installments-api';
import { session } from '../../../providers/session';
import { installmentsTexts } from '../texts';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { useNotificationProvider } from '../../../src/shell/notification-provider';
import { rightsQueryKey } from '../../../src/engine/rights-call';
import { ActionBar } from './action-bar';
import type { useParticipation } from './use-participation';

setupTestI18n([installmentsTexts]);

const REASON = 'Недостаточно прав: управление рассрочкой';
const promotion = (status: InstallmentStatus) =>
  ({
    installment_id: 7,
    status,
    categories: [{ slug: 'tv', title: { ru: 'Телевизоры' }, is_exist: true, is_participating: true }],
    commissions: [{ id: 11, duration: 3, discount_amount: 0, commission: 400, value: 400, is_participating: true }],
  }) as unknown as Installment;

/** The details' action bar with the signed-in employee's rights as the service answered them. */
function setup(status: InstallmentStatus, rights: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  session.set({ mid: 'm-1', tdid: 't-1', merchant_access_token: 'token' });
  client.setQueryData(rightsQueryKey('m-1', 't-1'), rights);
  const participation = { running: undefined, run: vi.fn(async () => true) } as unknown as ReturnType<typeof useParticipation>;
  const openWizard = vi.fn();
  render(
    <NoMotion>
      <App>
        <Refine dataProvider={{ getApiUrl: () => '' } as never} notificationProvider={useNotificationProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: client } }}>
          <ActionBar installment={promotion(status)} participation={participation} openWizard={openWizard} />
        </Refine>
      </App>
    </NoMotion>,
  );
  return { participation, openWizard };
}

afterEach(() => session.clear());

describe('installment actions and installments.manage', () => {
  it('without it (an operator): take part is disabled with the reason, the wizard does not open', () => {
    const { openWizard } = setup('merch_available', ['orders.decide']);
    const participate = screen.getByRole('button', { name: 'Участвовать' });
    expect(participate).toBeDisabled();
    expect(screen.getByText(REASON)).toBeInTheDocument();
    fireEvent.click(participate);
    expect(openWizard).not.toHaveBeenCalled();
  });

  it('without it: categories, commissions, pause and stop disabled with the reason; the report stays live', () => {
    setup('subscribed', ['orders.decide']);
    for (const name of ['Изменить категории', 'Изменить комиссии', 'Приостановить', 'Отключить участие']) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getAllByText(REASON)).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Скачать отчёт об участии' })).toBeEnabled();
  });

  it('without it: resume disabled, nothing sent', () => {
    const { participation } = setup('subscription_paused', ['orders.decide']);
    fireEvent.click(screen.getByRole('button', { name: 'Возобновить' }));
    expect(participation.run).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Возобновить' })).toBeDisabled();
  });

  it('with it (an accountant): live, no reason', () => {
    const { openWizard } = setup('subscribed', ['installments.manage', 'documents.manage']);
    expect(screen.queryByText(REASON)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Изменить комиссии' }));
    expect(openWizard).toHaveBeenCalledWith('commissions');
  });
});
