import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { session } from '../../../providers/session';
import { pickupPointSeedOf } from '../../../sandbox/seed/pickup-points';
import { pickupPointsTexts } from '../texts';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { addressTexts } from '../../../src/address/texts';
import { useNotificationProvider } from '../../../src/shell/notification-provider';
import { rightsQueryKey } from '../../../src/engine/rights-call';
import { commonTexts } from '../../../src/controls/common-texts';
import { pointValues } from '../rules/body';
import { PointForm } from './point-form';

const api = vi.hoisted(() => ({ update: vi.fn(), create: vi.fn() }));
vi.mock('../pickup-points-services', async (original) => ({ ...(await original<typeof import('../pickup-points-services')>()), pickupPointsApi: api }));

setupTestI18n([commonTexts, addressTexts, pickupPointsTexts]);

const REASON = 'Недостаточно прав: управление пунктами выдачи';

/** The edit form of PP1, with the signed-in employee's rights as the service answered them. */
function setup(rights: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  session.set({ mid: 'm-1001', tdid: 't-1', merchant_access_token: 'token' });
  client.setQueryData(rightsQueryKey('m-1001', 't-1'), rights);
  const point = pickupPointSeedOf('m-1001', 'full')[0];
  const leave = vi.fn();
  render(
    <NoMotion>
      <App>
        <MemoryRouter>
          <Refine dataProvider={{ getApiUrl: () => '' } as never} notificationProvider={useNotificationProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: client } }}>
            <PointForm editId={point.store_id} initial={pointValues(point, 'Алматы')} taken={[point.store_id]} cities={[]} leave={leave} />
          </Refine>
        </MemoryRouter>
      </App>
    </NoMotion>,
  );
  return { point, leave };
}

afterEach(() => session.clear());

describe('the pickup-point form and pickup_points.manage', () => {
  it('opened by URL without it: read-only with a notice, save disabled with the reason, cancel live', () => {
    const { point, leave } = setup(['orders.decide']);
    expect(screen.getByRole('status')).toHaveTextContent(REASON);
    expect(screen.getByDisplayValue(point.name)).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    expect(screen.getAllByText(REASON).length).toBeGreaterThan(1);
    const cancel = screen.getByRole('button', { name: 'Отмена' });
    expect(cancel).toBeEnabled();
    fireEvent.click(cancel);
    expect(leave).toHaveBeenCalled();
    expect(api.update).not.toHaveBeenCalled();
  });

  it('with it: editable, no notice', () => {
    const { point } = setup(['pickup_points.manage']);
    expect(screen.queryByText(REASON)).toBeNull();
    expect(screen.getByDisplayValue(point.name)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });
});
