import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { session } from '../../../providers/session';
import { appErrorFromResponse } from '../../../providers/http/normalize-error';
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

/** The create form filled with a valid point whose store id the app believes free (another tab took it meanwhile). */
function createForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  session.set({ mid: 'm-1001', tdid: 't-1', merchant_access_token: 'token' });
  client.setQueryData(rightsQueryKey('m-1001', 't-1'), ['pickup_points.manage']);
  const point = { ...pickupPointSeedOf('m-1001', 'full')[0], store_id: 'PP11' };
  render(
    <NoMotion>
      <App>
        <MemoryRouter>
          <Refine dataProvider={{ getApiUrl: () => '' } as never} notificationProvider={useNotificationProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: client } }}>
            <PointForm editId={undefined} initial={pointValues(point, 'Алматы')} taken={[]} cities={[]} leave={vi.fn()} />
          </Refine>
        </MemoryRouter>
      </App>
    </NoMotion>,
  );
}

afterEach(() => session.clear());

describe('a save the pickup-point service refuses', () => {
  it.each(['ru', 'kz', 'en'] as const)('a store id already taken (409 pickup_point_exists), %s: the id field says so, in the user’s language; no raw sentence', async (lng) => {
    const i18n = setupTestI18n([commonTexts, addressTexts, pickupPointsTexts], lng);
    const sentence = 'A pickup point with store_id PP11 already exists';
    api.create.mockReset();
    api.create.mockRejectedValue(appErrorFromResponse(409, { message: sentence, key: 'pickup_point_exists' }));
    createForm();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('pickup-points.form.create') }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    const idField = screen.getByLabelText(i18n.t('pickup-points.form.fields.store_id')).closest('.ant-form-item') as HTMLElement;
    expect(await within(idField).findByText(i18n.t('pickup-points.form.errors.storeIdTaken'))).toBeTruthy();
    expect(screen.queryByText(new RegExp(sentence))).toBeNull();
  });
});
