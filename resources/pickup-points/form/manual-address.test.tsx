import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { QueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { session } from '../../../providers/session';
import { pickupPointsTexts } from '../texts';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { addressTexts } from '../../../src/address/texts';
import { useNotificationProvider } from '../../../src/shell/notification-provider';
import { rightsQueryKey } from '../../../src/engine/rights-call';
import { commonTexts } from '../../../src/controls/common-texts';
import { newPointValues } from '../rules/body';
import { PointForm } from './point-form';

const api = vi.hoisted(() => ({ update: vi.fn(), create: vi.fn() }));
vi.mock('../pickup-points-services', async (original) => ({ ...(await original<typeof import('../pickup-points-services')>()), pickupPointsApi: api }));
// No maps key against a backend without the geocoder: nothing may be searched.
const geocoder = vi.hoisted(() => ({ kind: 'sandbox' as const, suggest: vi.fn(), geocode: vi.fn(), reverse: vi.fn() }));
vi.mock('../../../src/address/address-services', () => ({ geocoder, mapsApiKey: '', addressSearchAvailable: false }));

setupTestI18n([commonTexts, addressTexts, pickupPointsTexts]);
vi.setConfig({ testTimeout: 20_000 });

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  session.set({ mid: 'm-1001', tdid: 't-1', merchant_access_token: 'token' });
  client.setQueryData(rightsQueryKey('m-1001', 't-1'), ['pickup_points.manage']);
  const initial = { ...newPointValues([]), contactInfo: 'Айгерим', phone: '+7 (701) 234-56-78', apartment: '2' };
  render(
    <NoMotion>
      <App>
        <MemoryRouter>
          <Refine dataProvider={{ getApiUrl: () => '' } as never} notificationProvider={useNotificationProvider} options={{ disableTelemetry: true, reactQuery: { clientConfig: client } }}>
            <PointForm initial={initial} taken={[]} cities={[{ id: '750000000', name: { ru: 'Алматы', kz: 'Алматы', en: 'Almaty' } }] as never} leave={vi.fn()} />
          </Refine>
        </MemoryRouter>
      </App>
    </NoMotion>,
  );
}

afterEach(() => session.clear());

describe('a new pickup point where no geocoder is configured', () => {
  it('street, house and zip code are typed by hand, checked, and the point is created with no map pin', async () => {
    api.create.mockImplementation(async (body: { name: string }) => body);
    setup();
    const street = screen.getByRole('textbox', { name: 'Улица и дом' });
    expect(street).toBeEnabled();
    // Nothing derived to show: the house is typed beside the street, the zip code is a field of its own.
    expect(screen.getAllByRole('textbox', { name: 'Дом' })).toHaveLength(1);
    fireEvent.change(street, { target: { value: 'улица Толе би' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать точку' }));
    expect(await screen.findByText('Неточный адрес, требуется номер дома')).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Дом' }), { target: { value: '59' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Почтовый индекс' }), { target: { value: 'A15E3K7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать точку' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    const body = api.create.mock.calls[0][0] as { address: Record<string, unknown> };
    expect(body.address).toEqual({
      apartment: '2', city_id: '750000000', floor: '', house: '59', street: 'улица Толе би', zipcode: 'A15E3K7', formatted: 'Казахстан, Алматы, улица Толе би, 59',
    });
    expect(geocoder.suggest).not.toHaveBeenCalled();
    expect(geocoder.geocode).not.toHaveBeenCalled();
  });
});
