import { describe, expect, it } from 'vitest';
import type { PickupPoint } from '../pickup-points-api';
import { pickupPointsTexts } from '../texts';
import { newPointValues, pointValues, toPointBody } from './body';
import { scheduleSummary } from './summary';

const saved: PickupPoint = {
  store_id: 'PP2',
  priority: 2,
  name: 'Склад Алматы, Самал',
  is_active: false,
  delivery_days: 2,
  address: {
    apartment: '3',
    city_id: '750000000',
    floor: '2',
    geo: { latitude: 43.208893, longitude: 76.954165 },
    house: '105',
    street: 'улица Мендикулова',
    zipcode: 'A15E2K7',
    formatted: 'Казахстан, Алматы, улица Мендикулова, 105',
  },
  contact: { info: 'Асель Касымова', phone: '77071112233' },
  schedule: [1, 2, 3, 4, 5, 6, 7].map((week_day) => ({
    week_day,
    time_ranges: week_day <= 5 ? [{ from: '09:00', to: '13:00' }, { from: '14:00', to: '18:00' }] : week_day === 6 ? [{ from: '10:00', to: '14:00' }] : [],
  })),
};

describe('the body sent for create and edit', () => {
  it('edit: a saved point read into the form and sent back unchanged', () => {
    const values = pointValues(saved, 'Алматы');
    expect(values).toMatchObject({ phone: '+7 (707) 111-22-33', deliveryDays: '2', isActive: false, address: { text: 'улица Мендикулова, 105', problem: null } });
    expect(toPointBody(values)).toEqual(saved);
  });

  it('edit: typed values are trimmed, the phone sent as 11 digits, delivery days as a number', () => {
    const values = { ...pointValues(saved, 'Алматы'), name: '  Склад Самал  ', phone: '+7 (700) 000-00-01', deliveryDays: '10', apartment: ' 4 ', floor: '' };
    expect(toPointBody(values)).toMatchObject({ name: 'Склад Самал', contact: { phone: '77000000001' }, delivery_days: 10, address: { apartment: '4', floor: '' } });
  });

  it('create: the next free PPn, its name and priority, Almaty, Monday to Friday 09:00–18:00', () => {
    const values = newPointValues([{ store_id: 'PP1', priority: 1 }, { store_id: 'pp2', priority: 5 }, { store_id: 'PP4', priority: 3 }]);
    expect(values).toMatchObject({ store_id: 'PP3', name: 'Сервисная точка 3', priority: 6, cityId: '750000000', deliveryDays: '1', isActive: true });
    expect(newPointValues([])).toMatchObject({ store_id: 'PP1', name: 'Сервисная точка 1', priority: 1 });
  });

  it('create: the geocoded address becomes the body address (street or district, zip code, point)', () => {
    const geocoded = { formatted: 'Казахстан, Алматы, микрорайон Самал-2, 58', precision: 'exact', point: { latitude: 43.23, longitude: 76.95 }, zipcode: 'A15X1Y2', country: 'Казахстан', locality: 'Алматы', district: 'микрорайон Самал-2', street: '', house: '58' };
    const values = { ...newPointValues([]), contactInfo: 'Ерлан', phone: '+7 (701) 123-45-67', apartment: '7', floor: '12', address: { text: 'микрорайон Самал-2, 58', address: geocoded, problem: null } };
    const body = toPointBody(values);
    expect(body.address).toEqual({ apartment: '7', city_id: '750000000', floor: '12', geo: { latitude: 43.23, longitude: 76.95 }, house: '58', street: 'микрорайон Самал-2', zipcode: 'A15X1Y2', formatted: geocoded.formatted });
    expect(body.schedule.filter((d) => d.time_ranges.length).map((d) => d.week_day)).toEqual([1, 2, 3, 4, 5]);
    expect(Object.keys(body).sort()).toEqual(['address', 'contact', 'delivery_days', 'is_active', 'name', 'priority', 'schedule', 'store_id']);
  });
});

describe('the schedule summary', () => {
  const short = (locale: 'ru' | 'kz' | 'en') => (day: number) => {
    const tree = pickupPointsTexts[locale]['pickup-points'] as { schedule: { short: Record<string, string> } };
    return tree.schedule.short[String(day)];
  };
  const week = (hours: Record<number, Array<[string, string]>>) => [1, 2, 3, 4, 5, 6, 7].map((week_day) => ({ week_day, time_ranges: (hours[week_day] ?? []).map(([from, to]) => ({ from, to })) }));

  it.each([
    ['ru', 'Пн–Пт 09:00–18:00, Сб 10:00–14:00'],
    ['kz', 'Дс–Жм 09:00–18:00, Сб 10:00–14:00'],
    ['en', 'Mon–Fri 09:00–18:00, Sat 10:00–14:00'],
  ] as const)('%s: runs of days with the same hours, days off left out', (locale, text) => {
    const schedule = week({ 1: [['09:00', '18:00']], 2: [['09:00', '18:00']], 3: [['09:00', '18:00']], 4: [['09:00', '18:00']], 5: [['09:00', '18:00']], 6: [['10:00', '14:00']] });
    expect(scheduleSummary(schedule, short(locale))).toBe(text);
  });

  it('several ranges a day, days apart, round the clock, none', () => {
    const lunch: Array<[string, string]> = [['09:00', '13:00'], ['14:00', '18:00']];
    expect(scheduleSummary(week({ 1: lunch, 3: lunch, 7: [['00:00', '24:00']] }), short('ru'))).toBe('Пн 09:00–13:00 / 14:00–18:00, Ср 09:00–13:00 / 14:00–18:00, Вс 00:00–24:00');
    expect(scheduleSummary(week({}), short('en'))).toBe('');
  });
});
