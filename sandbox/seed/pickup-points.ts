import { ALMATY, ASTANA, type CityInfo } from './kz-people';
import type { Volume } from './seed-util';

/** Spec 3 §3 Pickup point. Schedule: one entry per weekday 1 (Mon)..7, closed days have no ranges. */
export interface PickupPoint {
  store_id: string;
  priority: number;
  name: string;
  is_active: boolean;
  delivery_days: number;
  address: {
    apartment: string;
    city_id: string;
    floor: string;
    /** Absent when the address was typed by hand with no map pin (no geocoder configured). */
    geo?: { latitude: number; longitude: number };
    house: string;
    street: string;
    zipcode: string;
    formatted: string;
  };
  contact: { info: string; phone: string };
  schedule: Array<{ week_day: number; time_ranges: Array<{ from: string; to: string }> }>;
}

interface PointSource {
  name: string;
  city: CityInfo;
  street: string;
  house: string;
  apartment: string;
  floor: string;
  zip: string;
  dLat: number;
  dLon: number;
  contact: string;
  phone: string;
  active: boolean;
  /** Hours by weekday 1..7; a day missing is a day off. */
  hours: Partial<Record<number, string[]>>;
}

/** "09:00-18:00" → {from, to}. */
const range = (text: string) => {
  const [from, to] = text.split('-');
  return { from, to };
};
const days = (list: number[], ...ranges: string[]) => Object.fromEntries(list.map((d) => [d, ranges]));
const WEEK = [1, 2, 3, 4, 5];

const FULL: PointSource[] = [
  { name: 'Сервисная точка 1', city: ALMATY, street: 'проспект Абая', house: '150/230', apartment: '12', floor: '1', zip: 'A05H8F1', dLat: -0.0123, dLon: -0.0561, contact: 'Ерлан Ахметов', phone: '77011234567', active: true, hours: { ...days(WEEK, '09:00-19:00'), ...days([6, 7], '10:00-16:00') } },
  { name: 'Склад Алматы, Самал', city: ALMATY, street: 'улица Мендикулова', house: '105', apartment: '3', floor: '2', zip: 'A15E2K7', dLat: -0.0294, dLon: 0.0087, contact: 'Асель Касымова', phone: '77071112233', active: true, hours: { ...days(WEEK, '09:00-13:00', '14:00-18:00'), ...days([6], '10:00-14:00') } },
  { name: 'Пункт выдачи Астана, Есиль', city: ASTANA, street: 'проспект Мангилик Ел', house: '55/20', apartment: '7', floor: '1', zip: 'Z05T3E5', dLat: -0.0453, dLon: 0.0102, contact: 'Нурлан Жумабаев', phone: '77758887766', active: true, hours: { ...days([1, 2, 3, 4, 5, 6], '08:00-20:00'), ...days([7], '10:00-16:00') } },
  { name: 'Старый склад Астана', city: ASTANA, street: 'улица Кенесары', house: '40', apartment: '1', floor: '0', zip: 'Z00T6K4', dLat: 0.0391, dLon: -0.0015, contact: 'Ольга Иванова', phone: '77015553322', active: false, hours: days(WEEK, '09:00-18:00') },
];

const SMALL: PointSource[] = [
  { name: 'Дом и сад — Алматы', city: ALMATY, street: 'улица Розыбакиева', house: '247', apartment: '2', floor: '1', zip: 'A10P3T6', dLat: -0.0311, dLon: -0.0437, contact: 'Гульнара Омарова', phone: '77021234500', active: true, hours: { ...days(WEEK, '09:00-19:00'), ...days([6, 7], '10:00-16:00') } },
  { name: 'Дом и сад — Астана', city: ASTANA, street: 'проспект Туран', house: '37', apartment: '5', floor: '1', zip: 'Z05K7Y2', dLat: -0.0502, dLon: -0.0171, contact: 'Серик Искаков', phone: '77085556677', active: true, hours: days(WEEK, '09:00-18:00') },
];

export function pickupPointsOf(_mid: string, volume: Volume): PickupPoint[] {
  return toPoints(volume === 'full' ? FULL : SMALL, 0);
}

function toPoints(sources: PointSource[], offset: number): PickupPoint[] {
  return sources.map((p, index) => ({
    store_id: `PP${index + offset + 1}`,
    priority: index + offset + 1,
    name: p.name,
    is_active: p.active,
    delivery_days: 1 + ((index + offset) % 2),
    address: {
      apartment: p.apartment,
      city_id: p.city.id,
      floor: p.floor,
      geo: { latitude: +(p.city.lat + p.dLat).toFixed(6), longitude: +(p.city.lon + p.dLon).toFixed(6) },
      house: p.house,
      street: p.street,
      zipcode: p.zip,
      formatted: `Казахстан, ${p.city.name}, ${p.street}, ${p.house}`,
    },
    contact: { info: p.contact, phone: p.phone },
    schedule: [1, 2, 3, 4, 5, 6, 7].map((week_day) => ({ week_day, time_ranges: (p.hours[week_day] ?? []).map(range) })),
  }));
}

/**
 * Points the demo shop added later (full volume only): the pickup-points screens need a
 * handful with varied hours, while orders and products keep choosing among the first
 * ones (pickupPointsOf), so their seeds stay as they were.
 */
const LATER: PointSource[] = [
  { name: 'Пункт выдачи Алматы, Алмалы', city: ALMATY, street: 'улица Толе би', house: '101', apartment: '4', floor: '1', zip: 'A05D4Y2', dLat: 0.0089, dLon: -0.0297, contact: 'Данияр Сапаров', phone: '77023334455', active: true, hours: { ...days([1, 3, 5], '10:00-13:00', '14:00-17:00', '18:00-20:00'), ...days([2, 4], '10:00-19:00') } },
  { name: 'Экспресс-точка Астана, Сарыарка', city: ASTANA, street: 'проспект Республики', house: '24', apartment: '1', floor: '1', zip: 'Z00A2M6', dLat: 0.0214, dLon: 0.0043, contact: 'Айгерим Нурпеисова', phone: '77476665544', active: true, hours: { ...days([1, 2, 3, 4, 5, 6, 7], '00:00-24:00') } },
];

/** The pickup-points slice: the first points, and for the full shop the later ones (PP5, PP6). */
export function pickupPointSeedOf(mid: string, volume: Volume): PickupPoint[] {
  const first = pickupPointsOf(mid, volume);
  if (volume !== 'full') return first;
  return [...first, ...toPoints(LATER, first.length)];
}
