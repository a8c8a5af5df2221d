import { beforeEach, describe, expect, it } from 'vitest';
import { BULK_TOGGLE_PATH, createPickupPointsApi, PICKUP_POINTS_PATH, type PickupPoint, type PickupPointsApi } from '../../resources/pickup-points/pickup-points-api';
import type { HttpClient } from '../../providers/http/client';
import type { AppError } from '../../providers/http/errors';
import { createSandboxGeocoder } from '../../providers/geocoder/sandbox-geocoder';
import { createOrdersApi } from '../../resources/orders/orders-api';
import { ordersOf } from '../../sandbox/seed/orders';
import { toPointBody, newPointValues } from '../../resources/pickup-points/rules/body';
import { defaultSchedule } from '../../resources/pickup-points/rules/schedule';
import { merchantClient, sandboxPerFile } from '../support/integration';
import { runPool, summarise } from '../../src/engine/bulk/run-pool';

/**
 * Pickup points over real HTTP (spec 3 §7 and the opt-in designed bulk call): create, edit, enable,
 * disable, several at once by the per-point calls (the default) and by the bulk call, and every refusal (400 with
 * its key, 404, 409 for a taken store_id), with bodies made by the form's own toPointBody.
 */
const sandbox = sandboxPerFile();
let http: HttpClient;
let api: PickupPointsApi;

// Every test starts from the seed (a reset also ends the sessions, so sign in again).
beforeEach(async () => {
  await sandbox.control.reset();
  http = (await merchantClient(sandbox.baseUrl)).http;
  api = createPickupPointsApi(http);
});

const list = () => http.request<PickupPoint[]>({ path: PICKUP_POINTS_PATH });

async function refusal(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('the call was expected to fail');
}

/** A valid body for a new point, its address geocoded by the sandbox as the form does. */
async function newBody(storeId = 'PP7'): Promise<PickupPoint> {
  const found = await createSandboxGeocoder(http).geocode('Алматы, проспект Абая, 10');
  const values = { ...newPointValues(await list()), store_id: storeId, contactInfo: 'Айдана Сейтказы', phone: '+7 (701) 555-44-33', apartment: '15', floor: '2' };
  return toPointBody({ ...values, address: { text: 'проспект Абая, 10', address: found, problem: null } });
}

describe('create and edit', () => {
  it('creates a point with the body of spec 3 §7 and reads it back', async () => {
    const body = await newBody();
    expect(body).toMatchObject({ store_id: 'PP7', priority: 7, name: 'Сервисная точка 7', is_active: true, delivery_days: 1, contact: { info: 'Айдана Сейтказы', phone: '77015554433' } });
    expect(body.address).toMatchObject({ city_id: '750000000', street: 'проспект Абая', house: '10', apartment: '15', floor: '2' });
    expect(body.address.zipcode).toMatch(/^A05/);
    const created = await api.create(body);
    expect(created).toEqual(body);
    expect(await api.one('PP7')).toEqual(body);
    expect((await list()).map((p) => p.store_id)).toContain('PP7');
  });

  it('edits a point; the store id cannot change', async () => {
    const point = await api.one('PP2');
    const edited = { ...point, name: 'Склад Алматы, Самал (новый)', schedule: point.schedule.map((d) => (d.week_day === 7 ? { ...d, time_ranges: [{ from: '11:00', to: '15:00' }] } : d)) };
    expect(await api.update('PP2', edited)).toEqual(edited);
    expect((await api.one('PP2')).schedule[6].time_ranges).toEqual([{ from: '11:00', to: '15:00' }]);
    const moved = await refusal(api.update('PP2', { ...edited, store_id: 'PP22' }));
    expect([moved.statusCode, moved.key]).toEqual([400, 'pickup_point_store_id_immutable']);
    expect((await refusal(api.update('PP99', edited))).statusCode).toBe(404);
  });

  it('refuses a taken store id with 409 and the server message', async () => {
    const error = await refusal(api.create(await newBody('PP1')));
    expect([error.statusCode, error.key]).toEqual([409, 'pickup_point_exists']);
    expect(error.serverMessage).toBe('A pickup point with store_id PP1 already exists');
    expect((await refusal(api.create(await newBody('pp1')))).statusCode).toBe(409);
  });

  it.each([
    ['no name', (b: PickupPoint) => ({ ...b, name: ' ' }), 'pickup_point_field_required'],
    ['no contact', (b: PickupPoint) => ({ ...b, contact: { ...b.contact, info: '' } }), 'pickup_point_field_required'],
    ['no phone', (b: PickupPoint) => ({ ...b, contact: { ...b.contact, phone: '' } }), 'pickup_point_field_required'],
    ['a short phone', (b: PickupPoint) => ({ ...b, contact: { ...b.contact, phone: '770155' } }), 'pickup_point_phone_invalid'],
    ['no apartment', (b: PickupPoint) => ({ ...b, address: { ...b.address, apartment: '' } }), 'pickup_point_field_required'],
    ['a floor of 3 characters', (b: PickupPoint) => ({ ...b, address: { ...b.address, floor: '123' } }), 'pickup_point_floor_error'],
    ['an unknown city', (b: PickupPoint) => ({ ...b, address: { ...b.address, city_id: '1' } }), 'pickup_point_address_invalid'],
    ['opening after closing', (b: PickupPoint) => ({ ...b, schedule: b.schedule.map((d) => (d.week_day === 1 ? { ...d, time_ranges: [{ from: '18:00', to: '09:00' }] } : d)) }), 'pickup_point_time_error'],
    ['equal times', (b: PickupPoint) => ({ ...b, schedule: b.schedule.map((d) => (d.week_day === 1 ? { ...d, time_ranges: [{ from: '10:00', to: '10:00' }] } : d)) }), 'pickup_point_time_error'],
    ['a time past 24:00', (b: PickupPoint) => ({ ...b, schedule: b.schedule.map((d) => (d.week_day === 1 ? { ...d, time_ranges: [{ from: '20:00', to: '24:30' }] } : d)) }), 'pickup_point_time_error'],
    ['overlapping ranges', (b: PickupPoint) => ({ ...b, schedule: b.schedule.map((d) => (d.week_day === 1 ? { ...d, time_ranges: [{ from: '09:00', to: '13:00' }, { from: '12:00', to: '18:00' }] } : d)) }), 'pickup_point_time_overlap'],
    ['no working day', (b: PickupPoint) => ({ ...b, schedule: b.schedule.map((d) => ({ ...d, time_ranges: [] })) }), 'pickup_point_no_weekday'],
    ['six weekdays', (b: PickupPoint) => ({ ...b, schedule: b.schedule.slice(0, 6) }), 'pickup_point_schedule_invalid'],
    ['delivery days in words', (b: PickupPoint) => ({ ...b, delivery_days: 'два' as unknown as number }), 'pickup_point_delivery_days_invalid'],
    ['a reserved store id', (b: PickupPoint) => ({ ...b, store_id: 'enable' }), 'pickup_point_store_id_invalid'],
    ['a store id with a space', (b: PickupPoint) => ({ ...b, store_id: 'PP 7' }), 'pickup_point_store_id_invalid'],
  ])('refuses %s with 400', async (_name, change, key) => {
    const error = await refusal(api.create(change(await newBody())));
    expect([error.statusCode, error.key]).toEqual([400, key]);
    expect(error.serverMessage).toBeTruthy();
  });

  it('accepts a day that closes at 24:00 and ranges that touch', async () => {
    const body = await newBody();
    const schedule = body.schedule.map((d) => (d.week_day === 6 ? { ...d, time_ranges: [{ from: '13:00', to: '24:00' }, { from: '08:00', to: '13:00' }] } : d));
    const created = await api.create({ ...body, schedule });
    expect(created.schedule[5].time_ranges).toEqual([{ from: '08:00', to: '13:00' }, { from: '13:00', to: '24:00' }]);
  });
});

describe('an address typed by hand (no geocoder configured)', () => {
  it('is created without a map pin; a pin given must hold a latitude and a longitude', async () => {
    const { geo: _pin, ...address } = (await newBody('PP8')).address;
    const body = { ...(await newBody('PP8')), address: { ...address, street: 'улица Толе би', house: '59', zipcode: '050000', formatted: 'Казахстан, Алматы, улица Толе би, 59' } };
    const created = await api.create(body);
    expect(created.address.geo).toBeUndefined();
    expect((await api.one('PP8')).address).toEqual(body.address);
    const bad = await refusal(api.create({ ...body, store_id: 'PP9', address: { ...body.address, geo: { latitude: 'x' } as never } }));
    expect([bad.statusCode, bad.key]).toEqual([400, 'pickup_point_address_invalid']);
  });
});

describe('enable and disable', () => {
  it('one point: PUT .../{store_id}/disable and /enable', async () => {
    expect((await api.toggle('PP1', 'disable')).is_active).toBe(false);
    expect((await api.one('PP1')).is_active).toBe(false);
    expect((await api.toggle('PP1', 'enable')).is_active).toBe(true);
    expect((await refusal(api.toggle('PP99', 'enable'))).statusCode).toBe(404);
  });

  it('several at once by default: the spec\'s per-point calls in the engine\'s bulk run, a failure beside the others, then its retry', async () => {
    await sandbox.control.clearRequests();
    const first = summarise(await runPool(['PP1', 'PP3', 'PP99'], (id) => api.toggle(id, 'disable')));
    expect([first.kind, first.succeeded, first.failed.map((f) => [f.item, (f.error as AppError).statusCode])]).toEqual(['some', ['PP1', 'PP3'], [['PP99', 404]]]);
    expect((await list()).filter((p) => !p.is_active).map((p) => p.store_id)).toEqual(['PP1', 'PP3', 'PP4']);
    // The retry sends only the failed ones: the point exists now (another tab made it).
    await api.create(await newBody('PP99'));
    const retry = summarise(await runPool(first.failed.map((f) => f.item), (id) => api.toggle(id, 'disable')));
    expect(retry).toEqual({ kind: 'all', succeeded: ['PP99'], failed: [] });
    const toggles = (await sandbox.control.requests(PICKUP_POINTS_PATH)).filter((r) => r.method === 'PUT').map((r) => r.path);
    expect(toggles.sort()).toEqual([`${PICKUP_POINTS_PATH}/PP1/disable`, `${PICKUP_POINTS_PATH}/PP3/disable`, `${PICKUP_POINTS_PATH}/PP99/disable`, `${PICKUP_POINTS_PATH}/PP99/disable`]);
  });

  it('the designed bulk call (opt-in) on its own path, all or nothing; the old path under the points is no bulk call', async () => {
    expect(BULK_TOGGLE_PATH('disable')).toBe('/merchant-profile/api/v1/profile/pickup-points-bulk/disable');
    expect(await api.toggleMany(['PP1', 'PP2'], 'disable')).toEqual({ store_ids: ['PP1', 'PP2'] });
    expect((await list()).filter((p) => !p.is_active).map((p) => p.store_id)).toEqual(['PP1', 'PP2', 'PP4']);
    await api.toggleMany(['PP1', 'PP4'], 'enable');
    expect((await list()).filter((p) => !p.is_active).map((p) => p.store_id)).toEqual(['PP2']);

    const unknown = await refusal(api.toggleMany(['PP3', 'PP99'], 'disable'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.serverMessage).toContain('PP99');
    expect((await api.one('PP3')).is_active).toBe(true); // nothing changed

    for (const body of [{}, { store_ids: [] }, { store_ids: ['PP1', 'PP1'] }, { store_ids: [1] }]) {
      const error = await refusal(http.request({ method: 'PUT', path: BULK_TOGGLE_PATH('disable'), body }));
      expect(error.statusCode).toBe(400);
    }

    // `PUT .../pickup-points/disable` has the shape of the spec's edit call: the sandbox reads it so, and the
    // contract refuses its body as an edit's (a point needs a name) before any point "disable" is looked for.
    const old = await refusal(http.request({ method: 'PUT', path: `${PICKUP_POINTS_PATH}/disable`, body: { store_ids: ['PP3'] } }));
    expect(old.statusCode).toBe(400);
    expect(old.serverMessage).toMatch(/^name: /);
    expect((await api.one('PP3')).is_active).toBe(true);
  });

  it('an order takes a new point and refuses one disabled in bulk', async () => {
    await api.create(await newBody('PP7'));
    await Promise.all(['PP2', 'PP3'].map((id) => api.toggle(id, 'disable')));
    const order = ordersOf('m-1001', 'full').find((o) => o.status === 'waiting_confirmation' && o.storage_type === 'fbs');
    const orders = createOrdersApi(http);
    expect((await orders.setPickupPoint(order!.id, 'PP7')).pickup_point_id).toBe('PP7');
    await new Promise((resolve) => setTimeout(resolve, 3100)); // the order's 3 s lock after a change
    const refused = await refusal(orders.setPickupPoint(order!.id, 'PP2'));
    expect([refused.statusCode, refused.key]).toEqual([400, 'orders_cannot_select_disabled_pickup_point']);
  });
});

describe('the reverse geocoder (a moved map pin)', () => {
  it('answers the house nearest a point, nothing far from any street', async () => {
    const geocoder = createSandboxGeocoder(http);
    const abay10 = await geocoder.geocode('Алматы, проспект Абая, 10');
    const near = await geocoder.reverse({ latitude: abay10!.point.latitude + 0.00002, longitude: abay10!.point.longitude });
    expect(near).toMatchObject({ street: 'проспект Абая', house: '10', precision: 'exact' });
    expect(await geocoder.reverse({ latitude: 45.5, longitude: 70.1 })).toBeNull();
    const bad = await refusal(http.request({ path: '/geocoder/api/v1/reverse', query: { lat: 'x', lon: 76 }, token: 'none' }));
    expect(bad.statusCode).toBe(400);
  });
});

it('the default schedule the form sends is Monday to Friday 09:00–18:00', () => {
  expect(defaultSchedule().filter((d) => d.working).map((d) => d.week_day)).toEqual([1, 2, 3, 4, 5]);
});
