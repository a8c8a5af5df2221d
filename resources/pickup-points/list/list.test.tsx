import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { QueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PickupPoint } from '../pickup-points-api';
import { createAppError } from '../../../providers/http/normalize-error';
import { session } from '../../../providers/session';
import { rightsQueryKey } from '../../../src/engine/rights-call';
import { pickupPointSeedOf } from '../../../sandbox/seed/pickup-points';
import { NoMotion } from '../../../tests/setup/antd-test';
import { createMemoryProvider } from '../../../tests/setup/engine-harness';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { pickupPoints } from '..';
import parts from '../parts';
import { pickupPointsTexts } from '../texts';
import { useNotificationProvider } from '../../../src/shell/notification-provider';
import type { AnyResource } from '../../../src/engine/descriptor';
import { ListPage } from '../../../src/engine/list-page';
import { commonTexts } from '../../../src/controls/common-texts';

const api = vi.hoisted(() => ({ toggle: vi.fn(), toggleMany: vi.fn() }));
/** The configuration's VITE_PICKUP_POINTS_BULK_CALL, per test. */
const configured = vi.hoisted(() => ({ bulkCall: false }));
vi.mock('../pickup-points-services', async (original) => ({
  ...(await original<typeof import('../pickup-points-services')>()),
  pickupPointsApi: api,
  get bulkCallConfigured() {
    return configured.bulkCall;
  },
}));

setupTestI18n([commonTexts, pickupPointsTexts]);

const { i18n: _texts, list, ...sections } = parts;
const resource = { ...pickupPoints, ...sections, list: { ...pickupPoints.list, ...list } } as unknown as AnyResource;

/** `rights`: the signed-in employee's, as the service answered (seeded in the cache); none: unknown (all live). */
function setup(rights?: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (rights) {
    session.set({ mid: 'm-1001', tdid: 't-1', merchant_access_token: 'token' });
    client.setQueryData(rightsQueryKey('m-1001', 't-1'), rights);
  }
  const points: PickupPoint[] = pickupPointSeedOf('m-1001', 'full');
  const memory = createMemoryProvider({ 'pickup-points': points as unknown as Record<string, unknown>[] });
  render(
    <NoMotion>
      <App>
        <MemoryRouter initialEntries={['/profile/pickup-points']}>
          <Refine
            dataProvider={memory.provider}
            routerProvider={routerProvider}
            notificationProvider={useNotificationProvider}
            resources={[{ name: 'pickup-points', list: '/profile/pickup-points', show: '/profile/pickup-points/:id' }]}
            options={{ disableTelemetry: true, reactQuery: { clientConfig: client } }}
          >
            <Routes>
              <Route path="/profile/pickup-points" element={<ListPage descriptor={resource} />} />
            </Routes>
          </Refine>
        </MemoryRouter>
      </App>
    </NoMotion>,
  );
  return { points };
}

// The store id shows under the name (issue 31: its own column is in the column chooser).
const rowOf = async (storeId: string) => (await screen.findByText(storeId, { exact: true })).closest('tr')!;

beforeEach(() => {
  api.toggle.mockReset();
  api.toggleMany.mockReset();
  configured.bulkCall = false;
});
afterEach(() => session.clear());

describe('the pickup-points list', () => {
  it('shows each point with its schedule summary, phone and a disabled mark', async () => {
    setup();
    const pp2 = await rowOf('PP2');
    expect(pp2).toHaveTextContent('Пн–Пт 09:00–13:00 / 14:00–18:00, Сб 10:00–14:00');
    expect(pp2).toHaveTextContent('+7 (707) 111-22-33');
    expect(pp2).toHaveTextContent('Алматы, улица Мендикулова, 105');
    expect(await rowOf('PP4')).toHaveTextContent('отключена');
    expect(within(await rowOf('PP4')).getByRole('switch')).not.toBeChecked();
  });

  it('by default disables the selected points with the spec\'s per-point calls and says how many', async () => {
    api.toggle.mockResolvedValue({});
    setup();
    fireEvent.click(within(await rowOf('PP1')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('PP2')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('PP4')).getByRole('checkbox'));
    const bar = screen.getByRole('region', { name: 'Действия с выбранными' });
    const disable = within(bar).getByRole('button', { name: 'Отключить' });
    fireEvent.click(disable);
    fireEvent.click(disable); // a double click sends each call once
    await screen.findByText('Отключено точек: 3');
    // PP4 is already disabled: only PP1 and PP2 are sent, one call each; no bulk call.
    expect(api.toggle.mock.calls.map(([id, toggle]) => [id, toggle])).toEqual([['PP1', 'disable'], ['PP2', 'disable']]);
    expect(api.toggleMany).not.toHaveBeenCalled();
  });

  it('one progress while the calls run; a partial failure lists each failed point with why, and the retry sends those alone', async () => {
    const gone = createAppError({ statusCode: 404, key: 'pickup_point_not_found', message: 'nf', serverMessage: 'pickup point PP3 not found' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    api.toggle.mockImplementation(async (id: string) => {
      await held;
      if (id === 'PP3') throw gone;
      return {};
    });
    setup();
    fireEvent.click(within(await rowOf('PP1')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('PP3')).getByRole('checkbox'));
    const bar = screen.getByRole('region', { name: 'Действия с выбранными' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Отключить' }));
    expect(await within(bar).findByText('Отключаем точки: 0 из 2')).toBeInTheDocument();
    await act(async () => release());
    // Said from the area's catalogue, in the user's language; the server's sentence is not shown.
    expect(await within(bar).findByText('Изменено точек: 1, не удалось: 1')).toBeInTheDocument();
    const failures = within(bar).getByRole('list', { name: 'Точки, которые не удалось изменить' });
    expect(failures).toHaveTextContent('Пункт выдачи Астана, Есиль (PP3): Этой точки уже нет: список обновлён');
    expect(within(failures).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/pickup point PP3 not found/)).toBeNull();
    expect(bar).toHaveTextContent('Выбрано 2');

    api.toggle.mockReset();
    api.toggle.mockResolvedValue({});
    fireEvent.click(within(bar).getByRole('button', { name: 'Повторить для не изменённых (1)' }));
    await screen.findByText('Отключено точек: 2');
    expect(api.toggle.mock.calls.map(([id]) => id)).toEqual(['PP3']);
  });

  it('with the designed bulk call configured: one call for all, all or nothing', async () => {
    configured.bulkCall = true;
    api.toggleMany.mockResolvedValue({ store_ids: ['PP2'] });
    setup();
    fireEvent.click(within(await rowOf('PP2')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByRole('region', { name: 'Действия с выбранными' })).getByRole('button', { name: 'Отключить' }));
    await screen.findByText('Отключено точек: 1');
    expect(api.toggleMany).toHaveBeenCalledExactlyOnceWith(['PP2'], 'disable');
    expect(api.toggle).not.toHaveBeenCalled();
  });

  it('moves a switch at once and back when the call fails; an unknown refusal: our text, the server’s words only as the secondary line', async () => {
    let reject: (error: unknown) => void = () => undefined;
    api.toggle.mockReturnValue(new Promise((_, r) => (reject = r)));
    setup();
    const toggle = within(await rowOf('PP1')).getByRole('switch', { name: 'Точка «Сервисная точка 1» активна' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked(); // optimistic
    fireEvent.click(toggle); // while the call runs nothing more is sent
    expect(api.toggle).toHaveBeenCalledTimes(1);
    expect(api.toggle).toHaveBeenCalledWith('PP1', 'disable');
    await act(async () => reject(createAppError({ statusCode: 400, key: 'errors.bad_request', message: 'x', serverMessage: 'point is busy' })));
    await screen.findByText(/^Не удалось изменить точку «Сервисная точка 1»: (?!point is busy)/);
    expect(screen.getByText('point is busy', { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' })).toBeTruthy();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('enables a disabled point with its switch', async () => {
    api.toggle.mockResolvedValue({});
    setup();
    fireEvent.click(within(await rowOf('PP4')).getByRole('switch'));
    await screen.findByText('Точка «Старый склад Астана» включена');
    expect(api.toggle).toHaveBeenCalledWith('PP4', 'enable');
  });
});

describe('the pickup-points list and pickup_points.manage', () => {
  const REASON = 'Недостаточно прав: управление пунктами выдачи';

  it('without it (an operator): the switches and the bulk enable/disable stay, disabled, with the reason; no create button', async () => {
    setup(['orders.decide']);
    const toggle = within(await rowOf('PP1')).getByRole('switch', { name: 'Точка «Сервисная точка 1» активна' });
    expect(toggle).toBeDisabled();
    fireEvent.click(toggle);
    expect(api.toggle).not.toHaveBeenCalled();
    expect(within(await rowOf('PP1')).getByText(REASON)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Добавить точку/ })).toBeNull();

    fireEvent.click(within(await rowOf('PP2')).getByRole('checkbox'));
    const bar = screen.getByRole('region', { name: 'Действия с выбранными' });
    for (const name of ['Включить', 'Отключить']) expect(within(bar).getByRole('button', { name })).toBeDisabled();
    expect(within(bar).getAllByText(REASON)).toHaveLength(2);
    fireEvent.click(within(bar).getByRole('button', { name: 'Отключить' }));
    expect(api.toggle).not.toHaveBeenCalled();
    expect(api.toggleMany).not.toHaveBeenCalled();
  });

  it('with it (a manager): live, and the create button is there', async () => {
    setup(['orders.decide', 'pickup_points.manage']);
    expect(within(await rowOf('PP1')).getByRole('switch')).toBeEnabled();
    expect(screen.queryByText(REASON)).toBeNull();
    expect(await screen.findByRole('button', { name: /Добавить точку/ })).toBeEnabled();
    fireEvent.click(within(await rowOf('PP2')).getByRole('checkbox'));
    expect(within(screen.getByRole('region', { name: 'Действия с выбранными' })).getByRole('button', { name: 'Отключить' })).toBeEnabled();
  });
});
